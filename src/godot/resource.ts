// Godot's resource text format (.tscn, .tres, .import and project.godot, which is the same ConfigFile syntax) read
// into plain sections: a heading's tag and attributes, then its `key = value` lines. The reader is ours, written to
// the grammar Godot's own VariantParser accepts — StringName &"…", NodePath ^"…", colours #rrggbb, typed Array[T](…)
// and Dictionary[K, V](…), Object(Class, "k": v), inf/nan, strings over several lines, keys with feature tags
// (rendering_method.mobile) or quotes — so that a file Godot reads is a file we read. Where a file does not parse,
// the place is kept as a parse error and reading goes on at the next line: one bad value loses one property.
import type { ParseError } from './syntax.ts';

/** A value as written: constructors such as `ExtResource("1")` or `Vector2(1, 2)` keep their name and arguments. */
export type GodotValue =
  | string
  | number
  | boolean
  | null
  | GodotValue[]
  | {
      call: string;
      args: GodotValue[];
      fields: Record<string, GodotValue>;
      /** The element types of a typed `Array[T](…)` or `Dictionary[K, V](…)`. */
      types?: GodotValue[];
    }
  | { dict: Record<string, GodotValue> };

export interface ResourceProperty {
  key: string;
  value: GodotValue;
  line: number;
}

export interface ResourceSection {
  /** `gd_scene`, `ext_resource`, `node`, `application`, …; '' for the lines before the first heading. */
  tag: string;
  attrs: Record<string, GodotValue>;
  props: ResourceProperty[];
  line: number;
}

export interface ResourceFile {
  file: string;
  sections: ResourceSection[];
  errors: ParseError[];
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', a: '\u0007', v: '\v' };

/** Reads a Godot string literal: the quotes (and a leading & or ^) removed and its escapes applied. */
export function unquote(literal: string): string {
  const body = literal.replace(/^[&^]?"/, '').replace(/"$/, '');
  return body.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{6}|.)/gs, (_, c: string) => {
    if (c.length > 1) return String.fromCodePoint(Number.parseInt(c.slice(1), 16));
    return ESCAPES[c] ?? c;
  });
}

/** At most this many errors per file: a binary file read as text would otherwise list thousands. */
const MAX_ERRORS = 20;

