// The static structure of a game's code, for SCS (JamBench eq. 1) re-aimed at web games: scenes, modules, input
// actions, functions, game-object creations, the share of functions with a body, and event usage. Read with the
// TypeScript compiler's parser (no type information needed), the same way for TypeScript and JavaScript.
import ts from 'typescript';
import { ProjectFiles, type Structure } from '../shared/index.ts';
import { gameSources, literalText, methodCall, objectProperty, tailName, type GameSources } from './sources.ts';

const CURSOR_KEYS = ['UP', 'DOWN', 'LEFT', 'RIGHT', 'SPACE', 'SHIFT'];
const POINTER_EVENTS =
  /^(pointer(down|up|move|over|out|wheel)|gameobject(down|up|over|out)|drag(start|end|enter|leave|over)?|drop|wheel)$/;
/** `add` methods that wire things up rather than create game objects. */
const NOT_CREATIONS = new Set([
  'collider',
  'overlap',
  'existing',
  'tween',
  'tweenchain',
  'timeline',
  'updateList',
  'displayList',
]);
const EVENT_METHODS = new Set([
  'on',
  'once',
  'off',
  'emit',
  'addListener',
  'removeListener',
  'addEventListener',
  'removeEventListener',
]);

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function hasBody(fn: ts.FunctionLikeDeclaration): boolean | undefined {
  if (!fn.body) return undefined; // an overload or abstract signature: not a function with code
  if (ts.isBlock(fn.body)) return fn.body.statements.length > 0;
  return true; // an arrow with an expression body does something
}

/** The heritage name of a class (`Phaser.Scene` → Scene, `BaseLevel` → BaseLevel). */
function extendsName(cls: ts.ClassLikeDeclaration): string | undefined {
  for (const clause of cls.heritageClauses ?? []) {
    if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
    const expr = clause.types[0]?.expression;
    if (expr) return tailName(expr);
  }
  return undefined;
}

