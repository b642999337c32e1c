import fc from 'fast-check';
import type { z } from 'zod';
import type { RegisteredRoute } from '../../src/http/route.ts';
import { withMutations } from './mutations.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

/** A file sent as multipart/form-data, as an upload form sends it. */
export interface FuzzFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** One fuzzed call: its URL (path parameters filled, query string written) and its JSON body or file, if any. */
export interface FuzzInput {
  path: Record<string, string>;
  query: unknown;
  body: unknown;
  file?: FuzzFile;
}

/** Past every upload's limit (the largest a Markdown image or an avatar may be is 4 MB). */
const HUGE_FILE_BYTES = 4 * 1024 * 1024 + 1;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const startingWith = (signature: number[]) =>
  fc.uint8Array({ maxLength: 64 }).map((tail) => Uint8Array.from([...signature, ...tail]));

/**
 * Files for a call that may read an upload: empty, huge, odd bytes, or bytes that start like a picture or a zip
 * but are not one, under names and types that may not match them.
 */
export const fuzzFile: fc.Arbitrary<FuzzFile> = fc.record({
  name: fc.constantFrom('a.png', 'a.zip', 'a.txt', 'noextension', '../../a.zip', 'ü 名.jpg'),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/zip',
    'text/plain',
    'application/octet-stream',
  ),
  bytes: fc.oneof(
    fc.constant(new Uint8Array(0)),
    fc.constant(new Uint8Array(HUGE_FILE_BYTES)),
    fc.uint8Array({ maxLength: 256 }),
    startingWith(PNG_SIGNATURE),
    startingWith(ZIP_SIGNATURE),
  ),
});

/** A multipart/form-data body holding one file, as a browser's upload sends it. */
export function multipartOf(file: FuzzFile): { payload: Buffer; contentType: string } {
  const boundary = '----fuzz-boundary-7d3a';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const PARAMETER = /:([A-Za-z]+)/g;

/** A path's parameters from the route's declared schema (and mutated past it), each as the text a URL carries. */
function declaredPath(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  return withMutations(arbitraryOf(schema)).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, queryText(item)]))
      : {},
  );
}

/** A route that declares no path schema (a file's name or hash it looks up itself): hashes and any text. */
function blindPath(route: RegisteredRoute): fc.Arbitrary<Record<string, string>> {
  const names = [...route.url.matchAll(PARAMETER)].map((match) => match[1]);
  return fc.record(
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
}

/**
 * The inputs of one route: its declared body and query (or input) generated from their schemas (and mutated past them);
 * a route that declares neither (it reads a file, or parses its input in the handler) still gets odd JSON, and a
 * POST among them files (fuzzFile).
 */
export function inputsOf(route: RegisteredRoute, method: string): fc.Arbitrary<FuzzInput> {
  const path = route.params ? declaredPath(route.params) : blindPath(route);
  // Fields read from the query or the body (RouteSpec.input): sent one way or the other, as each client does.
  if (route.input)
    return fc
      .record({ path, fields: withMutations(arbitraryOf(route.input)), inQuery: fc.boolean() })
      .map(({ path: filled, fields, inQuery }) =>
        inQuery
          ? { path: filled, query: fields, body: undefined }
          : { path: filled, query: undefined, body: fields },
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
  // A POST that declares no body may read an upload: it gets files as well as odd JSON.
  if (method === 'POST' && !route.body)
    return fc.oneof(
      fc.record({ path, query, body }),
      fc.record({ path, query, body: fc.constant(undefined), file: fuzzFile }),
    );
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
