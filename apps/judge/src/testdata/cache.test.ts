import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256, TestDataCache } from './cache.ts';

const dirs: string[] = [];
function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'judge-cache-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('test data cache', () => {
  it('stores by content hash and resolves every kind of reference', async () => {
    const cache = new TestDataCache({ dir: cacheDir() });
    const hash = await cache.put('1 2\n');
    expect(hash).toBe(sha256('1 2\n'));
    expect(readFileSync(await cache.resolve({ hash }), 'utf8')).toBe('1 2\n');
    expect(readFileSync(await cache.resolve({ content: 'x' }), 'utf8')).toBe('x');
    expect(await cache.resolve({ path: '/some/file' })).toBe('/some/file');
  });
  it('fetches missing data once, and rejects data whose hash does not match', async () => {
    let fetches = 0;
    const good = Buffer.from('answer\n');
    const cache = new TestDataCache({
      dir: cacheDir(),
      fetch: async (hash) => {
        fetches++;
        return hash === sha256(good) ? good : Buffer.from('tampered');
      },
    });
    const [first, second] = await Promise.all([
      cache.resolveHash(sha256(good)),
      cache.resolveHash(sha256(good)),
    ]);
    expect(first).toBe(second);
    expect(fetches).toBe(1);
    await expect(cache.resolveHash('0'.repeat(64))).rejects.toThrow(/hash mismatch/);
  });
  it('prunes the least recently used files past the budget', async () => {
    const cache = new TestDataCache({ dir: cacheDir() });
    const old = await cache.put('a'.repeat(1000));
    const recent = await cache.put('b'.repeat(1000));
    utimesSync(cache.pathOf(old), new Date(2000, 0, 1), new Date(2000, 0, 1));
    const freed = await cache.prune(1500);
    expect(freed).toBe(1000);
    expect(existsSync(cache.pathOf(old))).toBe(false);
    expect(existsSync(cache.pathOf(recent))).toBe(true);
  });
});
