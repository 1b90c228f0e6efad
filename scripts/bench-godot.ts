// Throughput of `playsmith godot check`'s static half (L1 + SCS) on a generated Godot 4 project: the platformer
// fixture's scenes and scripts copied N times under new names, references rewritten to match. Prints files/second.
// Usage: node scripts/bench-godot.ts [copies=200] [rounds=3]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkIntegrity, loadProject, measureScs, scoreScsAgainstMeans } from '../src/godot/index.ts';
import { PROJECT_ROOT } from '../src/shared/index.ts';

const copies = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 3);
const source = join(PROJECT_ROOT, 'test', 'fixtures', 'godot', 'platformer');
const dir = mkdtempSync(join(tmpdir(), 'playsmith-bench-godot-'));
try {
  cpSync(source, dir, { recursive: true });
  const scenes = ['main', 'player', 'menu', 'dust'];
  const scripts = ['main', 'player', 'menu', 'game'];
  for (let k = 1; k <= copies; k++) {
    const rename = (text: string) =>
      text
        .replace(/res:\/\/scenes\/(\w+)\.tscn/g, `res://scenes/c${k}/$1.tscn`)
        .replace(/res:\/\/scripts\/(\w+)\.gd/g, `res://scripts/c${k}/$1.gd`)
        .replace(/uid="uid:\/\/[^"]+"/g, '');
    mkdirSync(join(dir, 'scenes', `c${k}`), { recursive: true });
    mkdirSync(join(dir, 'scripts', `c${k}`), { recursive: true });
    for (const s of scenes)
      writeFileSync(
        join(dir, 'scenes', `c${k}`, `${s}.tscn`),
        rename(readFileSync(join(source, 'scenes', `${s}.tscn`), 'utf8')),
      );
    for (const s of scripts)
      writeFileSync(
        join(dir, 'scripts', `c${k}`, `${s}.gd`),
        rename(readFileSync(join(source, 'scripts', `${s}.gd`), 'utf8')),
      );
  }
  let best = Number.POSITIVE_INFINITY;
  let files = 0;
  let issues = 0;
  let score = 0;
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    const project = loadProject(dir);
    const l1 = checkIntegrity(project);
    score = scoreScsAgainstMeans(measureScs(project)).score;
    best = Math.min(best, performance.now() - started);
    files = l1.files;
    issues = l1.issues.length;
  }
  process.stdout.write(
    `L1 + SCS on ${files} files (${(copies + 1) * 8} .tscn/.gd, ${issues} L1 issues, SCS ${score.toFixed(3)}): ` +
      `best of ${rounds} ${best.toFixed(0)} ms = ${((files / best) * 1000).toFixed(0)} files/s\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
