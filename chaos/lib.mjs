// Shared pieces of the fault campaigns (`npm run chaos`): real server and judge processes started the way an
// operator starts them, a small HTTP client that talks to the public API as users do, the test problem and
// the sources whose verdicts are known in advance, and the database checks run after the faults.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server-process.mjs';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_PASSWORD = 'chaos-root-pass';
export const JUDGE_KEY = 'chaos-judge-key-0123456789abcdef';
export const USER_PASSWORD = 'chaos-pass-1';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const randomBetween = (min, max) => min + Math.random() * (max - min);

/** Verdict codes of the contract (`JudgeStatus`), by the names the campaigns print. */
export const STATUS = { AC: 0, WA: -1, CE: -2, TLE: 1, PENDING: 5, COMPILING: 6, JUDGING: 7 };
export const WAITING = [STATUS.PENDING, STATUS.COMPILING, STATUS.JUDGING];
export const statusName = (code) =>
  Object.entries(STATUS).find(([, value]) => value === code)?.[0] ?? `status ${code}`;

/**
 * A+B in C (the fastest toolchain to compile, so the campaign measures the queue, not gcc), one source per
 * verdict; `kind` is what the judge must answer. TLE spins past the problem's time limit. AC sleeps 100 ms a
 * case (wall time, no CPU): a judging then lasts long enough that a kill can land in it, and 500 submissions
 * last through 100 kills even on a quiet machine.
 */
export const SOURCES = {
  AC: '#include <stdio.h>\n#include <unistd.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);usleep(100000);printf("%lld\\n",a+b);return 0;}\n',
  WA: '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b+1);return 0;}\n',
  TLE: '#include <stdio.h>\nint main(){volatile unsigned long x=0;for(;;)x++;return 0;}\n',
  CE: '#include <stdio.h>\nint main(){ this is not C }\n',
};
/**
 * The mix of verdicts the campaigns submit, one in 20 of each kind per entry: mostly AC, some of each other
 * kind. TLE is rare because each costs the judge CASES x the time limit.
 */
export const MIX = [...Array(12).fill('AC'), ...Array(4).fill('WA'), ...Array(3).fill('CE'), 'TLE'];
export const CASES = 5;
export const TIME_LIMIT_MS = 200;

const tempDirs = [];
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every child the campaign starts, so that an interrupted campaign leaves none behind. */
const children = new Set();
/** Synchronous clean-ups for an interrupted campaign (a throwaway PostgreSQL to stop). */
const cleanups = new Set();
export function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
export function killAllChildren() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) cleanup();
  cleanups.clear();
}
process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    killAllChildren();
    process.exit(130);
  });

/** A child process whose output goes to a log file; `exited` resolves when it ends. */
function startProcess(args, { env, log, nodeFlags = [] }) {
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => children.delete(child));
  return { child, exited };
}

/** SIGKILL and wait until the process is gone (no clean-up of its own can run). */
export async function kill9(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGKILL');
  await proc.exited;
}

/**
 * One server process (`apps/server/src/main.ts`, what the systemd unit of docs/deploy.md runs), by default
 * with no embedded judge: all judging goes to the remote daemons (`judgeEmbedded: true` is `npm start`'s
 * default, one process that judges too). Resolves once /api/health answers.
 */
export async function startServer({
  dataDir,
  port,
  databaseUrl,
  leaseSeconds = 5,
  log,
  judgeEmbedded = false,
}) {
  const proc = startProcess(['apps/server/src/main.ts'], {
    log,
    nodeFlags: SERVER_NODE_FLAGS,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ROOT_PASSWORD,
      JUDGE_KEY,
      JUDGE_EMBEDDED: String(judgeEmbedded),
      JUDGE_LEASE_SECONDS: String(leaseSeconds),
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the server exited at start (log: ${log})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`the server did not start in 120 s (log: ${log})`);
    await sleep(100);
  }
  return { ...proc, url, startMs: Date.now() - started };
}

/** One judge daemon (`apps/judge/src/cli.ts`, what `npm run judge -- --server URL` runs). */
export function startJudge({ serverUrl, name, cacheDir, concurrency = 1, log }) {
  return startProcess(
    [
      'apps/judge/src/cli.ts',
      '--server',
      serverUrl,
      '--name',
      name,
      '--cache-dir',
      cacheDir,
      '--concurrency',
      String(concurrency),
    ],
    { log, env: { JUDGE_KEY } },
  );
}

/**
 * Kept-alive connections, shared by every simulated user (a browser keeps its own, up to six a host). Plain
 * `node:http` rather than fetch: the load generator shares the machine's cores with what it measures, and
 * fetch cost it 340-400 µs of CPU a call against 80-100 µs (measured on this machine, 20,000 calls of a
 * gzipped 1 kB answer), a quarter of the whole machine's cost of a call at a contest's start (docs/load.md).
 * A socket idle for 4 s is closed, as fetch (undici) does, so a server's keep-alive timeout never closes one
 * under a new request.
 */
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

