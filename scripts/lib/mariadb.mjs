// A throwaway MariaDB server from Debian's mariadb-server package: the HOJ database the migration reads in
// tests and benches (HOJ runs on MySQL; MariaDB reads its dump and speaks its protocol).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const INSTALL_HINT =
  "MariaDB server not found: install Debian's mariadb-server package (sudo apt-get install -y mariadb-server).";

function findBinary(name) {
  for (const dir of ['/usr/sbin', '/usr/bin']) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(INSTALL_HINT);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether the server came up (its socket is there), or why not (it exited, or 60 s passed), with its log's end. */
async function waitForSocket(socket, child, logFile) {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) break;
    if (fs.existsSync(socket)) return { up: true };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
  return { up: false, exited: child.exitCode !== null, log };
}

function serverArgs({ dataDir, tmpDir, socket, port, dir, logFile, user }) {
  return [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--tmpdir=${tmpDir}`,
    `--socket=${socket}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--pid-file=${path.join(dir, 'pid')}`,
    `--log-error=${logFile}`,
    '--innodb-flush-log-at-trx-commit=0',
    '--skip-log-bin',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_general_ci',
    ...user,
  ];
}

/**
 * Starts MariaDB on a free port of 127.0.0.1 with its files in a fresh temporary folder, root without a
 * password, durability off (a test database). Returns its URL, its socket and `sql(text)` to run a script
 * through Debian's `mariadb` client (which understands DELIMITER, as HOJ's schema needs), and stop().
 */
export async function startTempMariadb() {
  const mariadbd = findBinary('mariadbd');
  const installDb = findBinary('mariadb-install-db');
  const client = findBinary('mariadb');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadb.sock');
  const logFile = path.join(dir, 'log');
  // A temporary folder of its own: two bootstraps at once in /tmp (two test workers) failed 2 times in 32 here,
  // one of them removing the other's temporary tables ("Could not remove temporary table '/tmp/#sql-temptable-…'");
  // 0 in 32 with their own folders.
  const tmpDir = path.join(dir, 'tmp');
  fs.mkdirSync(tmpDir);
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? ['--user=root'] : [];
  const installed = spawnSync(
    installDb,
    [
      `--datadir=${dataDir}`,
      `--tmpdir=${tmpDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...user,
    ],
    { encoding: 'utf8' },
  );
  if (installed.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`MariaDB failed (mariadb-install-db): ${installed.stderr || installed.stdout}`);
  }
  // Errors are thrown, not exits: a test worker hosts other files, which an exit would end unreported. A server
  // that exited at once is started again on another port (one probed free can be taken before it binds).
  let child;
  let port;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    child = spawn(mariadbd, serverArgs({ dataDir, tmpDir, socket, port, dir, logFile, user }), {
      stdio: 'ignore',
    });
    child.on('error', () => undefined);
    const started = await waitForSocket(socket, child, logFile);
    if (started.up) break;
    if (!started.exited) child.kill('SIGKILL');
    if (!started.exited || attempt === 2) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`MariaDB did not start (port ${port}): ${started.log}`);
    }
  }
  return {
    url: `mysql://root@127.0.0.1:${port}`,
    port,
    socket,
    /** Runs SQL text through the mariadb client (database optional); throws with the client's message. */
    sql(text, database) {
      const args = ['--no-defaults', `--socket=${socket}`, '-uroot', '--default-character-set=utf8mb4'];
      if (database) args.push(database);
      const result = spawnSync(client, args, { input: text, encoding: 'utf8', maxBuffer: 64 << 20 });
      if (result.status !== 0) throw new Error(`mariadb: ${result.stderr.trim().slice(-1500)}`);
      return result.stdout;
    },
    stop() {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
