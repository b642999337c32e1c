import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { Role, type RoleId } from '@judge/contract';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { nowIso } from '../src/lib/time.ts';
import { TEMPLATE_ENV } from './template-database.ts';

/**
 * The database under test: PostgreSQL when TEST_DATABASE_URL names a server (each test app gets a
 * fresh database there), SQLite in a temporary folder otherwise. Each starts as a copy of the run's
 * migrated template (global-setup.ts) when there is one; buildApp then finds every migration applied.
 */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function freshDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; databaseUrl?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!adminUrl) {
    const sqliteFile = path.join(dataDir, 'judge.sqlite');
    if (template) fs.copyFileSync(template, sqliteFile);
    const handle = openDatabase({ sqliteFile });
    return { handle, drop: async () => undefined };
  }
  const name = `judge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  return {
    handle,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  config: ServerConfig;
  /** The database under test, for a second app on the same data (restart tests). */
  handle: DatabaseHandle;
  /** The PostgreSQL database under test (undefined on SQLite, whose file is config.sqliteFile). */
  databaseUrl?: string;
  request: (options: RequestOptions) => Promise<TestResponse>;
  close: () => Promise<void>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  // Tests read whatever a call returns; the contract types are asserted by the calls' own tests.
  body: {
    status: number;
    msg: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: any;
    code?: string;
    msgKey?: string;
    msgParams?: Record<string, string | number>;
  };
  raw: LightMyRequestResponse;
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: { extraRoutes?: (app: BuiltApp['app']) => void } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-test-'));
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  // Suites make many calls from one address; the rate-limit test sets its own small limits.
  const generous = { max: 10_000, timeWindow: '1 minute' };
  const rateLimits = { login: generous, register: generous, sendCode: generous, reset: generous };
  // The real judge starts only in suites that judge (embeddedJudge: true), to keep the others fast.
  const config: ServerConfig = { ...base, rateLimits, embeddedJudge: false, ...overrides };
  const { handle, databaseUrl, drop } = await freshDatabase(dataDir);
  const built = await buildApp({ config, database: handle, logger: false });
  options.extraRoutes?.(built.app);
  await built.app.ready();

  const request = async (options: RequestOptions): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    const raw = await built.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      query: options.query,
      payload: options.body as never,
      headers,
    });
    let body;
    try {
      body = raw.json();
    } catch {
      body = { status: raw.statusCode, msg: raw.body, data: null };
    }
    return { statusCode: raw.statusCode, headers: raw.headers, body, raw };
  };

  return {
    ...built,
    handle,
    databaseUrl,
    config,
    request,
    close: async () => {
      await built.app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/** Factory: a user straight in the database (fast path for tests that aren't about registration). */
export async function createUser(
  app: TestApp,
  options: {
    username?: string;
    password?: string;
    email?: string | null;
    role?: RoleId;
    status?: number;
  } = {},
) {
  userCounter += 1;
  const username = options.username ?? `user${userCounter}${randomBytes(2).toString('hex')}`;
  const password = options.password ?? 'secret123';
  const now = nowIso();
  const row = await app.db
    .insertInto('users')
    .values({
      username,
      passwordHash: await hashPassword(password),
      email: options.email === undefined ? `${username}@example.com`.toLowerCase() : options.email,
      gender: 'secrecy',
      role: options.role ?? Role.USER,
      status: options.status ?? 0,
      defCode: 0,
      createdAt: now,
      updatedAt: now,
    } as never)
    .returning('uid')
    .executeTakeFirstOrThrow();
  return {
    uid: row.uid,
    username,
    password,
    email: options.email === undefined ? `${username}@example.com`.toLowerCase() : options.email,
  };
}

export async function login(app: TestApp, username: string, password: string): Promise<string> {
  const response = await app.request({ method: 'POST', url: '/api/login', body: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return String(response.headers.authorization);
}

/** Factory: a signed-in user of the given role, with its token. */
export async function signedInUser(app: TestApp, role: RoleId = Role.USER) {
  const user = await createUser(app, { role });
  return { ...user, token: await login(app, user.username, user.password) };
}

/** A multipart/form-data body with one file, built by hand so tests need no form library. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----judgetest${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let problemCounter = 0;

/** Factory: the body of a valid problem form (A+B with two typed-in cases), with overrides. */
export function problemBody(overrides: { problem?: Record<string, unknown>; [key: string]: unknown } = {}) {
  problemCounter += 1;
  const { problem, ...rest } = overrides;
  return {
    problem: {
      problemId: `T${problemCounter}${randomBytes(2).toString('hex')}`,
      title: 'A+B Problem',
      description: 'Add two integers.',
      input: 'Two integers a and b.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      ...problem,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
    languages: ['C++', 'Python3'],
    tags: [{ name: 'math' }],
    codeTemplates: [],
    ...rest,
  };
}

/** Factory: a problem created through the admin call, returning its pid and problemId. */
export async function createProblem(
  app: TestApp,
  token: string,
  overrides: Parameters<typeof problemBody>[0] = {},
) {
  const body = problemBody(overrides);
  const response = await app.request({ method: 'POST', url: '/api/admin/problem', token, body });
  if (response.statusCode !== 200)
    throw new Error(`problem creation failed: ${JSON.stringify(response.body)}`);
  return { pid: response.body.data.pid as number, problemId: body.problem.problemId as string, body };
}

/**
 * Polls a submission until the judge has given it a final verdict (the judge tells no one; its result is
 * only read back). A contest submission is read through the contest's status call, by a viewer of it.
 */
export async function waitForVerdict(
  app: TestApp,
  submitId: number,
  timeoutMs = 120_000,
  contest?: { cid: number; token: string },
) {
  const started = Date.now();
  for (;;) {
    const response = await app.request(
      contest
        ? {
            method: 'POST',
            url: '/api/check-contest-submissions-status',
            token: contest.token,
            body: { cid: contest.cid, submitIds: [submitId] },
          }
        : { method: 'POST', url: '/api/check-submissions-status', body: { submitIds: [submitId] } },
    );
    const status = response.body.data[submitId]?.status;
    if (status !== undefined && ![5, 6, 7].includes(status)) return response.body.data[submitId];
    if (Date.now() - started > timeoutMs)
      throw new Error(`submission ${submitId} still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
