// A throwaway PostgreSQL server for the test suite, from Debian's postgresql package.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fail } from './prereqs.mjs';

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(base, versions[0], 'bin');
  }
  fail(
    "PostgreSQL server binaries not found: install Debian's postgresql package (sudo apt-get install -y postgresql), or set TEST_DATABASE_URL.",
  );
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

export async function startTempPostgres() {
  const bin = findPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres user the Debian package creates.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, Number(idOf('-u')), Number(idOf('-g')));
  const run = (args) => {
    const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const result = spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0) fail(`PostgreSQL failed (${args[0]}): ${result.stderr || result.stdout}`);
  };
  run([path.join(bin, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  run([
    path.join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * The same database over its Unix socket: a server on the same machine spends about a quarter less CPU a query
     * than over TCP to 127.0.0.1 (docs/deploy.md).
     */
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    /** The postmaster's pid (the first line of postmaster.pid), for those who watch its processes. */
    pid: () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      spawnSync(
        asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        asRoot
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']
          : ['-D', dataDir, '-m', 'immediate', 'stop'],
        { stdio: 'ignore' },
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(flag) {
  return spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
}
