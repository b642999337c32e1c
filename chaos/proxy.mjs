// Campaign 3: two servers on one PostgreSQL behind nginx (Debian's, with the upstream block of docs/deploy.md),
// one DATA_DIR for both (the shared storage of docs/deploy.md), two remote judges connected through nginx.
// Users sign in on one server and work on the other, and submit through nginx; one server is killed with
// SIGKILL in the middle. Checked: a session made on either server works on the other, a logout on one holds
// on the other at once (the session caches listen to PostgreSQL), sign-ins and sessions keep working through
// nginx after the kill, and every acknowledged submission is judged exactly once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  MIX,
  USER_PASSWORD,
  client,
  freePort,
  heading,
  kill9,
  onInterrupt,
  openDatabase,
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
import { PROXY_LOG_FORMAT } from '../load/proxy-log.mjs';

/** How long a logout on one server may still leave the session working on the other (NOTIFY's delivery). */
const LOGOUT_WINDOW_MS = 1000;

/** Debian's nginx (installed with apt-get when running as root), or null. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log('  installing nginx (apt-get install -y nginx)');
    const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  return null;
}

/**
 * The reads the HOJ API makes as POST (a verdict poll, the board, the unread announcements, problem statuses): they
 * change nothing, so nginx may resend one to the other server when the first dies with it in flight
 * (`non_idempotent`); docs/deploy.md's config has the same location.
 */
export const POST_READS =
  '^/api/(check-submissions-status|check-contest-submissions-status|get-contest-rank|get-contest-not-read-announcement|get-user-problem-status)$';

/**
 * No access log, or (a load run's) one line per request with nginx's own timing: load/proxy-log.mjs reads it.
 * Buffered, so that writing it costs nginx no system call per request.
 */
function accessLogLines(file) {
  if (!file) return '  access_log off;';
  return `  log_format timing '${PROXY_LOG_FORMAT}';
  access_log ${file} timing buffer=256k flush=1s;`;
}

/**
 * nginx in the foreground with a configuration of its own (nothing under /etc is touched), docs/deploy.md's
 * upstream block and locations. Each proxied client holds two of the worker's connections (its own and the
 * upstream one): a load of many clients passes `workerConnections` above twice their number, or nginx drops
 * kept-alive clients. A signed-in caller's requests go to one server (hashed by their Authorization header),
 * another when that one fails; a guest's are spread request by request.
 */
