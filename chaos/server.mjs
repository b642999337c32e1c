// Campaign 2: the server killed. One server (SQLite, or PostgreSQL) with two remote judge daemons; simulated
// users register (with the mailed code), submit and post discussions without pause while the server is killed
// with SIGKILL at random moments and restarted on the same port and data, as systemd's Restart=always would.
// A write counts as accepted when it was answered 200; one cut off by the kill may or may not be there.
// At the end: the database opens and passes its checks, every accepted write is there, nothing is half
// written, and the queue resumed: every submission in the table, accepted or not, is judged exactly once.
import path from 'node:path';
import {
  MIX,
  USER_PASSWORD,
  WAITING,
  client,
  freePort,
  heading,
  kill9,
  onInterrupt,
  openDatabase,
  randomBetween,
  setUpSite,
  signInUsers,
  sleep,
  startJudge,
  startServer,
  submit,
  tempDir,
  verifySubmissions,
  waitJudged,
} from './lib.mjs';

/** One simulated user's loop: submit (most), post a discussion, or register a new account; never stops for errors. */
async function userLoop({ user, index, site, db, stop, accepted, counters }) {
  let n = 0;
  while (!stop.stopped) {
    n += 1;
    // A user's pause between actions; submissions stop at the campaign's count, posts and sign-ups go on.
    await sleep(randomBetween(50, 400));
    const roll = Math.random();
    try {
      if (roll < 0.6 && stop.submissionsLeft > 0) {
        // Counted as made when acknowledged: one that found the server down is made again later.
        stop.submissionsLeft -= 1;
        const kind = MIX[(index * 7 + n) % MIX.length];
        const { id } = await submit(user, site.pid, kind).catch((error) => {
          stop.submissionsLeft += 1;
          throw error;
        });
        if (id !== null) accepted.submissions.set(id, kind);
        else counters.refused += 1;
      } else if (roll < 0.85) {
        const title = `chaos ${user.username} #${n}`;
        const answer = await user.call('POST', '/api/discussion', {
          title,
          description: 'written while the server is being killed',
          content: `post ${n} of ${user.username}`,
          categoryId: 1,
        });
        if (answer.status === 200) accepted.discussions.set(Number(answer.data.id), title);
        else counters.refused += 1;
      } else {
        const username = `reg${index}x${n}`;
        const email = `${username}@chaos.example`;
        const guest = client(user.baseUrl, { ip: `10.2.${index}.${(n % 250) + 1}` });
        const sent = await guest.call('GET', '/api/get-register-code', undefined, { query: { email } });
        if (sent.status !== 200) {
          counters.refused += 1;
          continue;
        }
        // The code went to the outbox (no SMTP here); the campaign reads it where root would.
        const [code] = await db.query(
          'select code from email_codes where email = ? and purpose = ? order by id desc limit 1',
          [email, 'register'],
        );
        if (!code) throw new Error(`no register code for ${email} after a 200`);
        const answer = await guest.call('POST', '/api/register', {
          username,
          password: USER_PASSWORD,
          email,
          code: code.code,
        });
        if (answer.status === 200) accepted.users.add(username);
        else counters.refused += 1;
      }
    } catch (error) {
      // The server is down (killed, restarting): a write without an answer is not accepted; try again soon.
      if (error instanceof Error && /no register code/.test(error.message)) throw error;
      counters.cutOff += 1;
      await sleep(200);
    }
  }
}

/**
 * Checks that need no knowledge of what was accepted: the database's own integrity check (SQLite), no row
 * half written across the tables a write touches together, and every judge claim given up.
 */
async function integrity(db, dialect) {
  const problems = [];
  if (dialect === 'sqlite') {
    const [check] = await db.query('pragma integrity_check');
    if (Object.values(check)[0] !== 'ok') problems.push(`integrity_check: ${JSON.stringify(check)}`);
    const orphans = await db.query('pragma foreign_key_check');
    if (orphans.length > 0)
      problems.push(`foreign_key_check: ${orphans.length} rows, e.g. ${JSON.stringify(orphans[0])}`);
  }
  const [noCases] = await db.query(
    `select count(*) as n from submissions s where s.status not in (${[...WAITING, -2].join(',')})
      and not exists (select 1 from judge_cases c where c.submission_id = s.id)`,
  );
  if (Number(noCases.n) > 0) problems.push(`${noCases.n} judged submissions without their case results`);
  const [claimed] = await db.query(
    `select count(*) as n from submissions where claimed_by is not null and status not in (${WAITING.join(',')})`,
  );
  if (Number(claimed.n) > 0) problems.push(`${claimed.n} finished submissions still claimed by a judge`);
  const [noAuthor] = await db.query(
    'select count(*) as n from discussions d where not exists (select 1 from users u where u.uid = d.uid)',
  );
  if (Number(noAuthor.n) > 0) problems.push(`${noAuthor.n} discussions without their author`);
  return problems;
}

