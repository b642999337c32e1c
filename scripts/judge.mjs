// `npm run judge -- ...`: runs the judge's CLI (apps/judge/src/cli.ts) with tsx, passing every argument on.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'tsx'),
  [join(root, 'apps/judge/src/cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
