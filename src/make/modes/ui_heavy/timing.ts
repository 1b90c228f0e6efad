// The game clock's frame and how late the golden path's presses may land, for the family's timing games (a rhythm
// song, a fishing trip): every plan is proven at each lateness up to MAX_LATE_FRAMES.
export const FRAME_MS = 1000 / 60;
/**
 * Frames a press may land after the golden path's check first sees its time come: the check interval, the key's
 * trip to the page and the frame the game reads it on (src/play/golden-path.ts, harness press).
 */
export const MAX_LATE_FRAMES = 4;
