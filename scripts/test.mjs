#!/usr/bin/env node
// `npm test`: the whole suite, as CI runs it. Installs what it needs, then runs static checks, the
// unit and API suites (SQLite, then a PostgreSQL it starts), the sandbox suite and the browser suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  checkNode,
  debianPackagesFrom,
  ensureDebianPackages,
  ensureNpmDependencies,
  ensureWebBuilt,
  step,
} from './lib/prereqs.mjs';
import { startTempPostgres } from './lib/postgres.mjs';

checkNode();
ensureDebianPackages(
  debianPackagesFrom(
    'apps/judge/debian-packages.txt',
    'apps/server/debian-packages.txt',
    'apps/server/debian-packages-test.txt',
    'e2e/debian-packages.txt',
  ),
  { required: true },
);
ensureNpmDependencies();

const artifacts = path.join(ROOT, '.test-artifacts');
fs.rmSync(artifacts, { recursive: true, force: true });
fs.mkdirSync(artifacts, { recursive: true });

const results = [];

function run(label, command, args, env = {}) {
  step(label);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** A vitest suite with a JSON report, so the closing line can count every test of every suite. */
function vitest(label, root, env = {}) {
  // vitest reads vitest.config.ts, or the Vite config of a Vite app.
  const hasConfig = ['vitest.config.ts', 'vite.config.ts'].some((name) =>
    fs.existsSync(path.join(ROOT, root, name)),
  );
  if (!hasConfig) {
    console.error(`✖ ${root} has no vitest.config.ts: the ${label} suite cannot run.`);
    results.push({ label, ok: false, passed: 0, failed: 1, seconds: 0 });
    return false;
  }
  const report = path.join(artifacts, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--root', root, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  );
  const last = results[results.length - 1];
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    last.passed = json.numPassedTests;
    last.failed = json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0);
    last.skipped = json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) last.ok = false;
    last.failures = failedTestsOf(json);
  } else {
    last.passed = 0;
    last.failed = ok ? 0 : 1;
  }
  return ok;
}

/** The failed tests of a vitest JSON report, named with their file, so the closing summary (the part of a long
 * CI log that is kept) says which ones failed and why. */
function failedTestsOf(json) {
  const failures = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`${where} > ${test.fullName}: ${why}`);
    }
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${where}: ${String(file.message).slice(0, 300)}`);
  }
  return failures;
}

/**
 * The static checks, two at a time: each is one process on one core, and the machines this runs on have two. Each
 * check's output is printed whole when it ends, so two checks' lines never interleave; the summary keeps their order.
 */
async function runTogether(checks, atOnce = 2) {
  const slots = checks.map(() => null);
  let next = 0;
  async function worker() {
    while (next < checks.length) {
      const index = next++;
      const { label, command, args } = checks[index];
      const started = Date.now();
      const output = [];
      const child = spawn(command, args, { cwd: ROOT, env: process.env });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      step(label);
      process.stdout.write(Buffer.concat(output));
      slots[index] = { label, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
    }
  }
  await Promise.all(Array.from({ length: atOnce }, worker));
  results.push(...slots);
}

const projects = ['packages/contract', 'apps/server', 'apps/judge', 'apps/web', 'e2e', 'bench'];
await runTogether([
  { label: 'lint (eslint)', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { label: 'format (prettier --check)', command: 'npx', args: ['prettier', '--check', '.'] },
  ...projects
    .filter((project) => fs.existsSync(path.join(ROOT, project, 'tsconfig.json')))
    .map((project) => ({ label: `types (${project})`, command: 'npx', args: ['tsc', '-p', project] })),
]);

vitest('contract unit', 'packages/contract');
vitest('server API on SQLite', 'apps/server');
let postgres;
const givenPostgres = process.env.TEST_DATABASE_URL;
if (!givenPostgres) {
  step('Starting a throwaway PostgreSQL');
  postgres = await startTempPostgres();
}
try {
  // Over the throwaway server's Unix socket rather than TCP to 127.0.0.1: the suite took 357 s against 430 s on
  // the same machine (December 2026), each of its thousands of queries cheaper for both ends.
  vitest('server API on PostgreSQL', 'apps/server', {
    TEST_DATABASE_URL: givenPostgres ?? postgres.socketUrl,
  });
} finally {
  postgres?.stop();
}
vitest('judge and sandbox', 'apps/judge');
vitest('web unit', 'apps/web');
ensureWebBuilt({ force: true });
vitest('end-to-end in Chromium', 'e2e');

console.log('\nSummary');
for (const r of results) {
  const counts =
    r.passed !== undefined
      ? ` (${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''})`
      : '';
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.label}${counts} ${r.seconds}s`);
  for (const failure of r.failures ?? []) console.log(`      ✖ ${failure}`);
}
const passed = results.reduce((n, r) => n + (r.passed ?? (r.ok ? 1 : 0)), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? (r.ok ? 0 : 1)), 0);
const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) && failed === 0 && skipped === 0 ? 0 : 1);