export async function serverKillCampaign({ dialect, kills, submissions, users = 6, leaseSeconds = 5 }) {
  heading(
    `Campaign 2 (${dialect}): the server killed ${kills} times while users register, post and make ${submissions} submissions`,
  );
  const dir = tempDir(`chaos-server-${dialect}-`);
  let postgres = null;
  let forget = () => undefined;
  if (dialect === 'postgres') {
    const { startTempPostgres } = await import('../scripts/lib/postgres.mjs');
    postgres = await startTempPostgres();
    forget = onInterrupt(() => postgres.stop());
  }
  const databaseUrl = postgres?.url;
  const port = await freePort();
  const log = path.join(dir, 'server.log');
  const boot = () => startServer({ dataDir: dir, port, databaseUrl, leaseSeconds, log });
  let server = await boot();
  const site = await setUpSite(server.url, { users });
  const clients = await signInUsers(server.url, site.usernames);
  const db = await openDatabase({ sqliteFile: path.join(dir, 'judge.sqlite'), databaseUrl });
  const cacheDir = path.join(dir, 'judge-cache');
  const judges = ['a', 'b'].map((slot) =>
    startJudge({
      serverUrl: server.url,
      name: `chaos-${dialect}-${slot}`,
      cacheDir,
      log: path.join(dir, 'judges.log'),
    }),
  );

  const accepted = { submissions: new Map(), discussions: new Map(), users: new Set() };
  const counters = { refused: 0, cutOff: 0 };
  const stop = { stopped: false, submissionsLeft: submissions };
  const loops = clients.map((user, index) => {
    user.baseUrl = server.url;
    return userLoop({ user, index, site, db, stop, accepted, counters });
  });
  const started = Date.now();
  const restartMs = [];
  for (let k = 0; k < kills; k++) {
    await sleep(randomBetween(1000, 4000));
    await kill9(server);
    server = await boot();
    restartMs.push(server.startMs);
  }
  stop.stopped = true;
  await Promise.all(loops);
  const faultsEnded = Date.now();

  // The queue resumes: every submission that reached the table is judged, acknowledged or not.
  const all = (await db.query('select id from submissions')).map((row) => Number(row.id));
  const stillWaiting = await waitJudged(db, all);
  const drained = Date.now();
  const { figures, examples } = await verifySubmissions(db, site.pid, accepted.submissions);
  const missing = [];
  for (const [id, title] of accepted.discussions) {
    const [row] = await db.query('select title from discussions where id = ?', [id]);
    if (row?.title !== title) missing.push(`discussion ${id}`);
  }
  for (const username of accepted.users) {
    const [row] = await db.query('select uid from users where username = ?', [username]);
    if (!row) missing.push(`user ${username}`);
  }
  await kill9(server);
  for (const judge of judges) await kill9(judge);
  // After the last kill: the database opens again (a fresh connection) and passes its checks.
  await db.close();
  const reopened = await openDatabase({ sqliteFile: path.join(dir, 'judge.sqlite'), databaseUrl });
  const problems = await integrity(reopened, dialect);
  const [inTable] = await reopened.query('select count(*) as n from submissions');
  await reopened.close();
  forget();
  postgres?.stop();

  const median = [...restartMs].sort((a, b) => a - b)[Math.floor(restartMs.length / 2)];
  console.log(
    `  server kills ${kills} in ${Math.round((faultsEnded - started) / 1000)} s, restarts ${restartMs.length} ` +
      `(median restart to healthy ${(median / 1000).toFixed(1)} s: the server was down ` +
      `${Math.round((100 * restartMs.reduce((sum, ms) => sum + ms, 0)) / (faultsEnded - started))}% of that time); ` +
      `calls that found the server down or were cut off ${counters.cutOff} (tried again), refused ${counters.refused}`,
  );
  console.log(
    `  accepted: submissions ${accepted.submissions.size} (${inTable.n} in the table), discussions ` +
      `${accepted.discussions.size}, registrations ${accepted.users.size}; missing after the kills ${missing.length}`,
  );
  console.log(
    `  submissions lost ${figures.lost}, stuck ${figures.stuck}, wrong verdict ${figures.wrong}, doubled ${figures.doubled}; ` +
      `problem counters ${figures.counted} for ${figures.finished} finished; ${stillWaiting} of ${all.length} still waiting ` +
      `${Math.round((drained - faultsEnded) / 1000)} s after the last restart${stillWaiting > 0 ? ' (the queue stopped moving for 60 s)' : ''}`,
  );
  console.log(`  database checks: ${problems.length === 0 ? 'ok' : problems.join('; ')}`);
  for (const line of [...examples, ...missing.slice(0, 5)]) console.log(`  ! ${line}`);
  const failed =
    figures.lost +
    figures.stuck +
    figures.wrong +
    figures.doubled +
    missing.length +
    problems.length +
    stillWaiting;
  return { name: `server killed (${dialect})`, failed, figures, kills, logs: dir };
}
