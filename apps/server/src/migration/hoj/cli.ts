// `npm run migrate:hoj -- --from mysql://USER:PASS@HOST:PORT/DB --files HOJ_ROOT [--dry-run]`: carries a HOJ
// site's data into this product's database and data folder, chosen as `npm start` chooses them (DATA_DIR,
// DATABASE_URL). docs/migrate-from-hoj.md has the switch-over step by step.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { openHojSource } from './hoj-source.ts';
import { checkTimeZone } from './hoj-time.ts';
import { migrateHoj, nothingSkipped } from './migrate.ts';
import { reportFile, reportTable } from './report-text.ts';

const USAGE =
  'usage: npm run migrate:hoj -- --from mysql://USER:PASS@HOST:PORT/DB [--files HOJ_ROOT] [--dry-run] [--timezone Asia/Shanghai] [--report FILE]';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(2);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        from: { type: 'string' },
        files: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        timezone: { type: 'string', default: 'Asia/Shanghai' },
        report: { type: 'string' },
        batch: { type: 'string', default: '1000' },
      },
    });
    if (!values.from) fail(`--from is required: ${USAGE}`);
    if (!/^mysql:\/\//.test(values.from)) fail(`--from must be a mysql:// URL: ${USAGE}`);
    checkTimeZone(values.timezone);
    if (values.files && !fs.existsSync(path.join(values.files, 'testcase')))
      fail(`--files ${values.files} has no testcase/ folder: give HOJ's data root (its containers' /hoj)`);
    const batch = Number(values.batch);
    if (!Number.isInteger(batch) || batch < 1) fail('--batch must be a whole number of rows, 1 or more');
    return { ...values, from: values.from, batch };
  } catch (error) {
    return fail(`${(error as Error).message}: ${USAGE}`);
  }
}

function progress(table: string, done: number, total: number) {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  const line = `  ${table.padEnd(24)} [${bar}] ${done}/${total}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total) process.stderr.write(`${line}\n`);
}

const args = options();
const config = loadConfig(process.env);
const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrateToLatest(handle);
const source = await openHojSource(args.from).catch((error: Error) =>
  fail(`cannot read HOJ's database: ${error.message}`),
);
console.error(
  `Carrying ${args.from.replace(/\/\/[^@]*@/, '//…@')} into ${config.databaseUrl ? 'DATABASE_URL' : config.sqliteFile}${args['dry-run'] ? ' (dry run: nothing is written)' : ''}`,
);
try {
  const report = await migrateHoj({
    source,
    db: handle.db,
    dialect: handle.dialect,
    timeZone: args.timezone,
    filesRoot: args.files,
    dataDir: config.dataDir,
    dryRun: args['dry-run'],
    batchSize: args.batch,
    onProgress: progress,
  });
  const reportPath = path.resolve(args.report ?? path.join(config.dataDir, 'migrate-hoj-report.txt'));
  fs.mkdirSync(path.dirname(reportPath), { recursive: true });
  fs.writeFileSync(reportPath, reportFile(report));
  console.log(reportTable(report));
  console.log(`\nReport with every skipped row and its reason: ${reportPath}`);
  process.exitCode = nothingSkipped(report) ? 0 : 1;
} finally {
  await source.close();
  await handle.close();
}
