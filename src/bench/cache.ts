// The content-addressed sample cache in Playsmith's cache folder: key (task hash + system config hash + seed + tool
// version) → the record and its artefacts. Entries are written whole (a temporary folder, then renamed); only scored
// samples are kept, so an infrastructure error is tried again next time.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BenchRecordSchema } from '../shared/index.ts';

const CacheEntrySchema = z.object({
  record: BenchRecordSchema,
  /** The record's artefacts relative to its sample folder (the record's own `files` name the run's copy). */
  files: z.record(z.string(), z.string()),
});
export type CacheEntry = z.infer<typeof CacheEntrySchema>;

const ENTRY = 'entry.json';
const SAMPLE = 'sample';

/** `<cache>/bench`, beside check's builds and installs in Playsmith's cache folder (the loaded config's cacheDir). */
export function benchCacheDir(cacheDir: string): string {
  return join(cacheDir, 'bench');
}

export class SampleCache {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  private entryDir(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  /** The cached entry, with its artefacts copied into `sampleDir`; undefined when there is none (or it is damaged). */
  take(key: string, sampleDir: string): CacheEntry | undefined {
    const dir = this.entryDir(key);
    if (!existsSync(join(dir, ENTRY))) return undefined;
    let entry: CacheEntry;
    try {
      entry = CacheEntrySchema.parse(JSON.parse(readFileSync(join(dir, ENTRY), 'utf8')));
    } catch {
      return undefined;
    }
    rmSync(sampleDir, { recursive: true, force: true });
    mkdirSync(sampleDir, { recursive: true });
    if (existsSync(join(dir, SAMPLE))) cpSync(join(dir, SAMPLE), sampleDir, { recursive: true });
    return entry;
  }

  /** Keeps a scored record and its sample folder. */
  put(entry: CacheEntry, sampleDir: string): void {
    if (entry.record.status !== 'scored') return;
    const dir = this.entryDir(entry.record.key);
    const tmp = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    mkdirSync(tmp, { recursive: true });
    try {
      cpSync(sampleDir, join(tmp, SAMPLE), { recursive: true });
      writeFileSync(join(tmp, ENTRY), `${JSON.stringify(entry)}\n`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}
