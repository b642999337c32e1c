// What a signed-in call costs over the cheapest call: each line is requests per second and p99
// latency, and the ratio to /api/health measured in this same run on this same server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.BENCH_DATABASE_URL }),
};
const { app, services } = await buildApp({ config, logger: false });
await services.accounts.ensureRootAccount('benchpass1');
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { token } = await services.accounts.login(
  { username: 'root', password: 'benchpass1' },
  { ip: null, userAgent: null },
  { backOffice: false },
);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${address}${url}`, headers, connections: 10, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const baseline = await measure('/api/health');
const rows = [
  ['GET /api/health (baseline)', baseline],
  ['GET /api/get-website-config', await measure('/api/get-website-config')],
  ['GET /api/get-user-info (token)', await measure('/api/get-user-info', { authorization: token })],
] as const;
console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${SECONDS}s per call, 10 connections`,
);
for (const [name, r] of rows) {
  console.log(
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / baseline.rps).toFixed(2)}`,
  );
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