/** The decoders of the encodings a browser asks for (and fetch did: gzip, deflate). */
const DECODE = { gzip: zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };

/**
 * One HTTP request: the status, the headers and the decoded body text. A transport failure or no answer within
 * `timeoutMs` rejects with an error whose `cause` says why (`code`: ECONNRESET..., as fetch's errors did).
 */
export function httpRequest(target, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const failed = (cause) => reject(new Error(`${method} ${target.pathname}: ${cause.message}`, { cause }));
    const request = http.request(
      target,
      { method, agent: keptAlive, headers: { 'Accept-Encoding': 'gzip, deflate', ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const decode = DECODE[response.headers['content-encoding']];
            resolve({
              status: response.statusCode,
              headers: response.headers,
              text: (decode ? decode(raw) : raw).toString('utf8'),
            });
          } catch (error) {
            failed(error);
          }
        });
      },
    );
    const deadline = setTimeout(() => {
      const timeout = Object.assign(new Error('no answer in time'), {
        name: 'TimeoutError',
        code: 'TIMEOUT',
      });
      request.destroy(timeout);
    }, timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', failed);
    request.end(body);
  });
}

/**
 * The API as a client sees it. `ip` is sent as X-Forwarded-For (the servers trust the proxy), so that each
 * simulated user has an address of its own, as real users do, and no per-address rate limit mixes them.
 */
export function client(baseUrl, { ip = '10.0.0.1' } = {}) {
  let token = null;
  const call = async (method, url, body, { query, timeoutMs = 30_000, headers: extra } = {}) => {
    const target = new URL(url, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, String(value));
    const headers = { ...extra, 'X-Forwarded-For': ip };
    if (token) headers.Authorization = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await httpRequest(target, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
    });
    const fresh = response.headers.authorization;
    if (fresh) token = fresh;
    let json;
    try {
      json = JSON.parse(response.text);
    } catch {
      json = { status: response.status, msg: response.text };
    }
    return { status: response.status, data: json.data, msg: json.msg, code: json.code };
  };
  return {
    call,
    get token() {
      return token;
    },
    set token(value) {
      token = value;
    },
    /** Calls and throws unless the answer is 200. */
    async ok(method, url, body, options) {
      const answer = await call(method, url, body, options);
      if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.msg}`);
      return answer.data;
    },
    async login(username, password, path = '/api/login') {
      token = null;
      const answer = await call('POST', path, { username, password });
      if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${answer.msg}`);
      return answer.data;
    },
  };
}

/**
 * Root signs in, lets users submit back to back (the site interval is 8 s by default), creates the A+B
 * problem (CASES cases, C only, TIME_LIMIT_MS) and `count` users through the back office's CSV import.
 */
export async function setUpSite(baseUrl, { users, prefix = 'chaos' }) {
  const root = client(baseUrl, { ip: '10.255.0.1' });
  await root.login('root', ROOT_PASSWORD, '/api/admin/login');
  await root.ok('PUT', '/api/admin/switch/update', {
    defaultSubmitInterval: 0,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 1000,
  });
  const created = await root.ok('POST', '/api/admin/problem', {
    problem: {
      problemId: `CHAOS${Math.floor(Math.random() * 1e6)}`,
      title: 'A+B',
      description: 'Add two integers.',
      input: 'a b',
      output: 'a+b',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: TIME_LIMIT_MS,
      memoryLimit: 256,
    },
    samples: Array.from({ length: CASES }, (_, i) => ({
      input: `${i * 1000} ${i + 7}\n`,
      output: `${i * 1000 + i + 7}\n`,
    })),
    languages: ['C'],
    tags: [],
    codeTemplates: [],
  });
  const names = Array.from({ length: users }, (_, i) => `${prefix}${i}`);
  await root.ok('POST', '/api/admin/user/insert-batch-user', {
    users: names.map((name) => [name, USER_PASSWORD, `${name}@chaos.example`]),
    columns: ['username', 'password', 'email'],
  });
  return { root, pid: created.pid, usernames: names };
}

/** Signs in each user on its own address; returns their clients. */
export async function signInUsers(baseUrl, usernames) {
  const clients = [];
  for (const [i, name] of usernames.entries()) {
    const user = client(baseUrl, { ip: `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}` });
    await user.login(name, USER_PASSWORD);
    user.username = name;
    clients.push(user);
  }
  return clients;
}

/** Submits one source of a known verdict; returns the submission id, or null when not acknowledged. */
export async function submit(user, pid, kind) {
  const answer = await user.call('POST', '/api/submit-problem-judge', {
    pid,
    language: 'C',
    code: SOURCES[kind],
  });
  if (answer.status !== 200) return { id: null, answer };
  return { id: answer.data.submitId ?? answer.data.id, answer };
}

