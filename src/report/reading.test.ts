// What a person reads on the report pages beyond the numbers: the rerun line (a command that parses back to the same
// words), the glossary of the page's abbreviations, Play's rule when it holds without the goal, and a web game's qa
// page with its verdict, its oracles and only the unmeasured lines that apply to it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT, readResult } from '../shared/index.ts';
import { renderCheckPage, renderPlayPage, renderQaPage, shellLine } from './index.ts';

const SAMPLE = join(PROJECT_ROOT, 'test', 'fixtures', 'bench-runs', 'small', 'samples', 'playsmith-offline');
const QA_SAMPLE = join(PROJECT_ROOT, 'test', 'fixtures', 'bench-runs', 'qa', 'samples', 'castle', '0', 'qa.json');

/** The page's text, tags stripped and entities of quotes read back. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('a rerun line quotes what the shell would split or expand, and nothing else', () => {
  assert.equal(shellLine(['playsmith', 'check', './my game', '--seed', '1']), "playsmith check './my game' --seed 1");
  assert.equal(shellLine(['playsmith', 'make', "a fox's gems"]), "playsmith make 'a fox'\\''s gems'");
  assert.equal(shellLine(['a$b', '*']), "'a$b' '*'");
});

test('the play page says which rule made Play hold when the goal was not reached, with rerun and glossary', () => {
  const result = readResult(join(SAMPLE, 'platformer-01', '0', 'play.json'), 'playsmith.play/1');
  assert.equal(result.goal.reached, false);
  assert.equal(result.verdict.play.holds, true);
  const page = text(renderPlayPage(result, []));
  assert.match(
    page,
    new RegExp(
      'last flag — not reached\\. Play holds by its other rule \\(without the goal, every action the game lists ' +
        'must be seen to change the game, with no logic violation\\): every listed action \\(5\\) worked',
    ),
  );
  assert.match(page, new RegExp(`Rerun: playsmith play ${result.target} --policy ${result.policy} --seed 1`));
  assert.match(page, /Glossary Exec the game runs 30 s .* Pass the game's golden path .* Play Exec and Pass hold/);
});

test('the check page has its rerun line and spells out L1–L3b, SCS, BAS, BH and VU', () => {
  const result = readResult(join(SAMPLE, 'platformer-01', '0', 'check.json'), 'playsmith.check/1');
  const page = text(renderCheckPage(result));
  assert.match(page, new RegExp(`Rerun: playsmith check ${result.target} --seed ${result.seed}`));
  for (const term of ['L1', 'L2', 'L3a', 'L3b', 'SCS', 'BAS', 'BH', 'VU'])
    assert.match(page, new RegExp(`Glossary .*\\b${term} [a-z]`), term);
});

test("a web game's qa page: its verdict, the oracles that ran, and no text adventure's checks as unmeasured", () => {
  const stored = readResult(QA_SAMPLE, 'playsmith.qa/1');
  const web = {
    ...stored,
    adapter: 'browser' as const,
    oracles: ['server-error', 'non-determinism', 'counter-range', 'after-end', 'stuck', 'play-rule'] as const,
    unmeasured: ['shortcuts: no rules are declared for the game (a qa.adapter.json declares them in "game.rules")'],
  };
  const html = renderQaPage({ ...web, oracles: [...web.oracles] });
  const page = text(html);
  const confirmed = stored.reports.filter((r) => r.status === 'confirmed').length;
  assert.match(
    page,
    confirmed
      ? new RegExp(`✘ ${confirmed} bug\\(s\\) confirmed by replay from a fresh game \\(${stored.actions} actions`)
      : /✔ No bug confirmed by replay/,
  );
  assert.match(page, /Oracles that judged every step: server-error, non-determinism, counter-range, after-end/);
  assert.match(page, /Rerun: playsmith qa \S+ --seed \d+ --steps \d+ --agent explore --mode (qa|player)/);
  const unmeasured = /<h2>Not measured<\/h2>(.*?)<h2>/s.exec(html)?.[1] ?? '';
  assert.match(unmeasured, /shortcuts: no rules are declared for the game/);
  assert.doesNotMatch(unmeasured, /inventory|items_here|exits|descriptions/);
  assert.match(page, /Glossary oracle a rule checked on every step/);
});

test('every glossary term a page names is defined, and the pages use the shared frame', () => {
  const source = readFileSync(join(PROJECT_ROOT, 'src', 'report', 'reading.ts'), 'utf8');
  for (const term of ['SCS', 'BAS', 'BH', 'VU', 'IA', 'Efficiency@k']) assert.match(source, new RegExp(`${term}'?:`));
});
