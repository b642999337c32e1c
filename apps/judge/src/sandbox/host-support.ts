// Start-up detection: can this host give us a real sandbox? The answer is one line the operator can act on.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CgroupV1Layout {
  version: 1;
  /** Mount points of the controllers we need, each the directory our process tree lives in. */
  memory: string;
  cpuacct: string;
  pids: string;
  freezer: string;
}
export interface CgroupV2Layout {
  version: 2;
  /** The delegated directory under which we may create child groups. */
  base: string;
}
export type CgroupLayout = CgroupV1Layout | CgroupV2Layout;

export interface HostSupport {
  ok: boolean;
  /** Each missing piece, in words an operator can act on. */
  missing: string[];
  cgroup?: CgroupLayout;
  /** One line for the start-up log. */
  summary: string;
}

interface MountEntry {
  path: string;
  type: string;
  options: string[];
}

function readMounts(): MountEntry[] {
  return readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, path, type, options] = line.split(' ');
      return { path, type, options: options.split(',') };
    });
}

/** Our own cgroup path inside a v1 hierarchy (from /proc/self/cgroup), so we nest under what we were given. */
function ownCgroupPath(controller: string | null): string {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (path === undefined) continue;
    if (controller === null ? controllers === '' : controllers.split(',').includes(controller)) return path;
  }
  return '/';
}

function canCreateChild(dir: string): boolean {
  const probe = join(dir, `judge-probe-${process.pid}`);
  try {
    mkdirSync(probe);
    rmdirSync(probe);
    return true;
  } catch {
    return false;
  }
}

function detectCgroupV1(mounts: MountEntry[]): CgroupV1Layout | string {
  const controllers = ['memory', 'cpuacct', 'pids', 'freezer'] as const;
  const found: Partial<Record<(typeof controllers)[number], string>> = {};
  for (const controller of controllers) {
    const mount = mounts.find((entry) => entry.type === 'cgroup' && entry.options.includes(controller));
    if (!mount) return `cgroup v1 controller "${controller}" is not mounted`;
    const dir = join(mount.path, ownCgroupPath(controller));
    const usable =
      existsSync(dir) && canCreateChild(dir) ? dir : canCreateChild(mount.path) ? mount.path : null;
    if (!usable) return `no write access to the cgroup v1 "${controller}" hierarchy at ${mount.path}`;
    found[controller] = usable;
  }
  return { version: 1, ...(found as Record<(typeof controllers)[number], string>) };
}

function detectCgroupV2(mounts: MountEntry[]): CgroupV2Layout | string {
  const mount = mounts.find((entry) => entry.type === 'cgroup2');
  if (!mount) return 'no cgroup2 mount';
  const available = readFileSync(join(mount.path, 'cgroup.controllers'), 'utf8').trim().split(/\s+/);
  const needed = ['memory', 'pids', 'cpu'].filter((name) => !available.includes(name));
  if (needed.length > 0) return `cgroup v2 at ${mount.path} lacks the controllers: ${needed.join(', ')}`;
  const base = join(mount.path, ownCgroupPath(null));
  if (!canCreateChild(base)) return `no write access to the delegated cgroup v2 directory ${base}`;
  return { version: 2, base };
}

function commandExists(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function detectHostSupport(): HostSupport {
  const missing: string[] = [];
  if (process.platform !== 'linux') missing.push('Linux is required');
  if (process.getuid?.() !== 0) missing.push('root is required (namespaces, cgroups and per-box uids)');
  if (!commandExists('gcc'))
    missing.push('gcc is required to build the sandbox helper (apt-get install gcc)');
  let cgroup: CgroupLayout | undefined;
  if (process.platform === 'linux') {
    const mounts = readMounts();
    // Prefer v1 when its controllers are mounted and writable: on hybrid hosts the v2 mount usually has
    // no controllers. Otherwise use v2 (all current distributions).
    const v1 = detectCgroupV1(mounts);
    const v2 = typeof v1 === 'string' ? detectCgroupV2(mounts) : undefined;
    if (typeof v1 !== 'string') cgroup = v1;
    else if (v2 && typeof v2 !== 'string') cgroup = v2;
    else missing.push(`no usable cgroup (${v1}; ${v2})`);
  }
  try {
    accessSync('/proc/self/ns/pid', constants.R_OK);
  } catch {
    missing.push('/proc with namespaces is required');
  }
  const ok = missing.length === 0;
  const summary = ok
    ? `sandbox: ready (cgroup v${cgroup?.version}, namespaces + seccomp + per-box uid via the native helper)`
    : `sandbox: UNAVAILABLE: ${missing.join('; ')}`;
  return { ok, missing, cgroup, summary };
}
