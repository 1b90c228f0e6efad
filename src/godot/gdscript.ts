// A GDScript file as JamBench's manifest needs it: extends, class_name, functions with signatures and whether their
// body is empty, signals declared/emitted/connected, preload/load paths, node paths and input action names.
import { unquote } from './resource.ts';
import { lineOf, type ParseError, parseSyntax, type SyntaxNode } from './syntax.ts';

export interface ScriptFunction {
  name: string;
  /** The parameter list as written, e.g. `(delta: float)`. */
  params: string;
  returnType: string | undefined;
  /** The body holds nothing but `pass` (and comments). */
  empty: boolean;
  line: number;
  /** Where the body's statements start and end in the text (string indices), for masking it. */
  bodyStart: number;
  bodyEnd: number;
}

export interface ScriptFile {
  file: string;
  /** A class name (`CharacterBody2D`) or a script path (`res://base.gd`). */
  extends: string | undefined;
  className: string | undefined;
  functions: ScriptFunction[];
  signalsDeclared: string[];
  signalsEmitted: string[];
  signalsConnected: string[];
  /** preload()/load() string literals with their lines. */
  loads: { path: string; line: number; preload: boolean }[];
  nodePaths: string[];
  inputActions: string[];
  /** `change_scene_to_file("res://…")` targets: the edges of the manifest's scene transition graph. */
  sceneChanges: string[];
  errors: ParseError[];
}

const ACTION_CALLS = new Set([
  'is_action_pressed',
  'is_action_just_pressed',
  'is_action_just_released',
  'is_action_released',
  'is_action',
  'get_action_strength',
  'get_action_raw_strength',
  'get_axis',
  'get_vector',
  'action_press',
  'action_release',
]);
const LOAD_CALLS = new Set(['preload', 'load']);
const NODE_CALLS = new Set(['get_node', 'get_node_or_null', 'has_node']);

function stringArgs(args: SyntaxNode | null | undefined): string[] {
  return (args?.namedChildren ?? []).filter((a) => a.type === 'string').map((a) => unquote(a.text));
}

function functionOf(node: SyntaxNode): ScriptFunction {
  const body = node.childForFieldName('body');
  const statements = (body?.namedChildren ?? []).filter((c) => c.type !== 'comment');
  return {
    name: node.childForFieldName('name')?.text ?? '',
    params: node.childForFieldName('parameters')?.text ?? '()',
    returnType: node.childForFieldName('return_type')?.text,
    empty: statements.every((c) => c.type === 'pass_statement'),
    line: lineOf(node),
    // The body node starts at the colon's line break; its statements start at their indentation.
    bodyStart: body?.firstNamedChild?.startIndex ?? node.endIndex,
    bodyEnd: body?.lastNamedChild?.endIndex ?? node.endIndex,
  };
}

const addUnique = (list: string[], value: string | undefined): void => {
  if (value && !list.includes(value)) list.push(value);
};

/** Reads a .gd text; `file` names it in errors. */
export function parseScriptFile(text: string, file: string): ScriptFile {
  const { root, errors } = parseSyntax(text, file);
  const out: ScriptFile = {
    file,
    extends: undefined,
    className: undefined,
    functions: [],
    signalsDeclared: [],
    signalsEmitted: [],
    signalsConnected: [],
    loads: [],
    nodePaths: [],
    inputActions: [],
    sceneChanges: [],
    errors,
  };
  const call = (name: string, args: SyntaxNode | null | undefined, receiver: SyntaxNode | undefined, at: number) => {
    const strings = stringArgs(args);
    if (LOAD_CALLS.has(name) && strings[0]) out.loads.push({ path: strings[0], line: at, preload: name === 'preload' });
    else if (NODE_CALLS.has(name)) addUnique(out.nodePaths, strings[0]);
    else if (ACTION_CALLS.has(name)) for (const s of strings) addUnique(out.inputActions, s);
    else if (name === 'change_scene_to_file') addUnique(out.sceneChanges, strings[0]);
    else if (name === 'emit_signal') addUnique(out.signalsEmitted, strings[0]);
    else if (name === 'emit' && receiver) addUnique(out.signalsEmitted, receiver.text);
    else if (name === 'connect') addUnique(out.signalsConnected, receiver ? receiver.text : strings[0]);
  };
  const visit = (node: SyntaxNode): void => {
    switch (node.type) {
      case 'extends_statement':
        out.extends ??=
          node.namedChildren[0]?.type === 'string' ? unquote(node.namedChildren[0].text) : node.namedChildren[0]?.text;
        break;
      case 'class_name_statement':
        out.className ??= node.childForFieldName('name')?.text;
        break;
      case 'function_definition':
        out.functions.push(functionOf(node));
        break;
      case 'signal_statement':
        addUnique(out.signalsDeclared, node.childForFieldName('name')?.text);
        break;
      case 'get_node':
        addUnique(out.nodePaths, node.text.replace(/^\$/, '').replace(/^"(.*)"$/, '$1'));
        break;
      case 'call': {
        const callee = node.namedChildren[0];
        if (callee?.type === 'identifier')
          call(callee.text, node.childForFieldName('arguments'), undefined, lineOf(node));
        break;
      }
      case 'attribute': {
        const parts = node.namedChildren;
        parts.forEach((part, i) => {
          if (part.type !== 'attribute_call') return;
          const name = part.namedChildren[0]?.text ?? '';
          call(name, part.childForFieldName('arguments'), i > 0 ? parts[i - 1] : undefined, lineOf(part));
        });
        break;
      }
    }
    for (const child of node.namedChildren) visit(child);
  };
  visit(root);
  return out;
}
