#!/usr/bin/env node
// `npm run build [-- <vite options>]`: `vite build` with the options given (the e2e setup passes
// --outDir), then brotli and gzip copies of the assets in that same folder (precompress.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
// npm puts the workspace's node_modules/.bin on PATH, where vite is.
const vite = spawnSync('vite', ['build', ...args], { stdio: 'inherit' });
if (vite.status !== 0) process.exit(vite.status ?? 1);
const at = args.indexOf('--outDir');
const outDir = at >= 0 ? args[at + 1] : (args.find((arg) => arg.startsWith('--outDir='))?.slice(9) ?? 'dist');
const precompress = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, 'precompress.mjs'), path.resolve(outDir)],
  { stdio: 'inherit' },
);
process.exit(precompress.status ?? 1);