class ReadError extends Error {
  readonly at: number;
  constructor(message: string, at: number) {
    super(message);
    this.at = at;
  }
}

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;
const NUMBER = /^-?(?:0[xX][0-9A-Fa-f_]+|0[bB][01_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?\.?)/;

/** One pass over a file's text: statements (headings and assignments) and the values in them. */
class Reader {
  private at = 0;
  private readonly text: string;
  /** The string index where each line starts, for turning an index into line and column. */
  private readonly lineStarts: number[] = [0];

  constructor(text: string) {
    this.text = text;
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  position(index: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - this.lineStarts[lo]! + 1 };
  }

  get index(): number {
    return this.at;
  }

  /** Skips spaces, line ends and `;` comments (outside values, Godot's only comment). */
  skipBlank(): void {
    const t = this.text;
    while (this.at < t.length) {
      const c = t[this.at]!;
      if (c === ';') {
        while (this.at < t.length && t[this.at] !== '\n') this.at++;
      } else if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\uFEFF' || c === '\u200B') this.at++;
      else break;
    }
  }

  atEnd(): boolean {
    this.skipBlank();
    return this.at >= this.text.length;
  }

  peek(): string {
    this.skipBlank();
    return this.text[this.at] ?? '';
  }

  expect(c: string): void {
    if (this.peek() !== c) {
      const found = this.text[this.at];
      throw new ReadError(found === undefined ? `expected "${c}", the file ends` : `expected "${c}" here`, this.at);
    }
    this.at++;
  }

  /**
   * After an error: moves to the next line that starts a statement (a heading, or a key and "="), so that the rest of
   * a broken value spread over several lines is not read as statements of its own.
   */
  recover(): void {
    const t = this.text;
    for (;;) {
      while (this.at < t.length && t[this.at] !== '\n') this.at++;
      if (this.at >= t.length) return;
      this.at++;
      const end = t.indexOf('\n', this.at);
      const line = t.slice(this.at, end === -1 ? t.length : end);
      if (/^\[[A-Za-z_]/.test(line) || /^[A-Za-z0-9_][^"=]*=/.test(line) || /^"[^"]*"\s*=/.test(line)) return;
    }
  }

  private identifier(): string {
    const start = this.at;
    if (!IDENT_START.test(this.text[this.at] ?? '')) throw new ReadError('expected a name here', this.at);
    while (this.at < this.text.length && IDENT.test(this.text[this.at]!)) this.at++;
    return this.text.slice(start, this.at);
  }

  private string(): string {
    const start = this.at;
    if (this.text[this.at] === '&' || this.text[this.at] === '^') this.at++;
    if (this.text[this.at] !== '"') throw new ReadError('expected a string here', this.at);
    this.at++;
    while (this.at < this.text.length) {
      const c = this.text[this.at]!;
      if (c === '\\') this.at += 2;
      else if (c === '"') {
        this.at++;
        return unquote(this.text.slice(start, this.at));
      } else this.at++;
    }
    throw new ReadError('a string that never closes', start);
  }

  /** One value, however deep: the grammar of Godot's VariantParser. */
  value(depth = 0): GodotValue {
    if (depth > 200) throw new ReadError('values nested too deep', this.at);
    const c = this.peek();
    const start = this.at;
    if (c === '"') return this.string();
    if (c === '&' && this.text[this.at + 1] === '"') return this.string();
    if (c === '^' && this.text[this.at + 1] === '"') return { call: 'NodePath', args: [this.string()], fields: {} };
    if (c === '#') {
      this.at++;
      const hex = /^[0-9A-Fa-f]+/.exec(this.text.slice(this.at, this.at + 8))?.[0] ?? '';
      if (!hex) throw new ReadError('expected a colour after "#"', start);
      this.at += hex.length;
      return { call: 'Color', args: [`#${hex}`], fields: {} };
    }
    if (c === '[') {
      this.at++;
      return this.list(']', depth, start);
    }
    if (c === '{') {
      this.at++;
      return { dict: this.dictionary(depth, start) };
    }
    if (c === '-' || c === '.' || (c >= '0' && c <= '9')) {
      if (this.text.startsWith('-inf', this.at) && !IDENT.test(this.text[this.at + 4] ?? '')) {
        this.at += 4;
        return Number.NEGATIVE_INFINITY;
      }
      const m = NUMBER.exec(this.text.slice(this.at, this.at + 64));
      if (!m || !/\d/.test(m[0])) throw new ReadError('expected a value here', start);
      this.at += m[0].length;
      const n = Number(m[0].replaceAll('_', '').replace(/\.$/, ''));
      if (Number.isNaN(n)) throw new ReadError(`cannot read the number ${m[0]}`, start);
      return n;
    }
    if (IDENT_START.test(c)) {
      const name = this.identifier();
      if (name === 'true') return true;
      if (name === 'false') return false;
      if (name === 'null' || name === 'nil') return null;
      if (name === 'inf') return Number.POSITIVE_INFINITY;
      if (name === 'inf_neg') return Number.NEGATIVE_INFINITY;
      if (name === 'nan') return Number.NaN;
      let types: GodotValue[] | undefined;
      if (this.peek() === '[') {
        this.at++;
        types = this.list(']', depth, start);
      }
      if (this.peek() !== '(') {
        if (types) throw new ReadError(`expected "(" after ${name}[…]`, this.at);
        // A bare name: a class in Object(InputEventKey, …), or an enum-like word.
        return name;
      }
      this.at++;
      const out: { call: string; args: GodotValue[]; fields: Record<string, GodotValue>; types?: GodotValue[] } = {
        call: name,
        args: [],
        fields: {},
      };
      if (types) out.types = types;
      if (this.peek() === ')') {
        this.at++;
        return out;
      }
      for (;;) {
        this.unclosed(start, `${name}(…)`);
        const item = this.value(depth + 1);
        if (this.peek() === ':') {
          this.at++;
          out.fields[keyText(item)] = this.value(depth + 1);
        } else out.args.push(item);
        this.unclosed(start, `${name}(…)`);
        const next = this.peek();
        this.at++;
        if (next === ')') return out;
        if (next !== ',') throw new ReadError(`expected "," or ")" in ${name}(…)`, this.at - 1);
      }
    }
    throw new ReadError(c === '' ? 'expected a value, the file ends' : 'expected a value here', start);
  }

  /** A construct opened at `start` that the file ends inside: the error is placed where it opens. */
  private unclosed(start: number, what: string): void {
    if (this.peek() === '') throw new ReadError(`${what} never closes`, start);
  }

  private list(close: string, depth: number, start: number): GodotValue[] {
    const items: GodotValue[] = [];
    if (this.peek() === close) {
      this.at++;
      return items;
    }
    for (;;) {
      this.unclosed(start, 'a list […]');
      items.push(this.value(depth + 1));
      this.unclosed(start, 'a list […]');
      const next = this.peek();
      this.at++;
      if (next === close) return items;
      // Godot accepts a trailing comma before the close.
      if (next === ',' && this.peek() === close) {
        this.at++;
        return items;
      }
      if (next !== ',') throw new ReadError(`expected "," or "${close}" in a list`, this.at - 1);
    }
  }

  private dictionary(depth: number, start: number): Record<string, GodotValue> {
    const dict: Record<string, GodotValue> = {};
    if (this.peek() === '}') {
      this.at++;
      return dict;
    }
    for (;;) {
      this.unclosed(start, 'a dictionary {…}');
      const key = this.value(depth + 1);
      this.expect(':');
      dict[keyText(key)] = this.value(depth + 1);
      this.unclosed(start, 'a dictionary {…}');
      const next = this.peek();
      this.at++;
      if (next === '}') return dict;
      if (next === ',' && this.peek() === '}') {
        this.at++;
        return dict;
      }
      if (next !== ',') throw new ReadError('expected "," or "}" in a dictionary', this.at - 1);
    }
  }

  /** A heading `[tag key=value …]`; the reader stands on its "[". */
  heading(): { tag: string; attrs: Record<string, GodotValue> } {
    this.at++;
    const start = this.at;
    while (this.at < this.text.length && !/[\s\]]/.test(this.text[this.at]!)) this.at++;
    const tag = this.text.slice(start, this.at);
    if (!tag) throw new ReadError('a heading with no name', start);
    const attrs: Record<string, GodotValue> = {};
    for (;;) {
      const c = this.peek();
      if (c === ']') {
        this.at++;
        return { tag, attrs };
      }
      if (c === '' || c === '[') throw new ReadError(`the heading [${tag} …] never closes`, start - 1);
      const keyStart = this.at;
      while (this.at < this.text.length && /[A-Za-z0-9_/.:-]/.test(this.text[this.at]!)) this.at++;
      const key = this.text.slice(keyStart, this.at);
      if (!key) throw new ReadError(`expected name=value or "]" in the heading [${tag} …]`, keyStart);
      this.expect('=');
      attrs[key] = this.value();
    }
  }

  /** The key of `key = value`: everything before the "=", or a quoted name. */
  key(): string {
    const start = this.at;
    if (this.text[this.at] === '"') {
      const key = this.string();
      this.expect('=');
      return key;
    }
    while (this.at < this.text.length && this.text[this.at] !== '=' && this.text[this.at] !== '\n') this.at++;
    const key = this.text.slice(start, this.at).trim();
    if (this.text[this.at] !== '=') throw new ReadError('expected "key = value" or a [heading] here', start);
    if (!key) throw new ReadError('an "=" with no key before it', start);
    this.at++;
    return key;
  }
}

/** A dictionary key or Object field name as text: strings as themselves, anything else as Godot would print it. */
function keyText(value: GodotValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

/** Parses a .tscn, .tres, .import or project.godot text; `file` names it in parse errors. */
export function parseResourceText(text: string, file: string): ResourceFile {
  const reader = new Reader(text);
  const errors: ParseError[] = [];
  const sections: ResourceSection[] = [];
  let current: ResourceSection | undefined;
  const fail = (e: unknown): void => {
    if (!(e instanceof ReadError)) throw e;
    if (errors.length < MAX_ERRORS) errors.push({ file, ...reader.position(e.at), message: e.message });
  };
  if (text.includes('\u0000'))
    errors.push({ file, line: 1, column: 1, message: 'a NUL byte: this is a binary file, not Godot text' });
  while (!reader.atEnd() && errors.length < MAX_ERRORS) {
    const start = reader.index;
    const { line } = reader.position(start);
    try {
      if (reader.peek() === '[') {
        const { tag, attrs } = reader.heading();
        current = { tag, attrs, props: [], line };
        sections.push(current);
      } else {
        const key = reader.key();
        const value = reader.value();
        if (!current) {
          current = { tag: '', attrs: {}, props: [], line };
          sections.push(current);
        }
        current.props.push({ key, value, line });
      }
    } catch (e) {
      fail(e);
      reader.recover();
    }
  }
  return { file, sections, errors };
}

/** The text of a string value, or undefined for anything else. */
export const textOf = (value: GodotValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The id inside `ExtResource("id")` / `SubResource("id")`, when `value` is that call. */
export function resourceCallId(value: GodotValue | undefined, call: 'ExtResource' | 'SubResource'): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('call' in value)) return undefined;
  if (value.call !== call) return undefined;
  const id = value.args[0];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** Every `ExtResource`/`SubResource` call inside a value, however deep (arrays, dictionaries, constructors, types). */
export function* resourceCalls(value: GodotValue): Generator<{ call: 'ExtResource' | 'SubResource'; id: string }> {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) yield* resourceCalls(v);
    return;
  }
  if ('dict' in value) {
    for (const v of Object.values(value.dict)) yield* resourceCalls(v);
    return;
  }
  if (value.call === 'ExtResource' || value.call === 'SubResource') {
    const id = resourceCallId(value, value.call);
    if (id !== undefined) yield { call: value.call, id };
  }
  for (const v of [...(value.types ?? []), ...value.args, ...Object.values(value.fields)]) yield* resourceCalls(v);
}
