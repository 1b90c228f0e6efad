// The llm policy: a vision-language model plays through the llm part. Each step it gets the screenshot (a smaller
// copy) and the text observation and answers with one JSON action, checked by zod; an answer that does not fit is
// asked again once, then the tester waits. A model without image input gets the text alone, and the result says so.
import { z } from 'zod';
import { LlmError, type Llm, type LlmPart } from '../../llm/index.ts';
import { PlayActionSchema, type PlayAction } from '../../shared/index.ts';
import { describeObservation, downscalePng, type Observation } from '../observation.ts';
import { PolicyStop, type Decision, type PlayPolicy } from '../policy.ts';

const AnswerSchema = z.object({
  reason: z.string().max(2000).default(''),
  action: PlayActionSchema.refine((a) => a.action !== 'script', 'script is not an action a player can take'),
});

const SYSTEM = [
  'You are a game tester playing a web game in a browser. Your task: reach the goal and report any behaviour that',
  "breaks the game's own rules. Each turn you see the game (a screenshot, when you can take images) and what it",
  'says about itself, and you answer with exactly one JSON object: {"reason": "...", "action": {...}} where action',
  'is one of',
  '{"action":"click","x":X,"y":Y} | {"action":"type","text":"..."} | {"action":"hotkey","keys":["Control","KeyZ"]} |',
  '{"action":"press","key":"ArrowRight","ms":300} | {"action":"scroll","x":X,"y":Y,"direction":"down"} |',
  '{"action":"wait","ms":500} | {"action":"act","name":"jump","ms":200} (the game\'s named actions) |',
  '{"action":"finish","outcome":"success","reason":"..."} when the goal is reached, or',
  '{"action":"finish","outcome":"failure","reason":"..."} when the game breaks its own rules (say how).',
  'Coordinates are game coordinates (the game size is given). Key names are Playwright key names.',
].join('\n');

/** A refusal that says the model takes no images: its input must be text. */
const NO_IMAGES = /image|vision|multimodal|multi-modal|content type|image_url/i;
/** Calls that failed this many times in a row end the run: the model is not answering. */
const MAX_FAILED_CALLS = 3;

export interface LlmPolicyOptions {
  llm: Llm;
  /** Send screenshots (default true); false for a text-only model. */
  images?: boolean;
}

export function llmPolicy(options: LlmPolicyOptions): PlayPolicy & { images(): boolean; unusable(): number } {
  const { llm } = options;
  let images = options.images !== false;
  let unusable = 0;
  let failedInRow = 0;
  const notes: string[] = images ? [] : ['the model was given the text observation only (no screenshots)'];
  const history: string[] = [];

  const ask = async (o: Observation): Promise<z.infer<typeof AnswerSchema>> => {
    const text =
      `${describeObservation(o)}\n` +
      (history.length ? `your recent actions: ${history.slice(-6).join(' | ')}\n` : '') +
      'Answer with one JSON object.';
    const prompt: LlmPart[] =
      images && o.png
        ? [
            { type: 'text', text },
            { type: 'image', png: downscalePng(o.png) },
          ]
        : [{ type: 'text', text }];
    const answer = await llm.object({
      purpose: 'play.decide',
      system: SYSTEM,
      prompt,
      schema: AnswerSchema,
      schemaName: 'play_action',
      reasks: 1,
      temperature: 0,
      step: o.step + 1,
    });
    return answer.object;
  };

  const decideOnce = async (o: Observation): Promise<Decision> => {
    try {
      const answer = await ask(o);
      failedInRow = 0;
      const action = answer.action as PlayAction;
      history.push(action.action === 'finish' ? `finish ${action.outcome}` : JSON.stringify(action));
      return { action, reason: answer.reason };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      if (images && error.code === 'bad-request' && NO_IMAGES.test(error.message)) {
        images = false;
        notes.push(`the model refused images (${error.message.slice(0, 160)}); it played on the text observation`);
        return decideOnce(o);
      }
      if (error.code === 'schema-mismatch' || error.code === 'invalid-json') {
        unusable++;
        return {
          action: { action: 'wait', ms: 500 },
          reason: `the model's answer was unusable twice: ${error.message}`,
        };
      }
      if (++failedInRow >= MAX_FAILED_CALLS || !['timeout', 'rate-limited', 'server-error'].includes(error.code))
        throw new PolicyStop(`the model could not be used (${error.code}): ${error.message}`);
      return { action: { action: 'wait', ms: 500 }, reason: `the model call failed (${error.code}); waiting` };
    }
  };

  return {
    name: 'llm',
    get wantsImages() {
      return images;
    },
    wantsText: true,
    wantsClickables: true,
    decide: decideOnce,
    notes: () => [
      ...notes,
      ...(unusable ? [`${unusable} model answer(s) were unusable after one re-ask; the tester waited instead`] : []),
    ],
    images: () => images,
    unusable: () => unusable,
  };
}
