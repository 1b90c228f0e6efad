// `play --policy explore` over every template family, built as check builds them: no oracle flags anything in a
// working game (no false positives). And `play --policy golden` on a template source folder end to end: built,
// Exec, Pass by its golden path, the path replayed step by step to the win, Play.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { LazyBrowser } from '../../src/harness/index.ts';
import { playGame } from '../../src/play/index.ts';
import { ARCHETYPES } from '../../src/shared/index.ts';
import { buildTemplate, templateDir } from './helpers.ts';

const browser = new LazyBrowser();
const root = mkdtempSync(join(tmpdir(), 'playsmith-play-templates-'));
after(async () => {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
});

describe('explore over every template family', () => {
  for (const family of ARCHETYPES)
    test(`templates/${family}: explore flags nothing`, async () => {
      const { outDir: built } = await buildTemplate(family);
      const result = await playGame(built, {
        policy: 'explore',
        seed: 1,
        steps: 60,
        viewport: { width: 800, height: 600 },
        browser,
        outDir: join(root, family),
        testerOnly: true,
      });
      assert.deepEqual(
        result.findings.map((f) => `${f.oracle} at step ${f.step}: ${f.message}`),
        [],
      );
      assert.equal(result.contract, true);
      assert.equal(result.steps, 60, result.ended);
    });
});

test('golden on templates/grid_logic: Exec, Pass and Play hold, the replay ends won', async () => {
  const result = await playGame(templateDir('grid_logic'), {
    policy: 'golden',
    seed: 1,
    steps: 200,
    viewport: { width: 800, height: 600 },
    browser,
    outDir: join(root, 'golden'),
  });
  assert.equal(result.verdict.exec.holds, true, result.verdict.exec.reason);
  assert.equal(result.verdict.pass.holds, true, result.verdict.pass.reason);
  assert.equal(result.verdict.play.holds, true, result.verdict.play.reason);
  assert.equal(result.goal.reached, true);
  assert.match(result.ended, /golden policy finished \(success\)/);
  assert.deepEqual(result.verdict.unmeasured, []);
});
