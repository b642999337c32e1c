// `npm run judge -- ...`: runs the judge's CLI (apps/judge/src/cli.ts) with tsx, passing every argument on.
// One Node process (tsx as a loader, not a wrapper), and SIGINT/SIGTERM are passed on, so a daemon
// stopped through this script still finishes or gives back its tasks.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/judge/src/cli.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
