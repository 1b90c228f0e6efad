// check's own input problems: a target or a reference it cannot use. What is wrong with a game is never an error
// here; it is evidence in the result.
import { PlaysmithError } from '../shared/index.ts';

export type CheckInputErrorCode = 'bad-target' | 'bad-reference';

export class CheckInputError extends PlaysmithError {
  override name = 'CheckInputError';
  declare readonly code: CheckInputErrorCode;
  constructor(code: CheckInputErrorCode, message: string) {
    super(message, { code, kind: 'usage' });
  }
}
