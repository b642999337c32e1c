// Builds the C sandbox helper with the system gcc on first use and caches it by the hash of its source,
// so a changed helper is rebuilt automatically and an unchanged one costs nothing at start-up.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const judgeRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const helperSource = join(judgeRoot, 'native', 'sandbox-helper.c');
export const buildDir = join(judgeRoot, '.build');

export function helperBinaryPath(): string {
  const source = readFileSync(helperSource);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const binary = join(buildDir, `sandbox-helper-${hash}`);
  if (existsSync(binary)) return binary;
  mkdirSync(buildDir, { recursive: true });
  // Build to a private name and rename, so two judges starting together never run a half-written file.
  const partial = `${binary}.${process.pid}.tmp`;
  execFileSync('gcc', ['-O2', '-Wall', '-Wno-format-truncation', '-o', partial, helperSource], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  renameSync(partial, binary);
  return binary;
}
