// Installs what the two README commands need. Plain JavaScript with no dependencies: it runs before
// `npm ci` has put anything in node_modules.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function step(message) {
  console.log(`\n▶ ${message}`);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(
      `Node.js ${process.versions.node} is too old: install Node.js 20.19 or newer (https://nodejs.org or your distribution's nodejs package).`,
    );
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function commandExists(command) {
  if (command.startsWith('/')) return fs.existsSync(command);
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Reads `package command` lines from the debian-packages.txt files that the workspaces keep. */
export function debianPackagesFrom(...files) {
  const wanted = [];
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
      const trimmed = line.replace(/#.*/, '').trim();
      if (!trimmed) continue;
      const [pkg, command] = trimmed.split(/\s+/);
      wanted.push({ pkg, command });
    }
  }
  return wanted;
}

function installed(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * Installs the missing Debian packages when run as root; otherwise names them in one line.
 * `required: false` only warns (npm start runs without an optional toolchain).
 */
export function ensureDebianPackages(wanted, { required }) {
  const missing = wanted.filter(
    ({ pkg, command }) => (command ? !commandExists(command) : false) || !installed(pkg),
  );
  if (missing.length === 0) return;
  const names = [...new Set(missing.map((m) => m.pkg))];
  if (!isRoot() || !commandExists('apt-get')) {
    const line = `Missing Debian packages: ${names.join(' ')}. Install them with: sudo apt-get install -y ${names.join(' ')}`;
    if (required) fail(line);
    console.warn(`⚠ ${line}`);
    return;
  }
  step(`Installing Debian packages: ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  run(['update', '-q']);
  // One by one after a failed batch, so a package this release lacks doesn't block the others.
  if (!run(['install', '-y', '-q', '--no-install-recommends', ...names])) {
    const failed = names.filter((name) => !run(['install', '-y', '-q', '--no-install-recommends', name]));
    if (failed.length > 0) {
      const line = `Could not install Debian packages: ${failed.join(' ')}`;
      if (required) fail(line);
      console.warn(`⚠ ${line}`);
    }
  }
}

/** Runs `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureNpmDependencies() {
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.package-lock.json');
  const fresh = fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh && fs.existsSync(path.join(ROOT, 'node_modules', 'better-sqlite3', 'build'))) return;
  step('Installing npm packages (npm ci)');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    fail(
      'npm ci failed: see the messages above (a C++ compiler, make and python3 are needed to build better-sqlite3).',
    );
}

export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its sources (or the shared contract) changed since the last build. */
export function ensureWebBuilt({ force = false } = {}) {
  const dist = path.join(ROOT, 'apps/web/dist/index.html');
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/web')),
    newestMtime(path.join(ROOT, 'packages/contract')),
  );
  if (!force && built > sources) return;
  step('Building the web app');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('The web build failed: see the messages above.');
}

export function sh(command, args, options = {}) {
  return execFileSync(command, args, { encoding: 'utf8', ...options });
}
