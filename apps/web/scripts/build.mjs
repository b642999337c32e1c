#!/usr/bin/env node
// `npm run build [-- <vite options>]`: `vite build` with the options given (the e2e setup passes
// --outDir), then brotli and gzip copies of the assets in that same folder (precompress.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
// Vite's own CLI, found as Node finds the package (so the script also runs outside npm, without .bin on PATH).
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const viteCli = path.join(path.dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);
const vite = spawnSync(process.execPath, [viteCli, 'build', ...args], { stdio: 'inherit' });
if (vite.status !== 0) {
  if (vite.error) console.error(`vite build could not start: ${vite.error.message}`);
  process.exit(vite.status ?? 1);
}
const at = args.indexOf('--outDir');
const outDir = at >= 0 ? args[at + 1] : (args.find((arg) => arg.startsWith('--outDir='))?.slice(9) ?? 'dist');
const precompress = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, 'precompress.mjs'), path.resolve(outDir)],
  { stdio: 'inherit' },
);
process.exit(precompress.status ?? 1);
