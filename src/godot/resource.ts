// Godot's resource text format (.tscn, .tres, and project.godot, which is the same ConfigFile syntax) read through
// tree-sitter-godot-resource into plain sections: a heading's tag and attributes, then its `key = value` lines.
import { type ParseError, parseSyntax, type SyntaxNode, lineOf } from './syntax.ts';

/** A value as written: constructors such as `ExtResource("1")` or `Vector2(1, 2)` keep their name and arguments. */
export type GodotValue =
  | string
  | number
  | boolean
  | null
  | GodotValue[]
  | { call: string; args: GodotValue[]; fields: Record<string, GodotValue> }
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

/** Reads a Godot string literal: the quotes removed and its escapes applied. */
export function unquote(literal: string): string {
  const body = literal.replace(/^[&^]?"/, '').replace(/"$/, '');
  return body.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length === 5) return String.fromCharCode(Number.parseInt(c.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[c] ?? c;
  });
}

function godotValue(node: SyntaxNode): GodotValue {
  switch (node.type) {
    case 'string':
    case 'string_name':
    case 'node_path':
      return unquote(node.text);
    case 'integer':
    case 'float':
      return Number(node.text);
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    case 'array':
      return node.namedChildren.map(godotValue);
    case 'dictionary': {
      const dict: Record<string, GodotValue> = {};
      for (const pair of node.namedChildren.filter((c) => c.type === 'pair'))
        dict[keyOf(pair.namedChildren[0])] = pair.namedChildren[1] ? godotValue(pair.namedChildren[1]) : null;
      return { dict };
    }
    case 'constructor': {
      const [name, args] = node.namedChildren;
      const out = { call: name?.text ?? '', args: [] as GodotValue[], fields: {} as Record<string, GodotValue> };
      for (const arg of args?.namedChildren ?? []) {
        if (arg.type === 'pair') out.fields[keyOf(arg.namedChildren[0])] = godotValue(arg.namedChildren[1] ?? arg);
        else out.args.push(godotValue(arg));
      }
      return out;
    }
    default:
      return node.text;
  }
}

const keyOf = (node: SyntaxNode | undefined): string =>
  node === undefined ? '' : node.type === 'string' ? unquote(node.text) : node.text;

function propertyOf(node: SyntaxNode): ResourceProperty {
  const [key, value] = node.namedChildren;
  return { key: keyOf(key), value: value ? godotValue(value) : null, line: lineOf(node) };
}

/** Parses a .tscn, .tres or project.godot text; `file` names it in parse errors. */
export function parseResourceText(text: string, file: string): ResourceFile {
  const { root, errors } = parseSyntax('resource', text, file);
  const sections: ResourceSection[] = [];
  let preamble: ResourceSection | undefined;
  for (const child of root.namedChildren) {
    if (child.type === 'property') {
      preamble ??= { tag: '', attrs: {}, props: [], line: lineOf(child) };
      preamble.props.push(propertyOf(child));
    } else if (child.type === 'section') {
      const section: ResourceSection = { tag: '', attrs: {}, props: [], line: lineOf(child) };
      for (const part of child.namedChildren) {
        if (part.type === 'identifier' && section.tag === '') section.tag = part.text;
        else if (part.type === 'attribute') {
          const [key, value] = part.namedChildren;
          section.attrs[keyOf(key)] = value ? godotValue(value) : null;
        } else if (part.type === 'property') section.props.push(propertyOf(part));
      }
      sections.push(section);
    }
  }
  return { file, sections: preamble ? [preamble, ...sections] : sections, errors };
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

/** Every `ExtResource`/`SubResource` call inside a value, however deep (arrays, dictionaries, constructors). */
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
  for (const v of [...value.args, ...Object.values(value.fields)]) yield* resourceCalls(v);
}
