import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestApp } from './test-app.ts';

/**
 * Test helpers of the Contest API: the spec's JSON schemas (copied in clics-schemas/, see its README) made
 * strict the way the spec's check-api.sh makes them (no property beyond those the spec defines), and calls
 * with HTTP basic auth that read the bare JSON the API answers.
 */
const SCHEMA_DIR = path.join(import.meta.dirname, 'clics-schemas');
const STRICT_ANCHOR = 'ANCHOR_TO_INSERT_REQUIRE_STRICT_PROPERTIES';

/** check-api.sh's strict mode: `additionalProperties: false` wherever the schema marks the place. */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, strict(value)]));
  if (copy.$comment === STRICT_ANCHOR) copy.additionalProperties = false;
  return copy;
}

export type SchemaCheck = (schema: string, data: unknown) => string[];

/** A validator of every schema file by name (`teams`, `event-feed`, ...): the errors, none when valid. */
export function clicsSchemas(): SchemaCheck {
  // The spec's times are `multipleOf: 0.001`; by default ajv divides and asks for an integer, and in floating point
  // 0.043 / 0.001 is 42.99999999999999, so a run of 43 ms failed the check while 42 and 44 passed (a clean-clone
  // run's PostgreSQL suite met one). A quotient within 1e-9 of an integer is a multiple.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats.default(ajv);
  const ids = new Map<string, string>();
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.json'))) {
    const schema = strict(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))) as {
      $id: string;
    };
    ajv.addSchema(schema);
    ids.set(file.replace(/\.json$/, ''), schema.$id);
  }
  return (name, data) => {
    const validate = ajv.getSchema(ids.get(name) ?? name);
    if (!validate) throw new Error(`no schema ${name}`);
    if (validate(data)) return [];
    return (validate.errors ?? []).map((error) => `${name}${error.instancePath} ${error.message}`);
  };
}

export const basicAuth = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** A GET of the Contest API: status, the parsed JSON (or the text of a stream), the raw answer. */
export async function clicsGet(app: TestApp, url: string, authorization?: string) {
  const raw = await app.app.inject({
    method: 'GET',
    url: `/api/clics${url}`,
    headers: authorization ? { authorization } : {},
  });
  const type = String(raw.headers['content-type'] ?? '');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = type.startsWith('application/json') ? raw.json() : null;
  return { status: raw.statusCode, json, text: raw.body, raw };
}

/** The lines of an NDJSON answer, parsed (keep-alive newlines left out). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ndjson = (text: string): any[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
