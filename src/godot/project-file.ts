// project.godot: the ConfigFile every Godot project has at its root — name, version, main scene, autoloads, the
// input map and enabled editor plugins — read from the resource grammar's sections (it is the same syntax).
import { type GodotValue, parseResourceText, type ResourceSection, textOf } from './resource.ts';
import type { ParseError } from './syntax.ts';

export interface Autoload {
  name: string;
  path: string;
  /** `*res://…` makes the autoload a global singleton. */
  singleton: boolean;
  line: number;
}

export interface InputAction {
  name: string;
  /** Each event as `key:Space`, `mouse:left`, `joypad_button:0`, …, in the file's order. */
  events: string[];
  line: number;
}

export interface ProjectFile {
  file: string;
  configVersion: number | undefined;
  name: string | undefined;
  mainScene: { path: string; line: number } | undefined;
  features: string[];
  autoloads: Autoload[];
  inputActions: InputAction[];
  /** `editor_plugins/enabled` entries: res:// paths of plugin.cfg files under addons/. */
  plugins: { path: string; line: number }[];
  errors: ParseError[];
}

/** Godot 4 key codes for the keys a game usually binds; others are shown as their number. */
const KEY_NAMES: Record<number, string> = {
  32: 'Space',
  4194305: 'Escape',
  4194306: 'Tab',
  4194309: 'Enter',
  4194310: 'KpEnter',
  4194319: 'Left',
  4194320: 'Up',
  4194321: 'Right',
  4194322: 'Down',
  4194325: 'Shift',
  4194326: 'Ctrl',
  4194328: 'Alt',
};
const MOUSE_BUTTONS: Record<number, string> = { 1: 'left', 2: 'right', 3: 'middle' };

function keyName(code: number): string {
  if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return String.fromCharCode(code);
  return KEY_NAMES[code] ?? String(code);
}

const num = (v: GodotValue | undefined): number => (typeof v === 'number' ? v : 0);

/** One input event of the input map, named the way a person reads it. */
export function describeInputEvent(event: GodotValue): string {
  if (event === null || typeof event !== 'object' || Array.isArray(event) || !('call' in event)) return 'unknown';
  const [kind] = event.args;
  const f = event.fields;
  switch (kind) {
    case 'InputEventKey':
      return `key:${keyName(num(f.keycode) || num(f.physical_keycode) || num(f.key_label))}`;
    case 'InputEventMouseButton':
      return `mouse:${MOUSE_BUTTONS[num(f.button_index)] ?? num(f.button_index)}`;
    case 'InputEventJoypadButton':
      return `joypad_button:${num(f.button_index)}`;
    case 'InputEventJoypadMotion':
      return `joypad_axis:${num(f.axis)}${num(f.axis_value) < 0 ? '-' : '+'}`;
    default:
      return typeof kind === 'string' ? kind : 'unknown';
  }
}

const section = (sections: ResourceSection[], tag: string): ResourceSection | undefined =>
  sections.find((s) => s.tag === tag);

/** Reads project.godot's text; `file` names it in errors. */
export function parseProjectFile(text: string, file: string): ProjectFile {
  const { sections, errors } = parseResourceText(text, file);
  const prop = (tag: string, key: string) => section(sections, tag)?.props.find((p) => p.key === key);
  const version = prop('', 'config_version')?.value;
  const main = prop('application', 'run/main_scene');
  const features = prop('application', 'config/features')?.value;
  const autoloads = (section(sections, 'autoload')?.props ?? []).map((p): Autoload => {
    const raw = textOf(p.value) ?? '';
    return { name: p.key, path: raw.replace(/^\*/, ''), singleton: raw.startsWith('*'), line: p.line };
  });
  const inputActions = (section(sections, 'input')?.props ?? []).map((p): InputAction => {
    const v = p.value;
    const events = v !== null && typeof v === 'object' && 'dict' in v ? v.dict.events : undefined;
    const list = Array.isArray(events)
      ? events
      : events && typeof events === 'object' && 'call' in events
        ? events.args
        : [];
    return { name: p.key, events: list.map(describeInputEvent), line: p.line };
  });
  const pluginProp = prop('editor_plugins', 'enabled');
  const pluginValue = pluginProp?.value;
  const plugins =
    pluginValue && typeof pluginValue === 'object' && 'call' in pluginValue
      ? pluginValue.args.flatMap((a) => (typeof a === 'string' ? [{ path: a, line: pluginProp?.line ?? 0 }] : []))
      : [];
  return {
    file,
    configVersion: typeof version === 'number' ? version : undefined,
    name: textOf(prop('application', 'config/name')?.value),
    mainScene: main && textOf(main.value) ? { path: textOf(main.value) ?? '', line: main.line } : undefined,
    features:
      features && typeof features === 'object' && 'call' in features
        ? features.args.filter((a): a is string => typeof a === 'string')
        : [],
    autoloads,
    inputActions,
    plugins,
    errors,
  };
}
