// Test data cache: files addressed by the SHA-256 of their content, so a problem's data is fetched once per
// version and shared by every submission. Least recently used files are pruned past a size budget.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataRef } from '@judge/contract';

export type TestDataFetcher = (hash: string) => Promise<Buffer>;

export interface TestDataCacheOptions {
  dir: string;
  /** Fetches data the cache does not have (remote judges ask the server; embedded judges read the store). */
  fetch?: TestDataFetcher;
  maxBytes?: number;
}

export function sha256(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

export class TestDataCache {
  readonly dir: string;
  private readonly fetcher?: TestDataFetcher;
  private readonly maxBytes: number;
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(options: TestDataCacheOptions) {
    this.dir = options.dir;
    this.fetcher = options.fetch;
    this.maxBytes = options.maxBytes ?? 4 * 1024 ** 3;
    mkdirSync(this.dir, { recursive: true });
  }

  pathOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash);
  }

  /** Stores content under its hash (atomically: write a temporary file, then rename). */
  async put(content: Buffer | string): Promise<string> {
    const hash = sha256(content);
    const path = this.pathOf(hash);
    if (existsSync(path)) return hash;
    mkdirSync(join(this.dir, hash.slice(0, 2)), { recursive: true });
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, content, { mode: 0o644 });
    await rename(partial, path);
    return hash;
  }

  /** The local path of hash-addressed data, fetching and verifying it when missing. */
  async resolveHash(hash: string): Promise<string> {
    const path = this.pathOf(hash);
    if (existsSync(path)) {
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined); // marks it recently used for pruning
      return path;
    }
    const pending = this.inFlight.get(hash);
    if (pending) return pending;
    const fetching = (async () => {
      if (!this.fetcher)
        throw new Error(`test data ${hash} is not in the cache and no fetcher is configured`);
      const content = await this.fetcher(hash);
      if (sha256(content) !== hash) throw new Error(`test data ${hash} arrived corrupted (hash mismatch)`);
      await this.put(content);
      return path;
    })().finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, fetching);
    return fetching;
  }

  /** Any data reference as a local file path; inline content is stored in the cache like the rest. */
  async resolve(ref: DataRef): Promise<string> {
    if ('path' in ref) return ref.path;
    if ('hash' in ref) return this.resolveHash(ref.hash);
    return this.pathOf(await this.put(ref.content));
  }

  /** Deletes the least recently used files until the cache fits its budget. Returns the bytes freed. */
  async prune(maxBytes = this.maxBytes): Promise<number> {
    const files: { path: string; size: number; used: number }[] = [];
    for (const shard of await readdir(this.dir)) {
      const shardDir = join(this.dir, shard);
      for (const name of await readdir(shardDir).catch(() => [] as string[])) {
        const path = join(shardDir, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile()) files.push({ path, size: info.size, used: info.mtimeMs });
      }
    }
    let total = files.reduce((sum, file) => sum + file.size, 0);
    let freed = 0;
    for (const file of files.sort((a, b) => a.used - b.used)) {
      if (total <= maxBytes) break;
      await rm(file.path, { force: true });
      total -= file.size;
      freed += file.size;
    }
    return freed;
  }
}