export async function startNginx(
  binary,
  dir,
  port,
  upstreams,
  { workerConnections = 1024, accessLog = null } = {},
) {
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name) => path.join(dir, `nginx-${name}`);
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
${accessLogLines(accessLog)}
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  map $http_authorization $judge_affinity {
    "" $request_id;
    default $http_authorization;
  }
  upstream judge_servers {
    hash $judge_affinity consistent;
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 300m;
    proxy_read_timeout 60s;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / {
      proxy_pass http://judge_servers;
      proxy_next_upstream error timeout http_502 http_503;
    }
    location ~ ${POST_READS} {
      proxy_pass http://judge_servers;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
    # The push stream (docs/live-updates.md), as docs/deploy.md serves it: unbuffered, held open.
    location = /api/live {
      proxy_pass http://judge_servers;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-e', path.join(dir, 'nginx-error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null || i > 100)
      throw new Error(`nginx did not start (log: ${dir}/nginx-error.log)`);
    await sleep(100);
  }
  return { child, exited, url };
}

export async function proxyCampaign({ submissions, users = 10, leaseSeconds = 5 }) {
  heading(
    `Campaign 3: two servers on PostgreSQL behind nginx, two judges, one server killed (${submissions} submissions)`,
  );
  const nginx = findNginx();
  if (!nginx) {
    console.log(
      '  skipped: nginx is missing; run `sudo apt-get install -y nginx` (or run this as root) and again',
    );
    return { name: 'two servers behind nginx', failed: 1, logs: null };
  }
  const dir = tempDir('chaos-proxy-');
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const { startTempPostgres } = await import('../scripts/lib/postgres.mjs');
  const postgres = await startTempPostgres();
  const forget = onInterrupt(() => postgres.stop());
  const databaseUrl = postgres.url;
  const ports = [await freePort(), await freePort()];
  // One after the other: the first migrates, the second finds nothing left to do (docs/deploy.md).
  const servers = [];
  for (const [i, port] of ports.entries())
    servers.push(
      await startServer({
        dataDir,
        port,
        databaseUrl,
        leaseSeconds,
        log: path.join(dir, `server-${i + 1}.log`),
      }),
    );
  const proxy = await startNginx(nginx, dir, await freePort(), ports);
  const db = await openDatabase({ databaseUrl });
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
    return ok;
  };
  try {
    const site = await setUpSite(proxy.url, { users });
    const judges = ['a', 'b'].map((slot) =>
      startJudge({
        serverUrl: proxy.url,
        name: `chaos-proxy-${slot}`,
        cacheDir: path.join(dir, 'judge-cache'),
        log: path.join(dir, 'judges.log'),
      }),
    );

    // Sessions across servers: signed in on one, used on the other; a logout on one holds on the other.
    const crossServer = { ok: 0, failed: 0, logoutMs: [] };
    for (const [from, to] of [
      [0, 1],
      [1, 0],
    ]) {
      const onFrom = client(servers[from].url, { ip: `10.3.${from}.1` });
      await onFrom.login(site.usernames[0], USER_PASSWORD);
      const onTo = client(servers[to].url, { ip: `10.3.${from}.1` });
      onTo.token = onFrom.token;
      const used = await onTo.call('GET', '/api/get-user-info');
      check(used.status === 200, `a session made on server ${from + 1} is refused on server ${to + 1}`);
      // Read once on `from` too, so its cache holds the session the logout on `to` must end.
      await onFrom.call('GET', '/api/get-user-info');
      await onTo.ok('GET', '/api/logout');
      // The other server hears of the logout through PostgreSQL's NOTIFY, sent at the commit: measure how
      // long after the logout's answer the session still works there (0 when the very next call is refused).
      const loggedOut = Date.now();
      let after = await onFrom.call('GET', '/api/get-user-info');
      while (after.status === 200 && Date.now() - loggedOut < LOGOUT_WINDOW_MS) {
        await sleep(5);
        after = await onFrom.call('GET', '/api/get-user-info');
      }
      crossServer.logoutMs.push(Date.now() - loggedOut);
      const honoured = check(
        after.status === 401,
        `a logout on server ${to + 1} is not honoured on server ${from + 1} within ${LOGOUT_WINDOW_MS} ms`,
      );
      if (used.status === 200 && honoured) crossServer.ok += 1;
      else crossServer.failed += 1;
    }

    // Load through nginx; server 1 is killed when half of the submissions are in.
    const clients = await signInUsers(proxy.url, site.usernames);
    const expected = new Map();
    const answers = { before: { ok: 0, failed: 0, seen: [] }, after: { ok: 0, failed: 0, seen: [] } };
    const fault = (phase, text) => {
      phase.failed += 1;
      if (phase.seen.length < 3) phase.seen.push(text.replace(/\s+/g, ' ').slice(0, 100));
    };
    let killed = false;
    let made = 0;
    const worker = async (user, index) => {
      while (made < submissions) {
        const n = made++;
        // Calls started before the kill include those in flight on server 1 when it died: nginx answers
        // them 502 (it repeats on the other server only requests it had not sent yet, or may repeat).
        const phase = killed ? answers.after : answers.before;
        try {
          const { id, answer } = await submit(user, site.pid, MIX[n % MIX.length]);
          if (id !== null) {
            expected.set(id, MIX[n % MIX.length]);
            phase.ok += 1;
          } else fault(phase, `submit: ${answer.status} ${answer.msg}`);
          // Follow the verdict as the web does, through nginx (either server answers).
          const polled = await user.call('POST', '/api/check-submissions-status', { submitIds: [id ?? 1] });
          if (polled.status === 200) phase.ok += 1;
          else fault(phase, `poll: ${polled.status} ${polled.msg}`);
        } catch (error) {
          fault(phase, `no answer: ${error instanceof Error ? error.message : error}`);
        }
        if (index === 0 && !killed && made >= submissions / 2) {
          killed = true;
          await kill9(servers[0]);
        }
      }
    };
    await Promise.all(clients.map((user, index) => worker(user, index)));

    // After the kill: fresh sign-ins through nginx work, and the sessions made before it still do.
    const logins = { ok: 0, failed: 0 };
    for (const [i, username] of site.usernames.entries()) {
      const fresh = client(proxy.url, { ip: `10.4.0.${i + 1}` });
      try {
        await fresh.login(username, USER_PASSWORD);
        const me = await fresh.call('GET', '/api/get-user-info');
        if (me.status === 200) logins.ok += 1;
        else logins.failed += 1;
      } catch {
        logins.failed += 1;
      }
      const old = await clients[i].call('GET', '/api/get-user-info');
      if (old.status === 200) logins.ok += 1;
      else logins.failed += 1;
    }
    check(logins.failed === 0, `${logins.failed} sign-ins or sessions failed after the kill`);

    const stillWaiting = await waitJudged(db, [...expected.keys()]);
    const { figures, examples } = await verifySubmissions(db, site.pid, expected);
    for (const judge of judges) await kill9(judge);

    console.log(
      `  sessions across the two servers: ${crossServer.ok} of 2 directions used and logged out ` +
        `(the logout held on the other server after ${crossServer.logoutMs.join(' and ')} ms); ` +
        `after killing server 1: ${logins.ok} of ${logins.ok + logins.failed} sign-ins and old sessions through nginx worked`,
    );
    console.log(
      `  calls through nginx: started before the kill ${answers.before.ok} ok, ${answers.before.failed} failed ` +
        `(in flight on the killed server); ` +
        `after it ${answers.after.ok} ok, ${answers.after.failed} failed`,
    );
    for (const text of [...answers.before.seen, ...answers.after.seen]) console.log(`  - ${text}`);
    console.log(
      `  submissions acknowledged ${figures.acknowledged}: lost ${figures.lost}, stuck ${figures.stuck}, ` +
        `wrong verdict ${figures.wrong}, doubled ${figures.doubled}; judged again after server 1's claims lapsed ` +
        `${figures.rejudged}; problem counters ${figures.counted} for ${figures.finished} finished; ${stillWaiting} still waiting`,
    );
    for (const line of [...failures, ...examples]) console.log(`  ! ${line}`);
    const failed =
      failures.length + figures.lost + figures.stuck + figures.wrong + figures.doubled + stillWaiting;
    return { name: 'two servers behind nginx', failed, figures, logs: dir };
  } finally {
    await db.close();
    proxy.child.kill('SIGQUIT');
    await proxy.exited;
    for (const server of servers) await kill9(server);
    forget();
    postgres.stop();
  }
}
