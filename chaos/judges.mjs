// Campaign 1: judge daemons killed while work drains. One server (SQLite, no embedded judge) and two remote
// judge daemons; users submit A+B sources of known verdicts through the API while a daemon is killed with
// SIGKILL at random moments (during its start, a claim, a compile, a run, a result) and restarted at once
// under a fresh name, as systemd would. At the end every acknowledged submission must have exactly one
// final result, the right one, and no judge may still hold a claim.
import fs from 'node:fs';
import path from 'node:path';
import {
  MIX,
  WAITING,
  heading,
  kill9,
  openDatabase,
  randomBetween,
  setUpSite,
  signInUsers,
  sleep,
  startJudge,
  startServer,
  submit,
  freePort,
  tempDir,
  verifySubmissions,
  waitJudged,
} from './lib.mjs';

/** Submissions kept waiting while the daemons are killed: several tasks per daemon. */
const BACKLOG = 10;

export async function judgeKillCampaign({ submissions, kills, baseline = 40, users = 20, leaseSeconds = 5 }) {
  heading(`Campaign 1: ${kills} judge daemon kills while ${submissions} submissions drain (SQLite)`);
  const dir = tempDir('chaos-judges-');
  const server = await startServer({
    dataDir: dir,
    port: await freePort(),
    leaseSeconds,
    log: path.join(dir, 'server.log'),
  });
  const site = await setUpSite(server.url, { users });
  const clients = await signInUsers(server.url, site.usernames);
  const cacheDir = path.join(dir, 'judge-cache');
  let generation = 0;
  /** A daemon for slot a or b, under a fresh name (as a restarted daemon has), with a log of its own. */
  const start = (slot) => {
    const name = `chaos-${slot}-g${++generation}`;
    const log = path.join(dir, `judge-${name}.log`);
    return { name, log, ...startJudge({ serverUrl: server.url, name, cacheDir, log }) };
  };
  /** Until the daemon says it is connected (its start-up: sandbox, languages, the server's key check). */
  const connected = async (judge) => {
    for (let i = 0; i < 1200; i++) {
      if (fs.existsSync(judge.log) && fs.readFileSync(judge.log, 'utf8').includes(`as ${judge.name} (`))
        return;
      if (judge.child.exitCode !== null) throw new Error(`judge ${judge.name} exited (log: ${judge.log})`);
      await sleep(50);
    }
    throw new Error(`judge ${judge.name} did not connect in 60 s (log: ${judge.log})`);
  };
  const judges = [start('a'), start('b')];
  await Promise.all(judges.map(connected));

  const expected = new Map();
  const refused = [];
  let submitted = 0;
  const submitSome = async (count) => {
    for (let i = 0; i < count && submitted < submissions; i++, submitted++) {
      const kind = MIX[submitted % MIX.length];
      const user = clients[submitted % clients.length];
      const { id, answer } = await submit(user, site.pid, kind);
      if (id === null) refused.push(`${answer.status} ${answer.msg}`);
      else expected.set(id, kind);
    }
  };

  // Baseline in the same run: a batch queued at once and drained by both daemons with no kill.
  const db = await openDatabase({ sqliteFile: path.join(dir, 'judge.sqlite') });
  const baselineStarted = Date.now();
  const before = expected.size;
  const batch = [];
  for (let i = 0; i < baseline; i++) {
    const kind = MIX[i % MIX.length];
    const { id, answer } = await submit(clients[i % clients.length], site.pid, kind);
    if (id === null) refused.push(`${answer.status} ${answer.msg}`);
    else {
      expected.set(id, kind);
      batch.push(id);
    }
  }
  await waitJudged(db, batch);
  const baselinePerMinute = ((expected.size - before) * 60_000) / (Date.now() - baselineStarted);

  // The submissions are spread over the kills, keeping a backlog of BACKLOG waiting, so that each kill lands
  // while work is queued and running (a queue drained between kills would mostly kill idle daemons).
  const started = Date.now();
  const killedAt = { idle: 0, busy: 0 };
  let allJudgedAt = null;
  /** Submissions a daemon held when it was killed, with its name. */
  const heldBy = new Map();
  for (let k = 0; k < kills; k++) {
    const [waiting] = await db.query(
      `select count(*) as n from submissions where status in (${WAITING.join(',')})`,
    );
    const left = submissions - submitted;
    // The moment all of the campaign's submissions are judged (the kills may go on after it, on idle daemons).
    if (left === 0 && Number(waiting.n) === 0 && allJudgedAt === null) allJudgedAt = Date.now();
    await submitSome(Math.max(BACKLOG - Number(waiting.n), Math.ceil(left / (kills - k))));
    // A random moment of a running daemon's life: claiming, downloading test data, compiling, running, writing.
    await Promise.all(judges.map(connected));
    await sleep(randomBetween(200, 2500));
    const slot = Math.random() < 0.5 ? 0 : 1;
    const victim = judges[slot];
    await kill9(victim);
    // What it held at its death: these must be judged again by another daemon once the lease lapses.
    const held = await db.query('select id from submissions where claimed_by = ? and status in (5, 6, 7)', [
      `remote:${victim.name}`,
    ]);
    for (const row of held) heldBy.set(Number(row.id), victim.name);
    if (held.length > 0) killedAt.busy += 1;
    else killedAt.idle += 1;
    judges[slot] = start(slot === 0 ? 'a' : 'b');
    if ((k + 1) % 10 === 0)
      process.stdout.write(
        `  ${k + 1} kills, ${expected.size} submitted (${Math.round((Date.now() - started) / 1000)} s)\n`,
      );
  }
  await submitSome(submissions);
  const faultsEnded = Date.now();
  // Throughput under kills: the campaign's submissions over the time until the last of them was judged.
  const stillWaiting = await waitJudged(db, [...expected.keys()]);
  const drained = Date.now();
  const faultPerMinute = ((expected.size - batch.length) * 60_000) / ((allJudgedAt ?? drained) - started);
  const { figures, examples } = await verifySubmissions(db, site.pid, expected);
  // Who finished what the dead held: another daemon (after the lease), or the dead one itself, whose
  // result had reached the server just before the kill (written after the count above was taken).
  const heldOutcome = { rejudged: 0, ownResult: 0 };
  for (const [id, name] of heldBy) {
    const [row] = await db.query('select judger, version from submissions where id = ?', [id]);
    if (row?.judger === name) heldOutcome.ownResult += 1;
    else heldOutcome.rejudged += 1;
  }
  await db.close();
  for (const judge of judges) await kill9(judge);
  await kill9(server);

  const seconds = (ms) => (ms / 1000).toFixed(0);
  console.log(
    `  submissions acknowledged ${figures.acknowledged} (${batch.length} of them the baseline; refused ${refused.length}), ` +
      `daemon kills ${kills} ` +
      `(${killedAt.busy} while holding a task, ${killedAt.idle} between tasks), restarts ${kills}; ` +
      `tasks a killed daemon held ${heldBy.size}: ${heldOutcome.rejudged} judged again by another daemon, ` +
      `${heldOutcome.ownResult} finished by the killed one's result already on its way`,
  );
  console.log(
    `  lost ${figures.lost}, stuck ${figures.stuck}, wrong verdict ${figures.wrong}, doubled ${figures.doubled}; ` +
      `claimed more than once ${figures.rejudged} (${((100 * figures.rejudged) / Math.max(1, figures.acknowledged)).toFixed(1)}%); ` +
      `problem counters ${figures.counted} for ${figures.finished} finished`,
  );
  console.log(
    `  judged per minute while daemons were being killed ${faultPerMinute.toFixed(0)} (${expected.size - batch.length} in ` +
      `${seconds((allJudgedAt ?? drained) - started)} s), without kills ` +
      `${baselinePerMinute.toFixed(0)} (${baseline} queued at once): ratio ${(faultPerMinute / baselinePerMinute).toFixed(2)}; ` +
      `faults ${seconds(faultsEnded - started)} s, the rest drained ${seconds(drained - faultsEnded)} s later ` +
      `(${((drained - faultsEnded) / 1000 / leaseSeconds).toFixed(1)} leases of ${leaseSeconds} s); ${stillWaiting} still waiting`,
  );
  for (const line of examples) console.log(`  ! ${line}`);
  for (const line of refused.slice(0, 3)) console.log(`  ! refused: ${line}`);
  const failed = figures.lost + figures.stuck + figures.wrong + figures.doubled + refused.length;
  return { name: 'judge daemons killed', failed, figures, kills, logs: dir };
}
