// A .tscn scene or .tres resource: its external and sub resources, node tree, signal connections and properties,
// each with the line it is on so that L1 can point at a broken reference.
import { parseResourceText, type ResourceProperty, resourceCallId, resourceCalls, textOf } from './resource.ts';
import type { ParseError } from './syntax.ts';

export interface ExtResource {
  id: string;
  type: string;
  path: string | undefined;
  uid: string | undefined;
  line: number;
}

export interface SceneNode {
  name: string;
  type: string | undefined;
  /** Path from the scene root: '.' for the root, else `World/Player`. */
  path: string;
  /** The ext_resource id of the scene this node instances. */
  instance: string | undefined;
  /** The ext_resource id of the node's script. */
  script: string | undefined;
  groups: string[];
  line: number;
}

export interface Connection {
  signal: string;
  from: string;
  to: string;
  method: string;
  line: number;
}

/** An `ExtResource("id")`/`SubResource("id")` use, for checking that the id is declared. */
export interface ResourceUse {
  call: 'ExtResource' | 'SubResource';
  id: string;
  line: number;
}

export interface SceneFile {
  file: string;
  kind: 'scene' | 'resource';
  /** The uid in the heading, e.g. `uid://b8x…`. */
  uid: string | undefined;
  format: number | undefined;
  extResources: ExtResource[];
  subResources: { id: string; type: string; line: number }[];
  nodes: SceneNode[];
  connections: Connection[];
  uses: ResourceUse[];
  /** A .tres file's own script (its [resource] section). */
  resourceScript: string | undefined;
  errors: ParseError[];
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

function usesIn(props: ResourceProperty[]): ResourceUse[] {
  return props.flatMap((p) => [...resourceCalls(p.value)].map((c) => ({ ...c, line: p.line })));
}

/** Reads a .tscn or .tres text; `file` names it in errors. */
export function parseSceneFile(text: string, file: string): SceneFile {
  const { sections, errors } = parseResourceText(text, file);
  const head = sections[0];
  const out: SceneFile = {
    file,
    kind: head?.tag === 'gd_resource' ? 'resource' : 'scene',
    uid: textOf(head?.attrs.uid),
    format: typeof head?.attrs.format === 'number' ? head.attrs.format : undefined,
    extResources: [],
    subResources: [],
    nodes: [],
    connections: [],
    uses: [],
    resourceScript: undefined,
    errors,
  };
  if (head && head.tag !== 'gd_scene' && head.tag !== 'gd_resource')
    errors.push({ file, line: head.line, column: 1, message: `expected [gd_scene …] or [gd_resource …] first` });
  for (const s of sections) {
    const a = s.attrs;
    if (s.tag === 'ext_resource')
      out.extResources.push({
        id: str(a.id) ?? '',
        type: textOf(a.type) ?? '',
        path: textOf(a.path),
        uid: textOf(a.uid),
        line: s.line,
      });
    else if (s.tag === 'sub_resource') {
      out.subResources.push({ id: str(a.id) ?? '', type: textOf(a.type) ?? '', line: s.line });
      out.uses.push(...usesIn(s.props));
    } else if (s.tag === 'node') {
      const name = textOf(a.name) ?? '';
      const parent = textOf(a.parent);
      const path = parent === undefined ? '.' : parent === '.' ? name : `${parent}/${name}`;
      const instance = resourceCallId(a.instance, 'ExtResource');
      const script = resourceCallId(s.props.find((p) => p.key === 'script')?.value, 'ExtResource');
      const groups = Array.isArray(a.groups) ? a.groups.filter((g): g is string => typeof g === 'string') : [];
      out.nodes.push({ name, type: textOf(a.type), path, instance, script, groups, line: s.line });
      if (instance !== undefined) out.uses.push({ call: 'ExtResource', id: instance, line: s.line });
      out.uses.push(...usesIn(s.props));
    } else if (s.tag === 'connection')
      out.connections.push({
        signal: textOf(a.signal) ?? '',
        from: textOf(a.from) ?? '',
        to: textOf(a.to) ?? '',
        method: textOf(a.method) ?? '',
        line: s.line,
      });
    else if (s.tag === 'resource') {
      out.resourceScript = resourceCallId(s.props.find((p) => p.key === 'script')?.value, 'ExtResource');
      out.uses.push(...usesIn(s.props));
    }
  }
  return out;
}
