// The deployments a load run starts, one registry entry each, from the chaos campaigns' process helpers:
// `single` is `npm start`'s default (one server on SQLite judging in its own process), `production` is
// docs/deploy.md's (Debian's nginx in front of two servers on one PostgreSQL, two remote judge daemons).
import fs from 'node:fs';
import path from 'node:path';
import { freePort, kill9, onInterrupt, startJudge, startServer, tempDir } from '../chaos/lib.mjs';
import { findNginx, startNginx } from '../chaos/proxy.mjs';

/** The production judge lease (30 s, the default); the campaigns shorten it, a contest does not. */
const LEASE_SECONDS = 30;

async function startSingle(dir) {
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const server = await startServer({
    dataDir,
    port: await freePort(),
    leaseSeconds: LEASE_SECONDS,
    judgeEmbedded: true,
    log: path.join(dir, 'server.log'),
  });
  return {
    baseUrl: server.url,
    database: { sqliteFile: path.join(dataDir, 'judge.sqlite') },
    processes: () => [{ name: 'server (+judge)', pid: server.child.pid }],
    stop: () => kill9(server),
  };
}

/**
 * nginx's worker connections for N contestants, as docs/deploy.md sizes them: each holds a client and an upstream
 * connection, a browser may open more than one, and the push stream holds two more (client and upstream). The
 * 1024 of the chaos campaigns (Debian's nginx.conf has 768) dropped kept-alive contestants at 2,000, and 4 per
 * contestant without the push stream's two made nginx close kept-alive connections at a contest's start
 * ("worker_connections are not enough, reusing connections"; docs/load.md, "Measured").
 */
export const workerConnectionsFor = (contestants) => Math.max(1024, 6 * contestants + 256);

async function startProduction(dir, { contestants }) {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is missing: sudo apt-get install -y nginx');
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const { startTempPostgres } = await import('../scripts/lib/postgres.mjs');
  const postgres = await startTempPostgres();
  const forget = onInterrupt(() => postgres.stop());
  const ports = [await freePort(), await freePort()];
  const servers = [];
  // One after the other: the first migrates, the second finds nothing left to do (docs/deploy.md).
  for (const [i, port] of ports.entries())
    servers.push(
      await startServer({
        dataDir,
        port,
        // Over the socket, as docs/deploy.md sets it up for a database on the same machine.
        databaseUrl: postgres.socketUrl,
        leaseSeconds: LEASE_SECONDS,
        log: path.join(dir, `server-${i + 1}.log`),
      }),
    );
  const accessLog = path.join(dir, 'nginx-access.log');
  const proxy = await startNginx(nginxBinary, dir, await freePort(), ports, {
    workerConnections: workerConnectionsFor(contestants),
    accessLog,
  });
  const judges = ['a', 'b'].map((slot) =>
    startJudge({
      serverUrl: proxy.url,
      name: `load-${slot}`,
      cacheDir: path.join(dir, 'judge-cache'),
      log: path.join(dir, `judge-${slot}.log`),
    }),
  );
  return {
    baseUrl: proxy.url,
    database: { databaseUrl: postgres.url },
    /** nginx's timing of each request (load/proxy-log.mjs); read once the run has stopped the proxy. */
    accessLog,
    /** `--kill-server`: the first server dies as a crashed process does (SIGKILL), nginx keeps the other. */
    killServer: () => kill9(servers[0]),
    processes: () => [
      { name: 'nginx', pid: proxy.child.pid },
      ...servers.map((server, i) => ({ name: `server ${i + 1}`, pid: server.child.pid })),
      ...judges.map((judge, i) => ({ name: `judge ${i + 1}`, pid: judge.child.pid })),
      { name: 'postgresql', pid: postgres.pid() },
    ],
    async stop() {
      for (const proc of [...judges, ...servers]) await kill9(proc);
      proxy.child.kill('SIGQUIT');
      await proxy.exited;
      postgres.stop();
      forget();
    },
  };
}

export const TOPOLOGIES = { single: startSingle, production: startProduction };

/** Starts the named topology in a temporary folder (logs of every process are kept there). */
export async function startTopology(name, options) {
  const start = TOPOLOGIES[name];
  if (!start) throw new Error(`unknown topology ${name}; one of ${Object.keys(TOPOLOGIES).join(', ')}`);
  const dir = tempDir(`load-${name}-`);
  return { dir, ...(await start(dir, options)) };
}
