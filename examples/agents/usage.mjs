// What every example agent shares: reading INSTRUCTIONS.md, and reporting usage in usage.json when it is done.
// These agents call no model. So that the path from usage.json to Efficiency@k is exercised, each reports the text it
// read as input tokens and the text it wrote as output tokens, at about four characters a token; an agent with a
// model writes the counts its model's API returned instead.
import { readFileSync, writeFileSync } from 'node:fs';

const seen = { read: 0, written: 0 };

/** Reads a workspace file as text, counting it as read. */
export function readText(file) {
  const text = readFileSync(file, 'utf8');
  seen.read += text.length;
  return text;
}

/** Writes a workspace file, counting it as written. */
export function writeText(file, text) {
  writeFileSync(file, text);
  seen.written += text.length;
}

/** The task's instructions (INSTRUCTIONS.md at the workspace root, the agent's working folder). */
export function instructions() {
  return readText('INSTRUCTIONS.md');
}

/** Writes usage.json at the workspace root: bench reads it after the agent ends and puts it in the record. */
export function reportUsage(model = 'none (example agent; characters / 4)') {
  const tokens = (chars) => Math.max(1, Math.ceil(chars / 4));
  const usage = {
    schema: 'playsmith.agent-usage/1',
    inputTokens: tokens(seen.read),
    outputTokens: tokens(seen.written),
    calls: 1,
    model,
  };
  writeFileSync('usage.json', `${JSON.stringify(usage, null, 2)}\n`);
}
