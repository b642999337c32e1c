import type { RouteObject } from 'react-router';

/** How long a page's code may take to arrive before the page says so (spec 1-core: chunk load timeout 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code did not arrive in time. */
export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`The page's code did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

/** What the browsers say when a module's code could not be fetched (a new release removed it, the network fell). */
const FAILED_IMPORT = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's styles
];

/** Whether an error means a page's code never arrived, so loading it again may help. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeout) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return FAILED_IMPORT.some((text) => message.includes(text));
}

/** The loading, refused with ChunkLoadTimeout when it takes longer than `ms`. */
export function withTimeout<T>(loading: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout()), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every lazy route of the tree with the chunk timeout, so a page whose code hangs ends in the route's error page
 * (a clear message and a retry) instead of a spinner forever. The routes are written as usual; the site's router
 * passes them through this once.
 */
export function withChunkTimeout(routes: RouteObject[], ms = CHUNK_LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const wrapped = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const load = route.lazy;
      wrapped.lazy = (() => withTimeout(load(), ms)) as typeof load;
    }
    if (route.children) wrapped.children = withChunkTimeout(route.children, ms);
    return wrapped;
  });
}
