import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/http/route.ts';
import { withMutations } from './mutations.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

/** One fuzzed call: its URL (path parameters filled, query string written) and its JSON body, if any. */
export interface FuzzInput {
  path: Record<string, string>;
  query: unknown;
  body: unknown;
}

const PARAMETER = /:([A-Za-z]+)/g;

/**
 * The inputs of one route: its declared body and query generated from their schemas (and mutated past them);
 * a route that declares neither (it reads a file, or parses its input in the handler) still gets odd JSON.
 */
export function inputsOf(route: RegisteredRoute, method: string): fc.Arbitrary<FuzzInput> {
  const names = [...route.url.matchAll(PARAMETER)].map((match) => match[1]);
  const path = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
          fc.string(),
        ),
      ]),
    ),
  );
  const blind = fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined });
  const query = route.query
    ? withMutations(arbitraryOf(route.query))
    : method === 'GET'
      ? blind
      : fc.constant(undefined);
  const body = route.body
    ? withMutations(arbitraryOf(route.body))
    : method === 'GET'
      ? fc.constant(undefined)
      : blind;
  return fc.record({ path, query, body });
}

/**
 * Percent-encodes text as a client would send it, lone UTF-16 surrogates included (as the three bytes
 * WTF-8 gives them), which encodeURIComponent refuses to write.
 */
export function encodeText(text: string): string {
  let encoded = '';
  for (const part of text.split(/([\uD800-\uDFFF])/u)) {
    if (part.length === 1 && /[\uD800-\uDFFF]/.test(part)) {
      const code = part.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(part);
  }
  return encoded;
}

/** A query value as text: numbers and flags as a form would write them, objects as JSON. */
const queryText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The query string of a generated query: an object's fields (arrays as repeated keys), or anything else as one odd field. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  const fields =
    query !== null && typeof query === 'object' && !Array.isArray(query)
      ? Object.entries(query).filter(([, value]) => value !== undefined)
      : [['value', query] as [string, unknown]];
  const pairs = fields.flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeText(key)}=${encodeText(queryText(item))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function urlOf(route: RegisteredRoute, input: FuzzInput): string {
  const path = route.url.replace(PARAMETER, (_, name: string) => encodeText(input.path[name] ?? '') || 'x');
  return path + queryString(input.query);
}
