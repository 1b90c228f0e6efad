// An example agent for complete tasks: reads what was removed (INSTRUCTIONS.md, "What was removed") and writes its
// plan to agent-notes.md, restoring nothing: without a model it cannot know the removed code, so it is scored as the
// masked game, the baseline. A real agent gives each removed part and the code around it to its model and writes the
// answer back in place.
import { instructions, reportUsage, writeText } from './usage.mjs';

const removed = (instructions().split(/^## What was removed$/m)[1] ?? '')
  .split(/^## /m)[0]
  .split('\n')
  .filter((line) => line.startsWith('- '));
const plan = removed.map((line) => `${line} (left as it is: no model to write it)`);
writeText('agent-notes.md', `# Plan\n\n${plan.join('\n') || 'Nothing was listed as removed.'}\n`);
reportUsage();
