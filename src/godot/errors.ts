// The godot part's one error class: a project folder or file the caller named that cannot be used as given.
import { PlaysmithError } from '../shared/index.ts';

/** Bad input to a godot command: no project.godot, an unreadable task folder, a bad eval_config. Exit 2. */
export class GodotInputError extends PlaysmithError {
  override name = 'GodotInputError';
  constructor(message: string) {
    super(message, { code: 'godot-input', kind: 'usage' });
  }
}
