import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { ChunkLoadTimeout, isChunkLoadError, withChunkTimeout, withTimeout } from './chunk-timeout';

describe('withTimeout', () => {
  it('gives what arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 50)).resolves.toBe('page');
  });

  it('refuses with ChunkLoadTimeout when nothing arrives in time', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const loading = withTimeout(never, 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeout);
    vi.useRealTimers();
  });
});

describe('isChunkLoadError', () => {
  it("knows the timeout and the browsers' failed imports", () => {
    expect(isChunkLoadError(new ChunkLoadTimeout())).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors to their own message', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('withChunkTimeout', () => {
  it('wraps lazy routes at every depth and leaves the rest as written', async () => {
    vi.useFakeTimers();
    const hanging = () => new Promise<never>(() => {});
    const routes: RouteObject[] = [
      { path: '/', children: [{ path: 'home' }, { path: 'slow', lazy: hanging }] },
    ];
    const wrapped = withChunkTimeout(routes, 1_000);
    expect(wrapped[0]!.children![0]).toEqual({ path: 'home' });
    const lazy = wrapped[0]!.children![1]!.lazy as () => Promise<unknown>;
    const loading = lazy();
    vi.advanceTimersByTime(1_000);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeout);
    vi.useRealTimers();
  });
});
