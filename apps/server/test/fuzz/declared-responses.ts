import type { RegisteredRoute } from '../../src/http/route.ts';

/** What keeps a route table from declaring every answer: JSON routes without a response, and stale file entries. */
export interface UndeclaredResponses {
  /** "METHOD url" of routes that answer JSON yet declare no response schema. */
  missing: string[];
  /** Entries of the file list that name no registered route, or one that declares a response after all. */
  stale: string[];
}

/**
 * Every route declares its answer (issue 26 step 3) unless `fileAnswers` lists it as answering a file or a
 * stream; the list must name only such routes, so it cannot outlive them.
 */
export function undeclaredResponses(
  routes: readonly RegisteredRoute[],
  fileAnswers: Readonly<Record<string, string>>,
): UndeclaredResponses {
  const keys = (route: RegisteredRoute) => route.methods.map((method) => `${method} ${route.url}`);
  const withoutResponse = new Set(routes.filter((route) => !route.response).flatMap(keys));
  return {
    missing: [...withoutResponse].filter((key) => !(key in fileAnswers)),
    stale: Object.keys(fileAnswers).filter((key) => !withoutResponse.has(key)),
  };
}
