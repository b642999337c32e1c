#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy next to each text asset of dist/, compressed
// once at their best levels, so the server (@fastify/static, preCompressed) sends them without
// compressing per request. Node's zlib does both; no dependency is needed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm|ttf|woff)$/;
// Below this a compressed copy saves less than the headers cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(DIST)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += br.length;
  count += 1;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB with brotli`,
);
