// A test on the Game Contract's state(): a dotted path and a comparison (golden paths' until steps and expectations).
// The functions that decide one use nothing outside themselves and each other, so the harness can send their source
// into the page and run there exactly what Node runs here (harness/page/until.ts).

/** A condition on state(): `path` is dotted (player.x, flags.lives, entities.coins.length); one test or more is set. */
export interface StateCondition {
  path: string;
  equals?: number | string | boolean | null | undefined;
  notEquals?: number | string | boolean | null | undefined;
  gte?: number | undefined;
  lte?: number | undefined;
}

/** The value at a dotted path in the state (array indices and `length` work too). */
export function valueAt(state: unknown, path: string): unknown {
  let at: unknown = state;
  for (const part of path.split('.')) {
    if (at === null || at === undefined) return undefined;
    if (Array.isArray(at) && part === 'length') at = at.length;
    else if (typeof at === 'object') at = (at as Record<string, unknown>)[part];
    else return undefined;
  }
  return at;
}

/** Whether `condition` holds on `state`. Calls only valueAt, which the page is given beside it. */
export function conditionHolds(condition: StateCondition, state: unknown): boolean {
  const value = valueAt(state, condition.path);
  if (condition.equals !== undefined && value !== condition.equals) return false;
  if (condition.notEquals !== undefined && value === condition.notEquals) return false;
  if (condition.gte !== undefined && !(typeof value === 'number' && value >= condition.gte)) return false;
  if (condition.lte !== undefined && !(typeof value === 'number' && value <= condition.lte)) return false;
  return true;
}