/** Measures the structure dimensions over already-discovered sources. */
export function measureStructureOf(sources: GameSources): Structure {
  const sceneKeys = new Set<string>();
  const classParents = new Map<string, string | undefined>();
  const classSceneKey = new Map<string, string | undefined>();
  const inputs = new Set<string>();
  let functions = 0;
  let nonEmpty = 0;
  let creations = 0;
  let events = 0;

  for (const file of sources.files) {
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        classParents.set(node.name.text, extendsName(node));
        let key: string | undefined;
        for (const member of node.members) {
          if (!ts.isConstructorDeclaration(member) || !member.body) continue;
          for (const statement of member.body.statements) {
            if (
              ts.isExpressionStatement(statement) &&
              ts.isCallExpression(statement.expression) &&
              statement.expression.expression.kind === ts.SyntaxKind.SuperKeyword
            ) {
              const arg = statement.expression.arguments[0];
              key = literalText(arg) ?? literalText(objectProperty(arg, 'key'));
            }
          }
        }
        classSceneKey.set(node.name.text, key);
      }
      if (isFunctionLike(node)) {
        const body = hasBody(node);
        if (body !== undefined) {
          functions++;
          if (body) nonEmpty++;
        }
      }
      const call = methodCall(node);
      if (call) {
        const owner = tailName(call.object);
        const args = call.call.arguments;
        if ((owner === 'add' || owner === 'make') && !NOT_CREATIONS.has(call.name)) creations++;
        // group.create(x, y, key)
        else if (call.name === 'create' && owner !== 'anims' && owner !== 'tweens' && owner !== 'Object') creations++;
        if (EVENT_METHODS.has(call.name)) {
          events++;
          const name = literalText(args[0]);
          if (name) {
            const key = /^key(down|up)-(\w+)$/i.exec(name);
            if (key) inputs.add(`key:${key[2]!.toUpperCase()}`);
            else if (POINTER_EVENTS.test(name)) inputs.add(`pointer:${name}`);
            else if (name === 'keydown' || name === 'keyup') inputs.add('key:any');
          }
        }
        // Scenes registered at run time (`game.scene.add('Play', Play)`) and Phaser 3's Phaser.Class scenes
        // (`Phaser.Scene.call(this, { key })`) are scenes too.
        if (call.name === 'add' && owner === 'scene' && literalText(args[0])) sceneKeys.add(literalText(args[0])!);
        if (call.name === 'call' && owner === 'Scene') {
          const key = literalText(args[1]) ?? literalText(objectProperty(args[1], 'key'));
          if (key) sceneKeys.add(key);
        }
        if (call.name === 'createCursorKeys') for (const k of CURSOR_KEYS) inputs.add(`key:${k}`);
        if (call.name === 'addKey') {
          const k = literalText(args[0]);
          inputs.add(`key:${k ? k.toUpperCase() : 'code'}`);
        }
        if (call.name === 'addKeys') {
          const spec = literalText(args[0]);
          if (spec) for (const k of spec.split(',')) inputs.add(`key:${k.trim().toUpperCase()}`);
          else if (args[0] && ts.isObjectLiteralExpression(args[0]))
            for (const p of args[0].properties)
              if (p.name && ts.isIdentifier(p.name)) inputs.add(`keys:${p.name.text}`);
        }
      }
      if (ts.isPropertyAccessExpression(node) && tailName(node.expression) === 'KeyCodes')
        inputs.add(`key:${node.name.text}`);
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'gamepad') inputs.add('gamepad');
      if (
        ts.isNewExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        tailName(node.expression.expression) === 'GameObjects'
      )
        creations++;
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }

  const isScene = (name: string, depth = 0): boolean => {
    const parent = classParents.get(name);
    if (parent === undefined || depth > 20) return false;
    return parent === 'Scene' || isScene(parent, depth + 1);
  };
  for (const [name, key] of classSceneKey) if (key && isScene(name)) sceneKeys.add(key);

  return {
    sceneCount: sceneKeys.size,
    moduleCount: sources.files.length,
    inputActions: inputs.size,
    functionCount: functions,
    objectCreations: creations,
    nonEmptyFunctionRatio: functions ? Math.round((nonEmpty / functions) * 10_000) / 10_000 : 0,
    eventUsage: events,
  };
}

/** Measures the structure dimensions of the game in `folder`. */
export function measureStructure(folder: string): Structure {
  return measureStructureOf(gameSources(folder));
}

/** Built code: long (over 2,000 characters) with lines averaging over 250 characters, as minifiers write it. */
function looksBuilt(text: string): boolean {
  return text.length > 2000 && text.length / (text.split('\n').length || 1) > 250;
}

/**
 * Why the structure of a game's sources cannot be read from its files, or undefined when it can: a folder whose code
 * is a built bundle has lost its modules and functions, and counting what the minifier left would not be SCS.
 */
export function unmeasurableStructure(sources: GameSources): string | undefined {
  if (sources.kind === 'source-project') return undefined;
  const built = sources.files.filter((f) => looksBuilt(f.source.text)).map((f) => f.rel);
  if (built.length)
    return (
      `the game's code is a built bundle (${built.slice(0, 3).join(', ')}): the modules and functions of its ` +
      'sources are not in it, so SCS is not measurable from these files'
    );
  if (!sources.files.length && sources.skipped.length)
    return (
      `the only scripts are ${sources.skipped.slice(0, 3).join(', ')} (a library or a bundle, not read): ` +
      'there are no game sources to measure SCS on'
    );
  if (!sources.files.length) return 'no game scripts were found to measure SCS on';
  return undefined;
}

/** The structure of the game in `folder`, or null with the reason it cannot be measured from its files. */
export function measureGameStructure(
  folder: string,
  project = new ProjectFiles(folder),
): { structure: Structure | null; reason?: string } {
  const sources = gameSources(folder, project);
  const reason = unmeasurableStructure(sources);
  return reason ? { structure: null, reason } : { structure: measureStructureOf(sources) };
}
