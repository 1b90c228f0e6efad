// The kinds of board the grid family's level scene builds, by the level's `kind`: one line per mode folder beside
// this file (and the merge board, which a push-box game ends on too).
import { mergeBoard } from '../mergeBoard.ts';
import type { GridBoardKind } from '../mode.ts';
import { blocksBoard } from './blocks/index.ts';
import { match3Board } from './match3/index.ts';
import { pushBoard } from './push/index.ts';
import { sudokuBoard } from './sudoku/index.ts';

export const BOARD_KINDS: readonly GridBoardKind[] = [pushBoard, mergeBoard, match3Board, blocksBoard, sudokuBoard];
