// The error an ABC tune is refused with: what is wrong and where, by line and column of the source.
import { PlaysmithError } from '../shared/index.ts';

export class AbcError extends PlaysmithError {
  override name = 'AbcError';
  readonly line: number;
  readonly column: number;
  constructor(line: number, column: number, message: string) {
    super(`line ${line}, column ${column}: ${message}`, { code: 'bad-abc', kind: 'usage' });
    this.line = line;
    this.column = column;
  }
}
