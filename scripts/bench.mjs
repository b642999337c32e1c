#!/usr/bin/env node
// `npm run bench`: every benchmark of the workspaces (bench/*.ts and apps/*/bench/*.ts), one after
// another so they don't share the two cores. Each prints ratios against a baseline of its own run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, checkNode, ensureNpmDependencies, fail, step } from './lib/prereqs.mjs';

checkNode();
ensureNpmDependencies();
const only = process.argv[2];
const benches = [];
for (const dir of [
  'bench',
  ...fs.readdirSync(path.join(ROOT, 'apps')).map((app) => path.join('apps', app, 'bench')),
]) {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) continue;
  for (const file of fs
    .readdirSync(full)
    .filter((f) => f.endsWith('.ts'))
    .sort())
    benches.push(path.join(dir, file));
}
const selected = only ? benches.filter((b) => b.includes(only)) : benches;
if (selected.length === 0) fail(`No benchmark matches "${only ?? ''}". Available: ${benches.join(', ')}`);
let failed = 0;
for (const bench of selected) {
  step(`bench ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, bench)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
