// `npm run migrate:hoj -- ...`: runs the HOJ migration (apps/server/src/migration/hoj/cli.ts) with tsx, every
// argument passed on. docs/migrate-from-hoj.md has the switch-over step by step.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/server/src/migration/hoj/cli.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