/** Counts of a list of verdict names, e.g. `AC 250, WA 125`. */
export function tally(names) {
  const counts = new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].map(([name, n]) => `${name} ${n}`).join(', ');
}

/**
 * The database the servers write, opened beside them for the checks: SQLite (read-only, WAL lets it read
 * while a server writes) or PostgreSQL. `query` takes `?` placeholders on both.
 */
export async function openDatabase({ sqliteFile, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return {
      async query(text, params = []) {
        let n = 0;
        const result = await pool.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        );
        return result.rows;
      },
      close: () => pool.end(),
    };
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  return {
    query: async (text, params = []) => db.prepare(text).all(...params),
    close: async () => db.close(),
  };
}

/**
 * The checks after the faults, for the submissions acknowledged to their clients (`expected`: id -> the
 * verdict name its source must get). Counts of each kind of failure:
 * - lost: missing from the table; stuck: still Pending/Compiling/Judging or still claimed by a judge;
 * - wrong: finished with another verdict than its source must get;
 * - doubled: judged into more than one result: a case row twice, case rows of another judging (version)
 *   than the one that wrote the verdict, or the problem's counters counting more results than there are.
 */
export async function verifySubmissions(db, pid, expected) {
  const ids = [...expected.keys()];
  const rows = new Map();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const marks = chunk.map(() => '?').join(',');
    for (const row of await db.query(
      `select id, status, version, claimed_by from submissions where id in (${marks})`,
      chunk,
    ))
      rows.set(Number(row.id), row);
  }
  const cases = new Map();
  for (const row of await db.query(
    `select submission_id, count(*) as n, count(distinct position) as positions, min(version) as vmin,
        max(version) as vmax from judge_cases group by submission_id`,
  ))
    cases.set(Number(row.submission_id), row);
  const figures = { acknowledged: ids.length, lost: 0, stuck: 0, wrong: 0, doubled: 0, rejudged: 0 };
  const examples = [];
  const note = (kind, text) => {
    figures[kind] += 1;
    if (examples.length < 5) examples.push(`${kind}: ${text}`);
  };
  for (const [id, kind] of expected) {
    const row = rows.get(id);
    if (!row) {
      note('lost', `submission ${id} is not in the table`);
      continue;
    }
    const status = Number(row.status);
    if (WAITING.includes(status) || row.claimed_by !== null) {
      note('stuck', `submission ${id} is ${statusName(status)}, claimed by ${row.claimed_by}`);
      continue;
    }
    if (status !== STATUS[kind]) note('wrong', `submission ${id} (${kind}) got ${statusName(status)}`);
    const own = cases.get(id);
    const version = Number(row.version);
    if (version > 1) figures.rejudged += 1;
    if (own) {
      const n = Number(own.n);
      if (n !== Number(own.positions) || Number(own.vmin) !== version || Number(own.vmax) !== version)
        note(
          'doubled',
          `submission ${id} v${version} has ${n} case rows of versions ${own.vmin}-${own.vmax}`,
        );
      else if (kind === 'AC' && n !== CASES) note('doubled', `submission ${id} (AC) has ${n} case rows`);
    } else if (kind !== 'CE') note('doubled', `submission ${id} (${kind}) has no case rows`);
  }
  // The problem's counters move by one per written result; more than the finished submissions is a double.
  const [counts] = await db.query('select total from problem_counts where pid = ?', [pid]);
  const [finished] = await db.query(
    `select count(*) as n from submissions where pid = ? and cid = 0 and status not in (${WAITING.join(',')})`,
    [pid],
  );
  figures.counted = Number(counts?.total ?? 0);
  figures.finished = Number(finished.n);
  if (figures.counted !== figures.finished)
    note(
      'doubled',
      `the problem counts ${figures.counted} results for ${figures.finished} finished submissions`,
    );
  return { figures, examples };
}

/**
 * Waits until none of `ids` is waiting; gives up when the count has not gone down for `stallMs` (the queue
 * stopped moving) or after `maxMs`. Returns how many still wait.
 */
export async function waitJudged(db, ids, { stallMs = 60_000, maxMs = 15 * 60_000 } = {}) {
  const started = Date.now();
  let best = Infinity;
  let bestAt = started;
  for (;;) {
    let waiting = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const [row] = await db.query(
        `select count(*) as n from submissions where id in (${chunk.map(() => '?').join(',')})
          and status in (${WAITING.join(',')})`,
        chunk,
      );
      waiting += Number(row.n);
    }
    if (waiting < best) {
      best = waiting;
      bestAt = Date.now();
    }
    if (waiting === 0 || Date.now() - bestAt > stallMs || Date.now() - started > maxMs) return waiting;
    await sleep(500);
  }
}

export function heading(text) {
  console.log(`\n== ${text}`);
}
