#!/usr/bin/env node
// `npm run chaos [-- --quick] [-- --only judges,server,proxy]`: the fault campaigns of docs/chaos.md. Real
// server and judge processes are killed with SIGKILL while users work through the API; each campaign
// prints its figures (submissions, kills, lost, stuck, wrong, doubled) and the run fails if any is not 0.
// Not part of `npm test`: the full run takes about a quarter of an hour on two cores.
import { ROOT, checkNode, ensureNpmDependencies, fail } from './lib/prereqs.mjs';

checkNode();
ensureNpmDependencies();
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyAt = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
const only = onlyAt < 0 ? null : (args[onlyAt].split('=')[1] ?? args[onlyAt + 1] ?? '').split(',');
const known = ['judges', 'server', 'proxy'];
for (const [i, arg] of args.entries())
  if (arg !== '--quick' && i !== onlyAt && !(i === onlyAt + 1 && args[onlyAt] === '--only'))
    fail(`unknown argument ${arg}: use --quick and --only ${known.join(',')}`);
if (only?.some((name) => !known.includes(name))) fail(`--only takes a comma list of ${known.join(', ')}`);
const wanted = (name) => !only || only.includes(name);

const lib = await import(`${ROOT}/chaos/lib.mjs`);
const results = [];
const campaigns = [
  [
    'judges',
    async () =>
      (await import(`${ROOT}/chaos/judges.mjs`)).judgeKillCampaign(
        quick
          ? { submissions: 100, kills: 20, baseline: 20 }
          : { submissions: 500, kills: 100, baseline: 40 },
      ),
  ],
  ...['sqlite', 'postgres'].map((dialect) => [
    'server',
    async () =>
      (await import(`${ROOT}/chaos/server.mjs`)).serverKillCampaign({
        dialect,
        kills: quick ? 5 : 20,
        submissions: quick ? 100 : 500,
      }),
  ]),
  [
    'proxy',
    async () => (await import(`${ROOT}/chaos/proxy.mjs`)).proxyCampaign({ submissions: quick ? 60 : 200 }),
  ],
];
const started = Date.now();
for (const [name, run] of campaigns) {
  if (!wanted(name)) continue;
  try {
    results.push(await run());
  } catch (error) {
    console.error(`  campaign ${name} could not run: ${error instanceof Error ? error.stack : error}`);
    results.push({ name, failed: 1, error: true });
  }
}
lib.heading(`Summary (${Math.round((Date.now() - started) / 1000)} s${quick ? ', --quick' : ''})`);
for (const result of results)
  console.log(
    `  ${result.failed === 0 ? 'ok  ' : 'FAIL'} ${result.name}${result.failed === 0 ? '' : `: logs in ${result.logs ?? '(none)'}`}`,
  );
const failed = results.some((result) => result.failed !== 0);
if (!failed) lib.removeTempDirs();
lib.killAllChildren();
process.exit(failed ? 1 : 0);
