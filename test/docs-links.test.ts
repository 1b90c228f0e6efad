// The README and docs/ as a newcomer follows them: every relative link (and #anchor) leads somewhere, the quick start
// is the main job, then playing what it made, then the tests (the very command CI runs), and the command table has
// one line per command with a link to its page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { buildProgram } from '../src/cli/main.ts';
import { slug } from '../src/cli/result-folder.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

/** The Markdown files a user reads: the README, docs/ and the examples' READMEs. */
function markdownFiles(): string[] {
  const found = [join(PROJECT_ROOT, 'README.md')];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  visit(join(PROJECT_ROOT, 'docs'));
  if (existsSync(join(PROJECT_ROOT, 'examples'))) visit(join(PROJECT_ROOT, 'examples'));
  return found;
}

/** The text outside code: fenced blocks and inline code spans hold examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target: [text](target), ![alt](target) and [label]: target definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defined = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...defined];
}

/** GitHub's anchor for each heading of a Markdown file. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

test('every relative link and #anchor in README.md, docs/ and examples/ resolves', () => {
  const broken: string[] = [];
  let links = 0;
  for (const file of markdownFiles()) {
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like are not ours to resolve
      links++;
      const [path, anchor] = target.split('#', 2) as [string, string | undefined];
      const into = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      const where = `${relative(PROJECT_ROOT, file)}: ${target}`;
      if (!existsSync(into)) broken.push(`${where} (no such file)`);
      else if (anchor && into.endsWith('.md') && !anchorsOf(into).has(anchor.toLowerCase()))
        broken.push(`${where} (no heading with that anchor)`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(links >= 20, `only ${links} relative links were found: the scanner reads no links`);
});

test('the scanner finds links, ignores code, and reads anchors as GitHub writes them', () => {
  assert.deepEqual(
    linkTargets('see [a](docs/a.md#x-y) and ![p](p.png)\n`[no](b.md)`\n```\n[no](c.md)\n```\n[r]: r.md'),
    ['docs/a.md#x-y', 'p.png', 'r.md'],
  );
});

/** The README's section under `heading`, to the next heading of its level. */
function section(readme: string, heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `the README has a "${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

test('the quick start makes a game, plays it, then runs the tests CI runs', () => {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(section(readme, 'Quick start'))?.[1] ?? '';
  const commands = block
    .trim()
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim());
  assert.equal(commands.length, 3, block);
  const made = /^npx playsmith make "([^"]+)"$/.exec(commands[0]!);
  assert.ok(made, `the first command is the main job: ${commands[0]}`);
  // The serve line names the folder that make writes for that prompt by default.
  assert.equal(commands[1], `npx playsmith serve playsmith-results/games/${slug(made[1]!)}-seed1/game`);
  const ci = readFileSync(join(PROJECT_ROOT, '.ci', 'run'), 'utf8')
    .trim()
    .split('\n')
    .at(-1);
  assert.equal(commands[2], ci, 'the test command is the one .ci/run runs');
});

test('the command table has one line per command, each with a link to its page in docs/', async () => {
  const table = section(readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8'), 'Commands')
    .split('\n')
    .filter((line) => line.startsWith('| `playsmith '));
  const named = table.map((line) => /^\| `playsmith (\w+)/.exec(line)![1]!);
  const commands = (await buildProgram([])).commands.map((c) => c.name());
  for (const command of commands) assert.ok(named.includes(command), `${command} has a line`);
  for (const line of table) {
    assert.match(line, /\]\(docs\/[\w-]+\.md(#[\w-]+)?\) \|$/, `a link to a docs/ page: ${line}`);
    assert.ok(line.length <= 220, `one short line: ${line}`);
  }
});
