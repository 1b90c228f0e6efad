// The model phases' fallbacks and the hook-file guard: output the model gets wrong is replaced by the offline answer
// and said so; design problems the family's rules find are sent back once; writes outside src/game/ are refused.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { FAMILIES } from '../../families/index.ts';
import { createLlm, startFakeOpenAiServer, TrajectoryLog, type FakeReply } from '../../llm/index.ts';
import { loadConfig, PROJECT_ROOT } from '../../shared/index.ts';
import { createRandom } from '../../assets/index.ts';
import { classifyPrompt } from '../classify.ts';
import { FAMILY_GENERATORS } from '../dispatch.ts';
import type { FamilyDesign } from '../mode.ts';
import { GddSchema, type Gdd } from '../gdd.ts';
import { readIntent } from '../intent.ts';
import { agentClassify, agentDesign, MakeModelError, type AgentContext } from './agent.ts';
import { HookWorkspace } from './workspace.ts';

const dir = mkdtempSync(join(tmpdir(), 'playsmith-agent-unit-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function context(
  script: FakeReply[],
): Promise<{ ctx: AgentContext; close: () => Promise<void>; requests: () => number }> {
  const server = await startFakeOpenAiServer(script);
  const config = loadConfig({
    cwd: dir,
    env: {
      PLAYSMITH_LLM_BASE_URL: server.baseUrl,
      PLAYSMITH_MODEL: 'scripted',
      PLAYSMITH_LLM_CACHE: 'off',
      PLAYSMITH_LLM_MAX_RETRIES: '0',
    },
  });
  const trajectory = new TrajectoryLog(join(dir, 'trajectory.jsonl'));
  return {
    ctx: {
      llm: createLlm({ config, env: {}, trajectory }),
      trajectory,
      maxRepairs: 5,
      protocolFile: join(dir, 'protocol.json'),
      fallbacks: [],
    },
    close: () => server.close(),
    requests: () => server.requests.length,
  };
}

const PROMPT = 'a platformer where a fox collects gems';

test(
  'a classification that is not JSON, or names no family, ' + 'falls back to the offline classifier and says so',
  async () => {
    const { ctx, close, requests } = await context([
      { text: 'platformer, I think' },
      { text: 'still not JSON' },
      { json: { archetype: 'racing', reasoning: 'fast', confidence: 2 } },
      { json: { archetype: 'racing' } },
    ]);
    try {
      const a = await agentClassify(ctx, PROMPT, () => classifyPrompt(PROMPT));
      assert.equal(a.source, 'rules');
      assert.equal(a.archetype, 'platformer');
      assert.match(ctx.fallbacks[0]!.reason, /unusable .*valid JSON.*offline classifier decided/);
      const b = await agentClassify(ctx, PROMPT, () => classifyPrompt(PROMPT));
      assert.equal(b.source, 'rules');
      assert.match(ctx.fallbacks[1]!.reason, /schema/);
      assert.equal(requests(), 4, 'each was asked again once');
    } finally {
      await close();
    }
  },
);

test('a model that refuses the request stops the run with a MakeModelError instead of falling back', async () => {
  const { ctx, close } = await context([{ status: 401, error: 'bad key' }]);
  try {
    await assert.rejects(
      agentClassify(ctx, PROMPT, () => classifyPrompt(PROMPT)),
      (e: Error) => e instanceof MakeModelError && /classify phase/.test(e.message),
    );
  } finally {
    await close();
  }
});

test(
  'design: levels the family rejects are sent back once with the problems; still rejected, the draft stands and ' +
    'that is said',
  async () => {
    const generator = FAMILY_GENERATORS.platformer!;
    const intent = readIntent(PROMPT);
    const classification = classifyPrompt(PROMPT);
    const draft = generator.design({ intent, classification, seed: 1, random: createRandom(1, 'design:platformer') });
    const toGdd = (design: FamilyDesign): Gdd =>
      GddSchema.parse({
        schema: 'playsmith.gdd/1',
        archetype: 'platformer',
        seed: 1,
        classification,
        intent,
        ...design,
      });
    // A level with no player start and no flag: the schema accepts it, the family's rules do not.
    const broken = {
      ...draft,
      sections: {
        ...draft.sections,
        levels: draft.sections.levels.map((l) => ({ ...l, ascii: l.ascii.map((row) => row.replace(/[PF]/g, '.')) })),
      },
    };
    const { ctx, close, requests } = await context([{ json: broken }, { json: broken }]);
    try {
      const gdd = await agentDesign(ctx, {
        prompt: PROMPT,
        generator,
        draft,
        toGdd,
        rulesFile: join(PROJECT_ROOT, 'templates/platformer/docs/design_rules.md'),
      });
      assert.deepEqual(gdd, toGdd(draft));
      assert.equal(requests(), 2);
      assert.equal(ctx.fallbacks[0]!.phase, 'design');
      assert.match(ctx.fallbacks[0]!.reason, /rejected its levels 2 times/);
    } finally {
      await close();
    }
    const good = await context([{ json: { ...draft, title: 'Foxfire' } }]);
    try {
      const gdd = await agentDesign(good.ctx, {
        prompt: PROMPT,
        generator,
        draft,
        toGdd,
        rulesFile: join(PROJECT_ROOT, 'templates/platformer/docs/design_rules.md'),
      });
      assert.equal(gdd.title, 'Foxfire');
      assert.deepEqual(good.ctx.fallbacks, []);
    } finally {
      await good.close();
    }
  },
);

test(
  'the workspace writes hook files only: base classes, core, config and paths outside the project are refused ' +
    'with the reason',
  () => {
    const project = join(dir, 'project');
    cpSync(join(PROJECT_ROOT, 'templates/platformer'), project, {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
    });
    const ws = new HookWorkspace(project, FAMILIES.platformer.hooks.files);
    assert.match(ws.write('src/game/Level.ts', '// new\n'), /wrote src\/game\/Level.ts/);
    assert.match(ws.write('./src/game/extra/Boost.ts', 'export {};\n'), /wrote src\/game\/extra\/Boost.ts/);
    const refusals: [string, RegExp][] = [
      ['src/family/Player.ts', /protected family base class/],
      ['src/core/game.ts', /protected core/],
      ['src/main.ts', /only the hook files under src\/game\//],
      ['src/game/../family/Enemy.ts', /protected family base class/],
      ['../outside.ts', /outside the project/],
      ['/etc/passwd', /relative to the project root/],
      ['src/game/notes.md', /only the hook files/],
    ];
    for (const [path, reason] of refusals) assert.throws(() => ws.write(path, 'x'), reason);
    assert.deepEqual(ws.written, ['src/game/Level.ts', 'src/game/extra/Boost.ts']);
    assert.equal(ws.refused.length, refusals.length);
    assert.equal(
      readFileSync(join(project, 'src/family/Player.ts'), 'utf8'),
      readFileSync(join(PROJECT_ROOT, 'templates/platformer/src/family/Player.ts'), 'utf8'),
    );
    assert.throws(() => ws.read('src/game/missing.ts'), /does not exist/);
    assert.throws(() => ws.read('node_modules/phaser/package.json'), /not part of the game's source/);
    assert.match(ws.list(), /src\/family\/Player.ts {2}\(protected\)/);
    assert.match(ws.list(), /src\/game\/levels.ts {2}\(hook file: you may write it\)/);
  },
);
