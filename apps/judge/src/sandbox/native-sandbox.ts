// The real sandbox: a pool of slots, each a long-lived C helper that owns a pre-built box (namespaces,
// read-only root, private /box and /tmp) and a cgroup, so that a run costs about one fork/exec.
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { chmod, chown, copyFile, link, mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monotonicMicroseconds } from './clock.ts';
import { helperBinaryPath } from './helper-binary.ts';
import type { CgroupLayout } from './host-support.ts';
import type { Box, RunResult, RunSpec, Sandbox } from './types.ts';
import { classifyRun } from './verdict.ts';

const SANDBOX_RUN_DIR = '/run/judge-sandbox';
/** Box uids live in this range; each slot of each judge process on the host takes one, via a lock file. */
const FIRST_BOX_UID = 61000;
const BOX_UID_COUNT = 2000;
/** The cgroup gets this much above the user's limit, so that exceeding the limit shows up in the peak. */
const MEMORY_HEADROOM_BYTES = 8 * 1024 * 1024;
const INSTANCE_TMPFS_SIZE = '4g';

/** /etc entries (and the few other read-only paths) the runtimes need; nothing else of the host's /etc is visible
 * (no passwd, no shadow). */
function etcEntriesToExpose(): string[] {
  const wanted = [
    '/etc/ld.so.cache',
    '/etc/ld.so.conf',
    '/etc/ld.so.conf.d',
    '/etc/alternatives',
    '/etc/localtime',
    '/etc/mono',
    '/etc/php',
    '/etc/ssl/openssl.cnf',
    // Free Pascal's unit paths, R's configuration (R_HOME/etc points here), Perl's and SBCL's defaults.
    '/etc/fpc.cfg',
    '/etc/R',
    '/etc/perl',
    '/etc/sbclrc',
    // Not /etc, but read-only data a toolchain needs outside /usr: GHC's package database.
    '/var/lib/ghc',
  ];
  for (const name of existsSync('/etc') ? readdirSync('/etc') : []) {
    if (/^fpc-[\d.]+\.cfg$/.test(name)) wanted.push(join('/etc', name));
  }
  for (const name of existsSync('/etc') ? readdirSync('/etc') : []) {
    if (/^java-\d+-openjdk$/.test(name)) wanted.push(join('/etc', name));
  }
  return wanted.filter((path) => existsSync(path));
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes a free box uid for this process; a lock whose owner died is taken over. */
function allocateBoxUid(): number {
  const lockDir = join(SANDBOX_RUN_DIR, 'uids');
  mkdirSync(lockDir, { recursive: true });
  for (let uid = FIRST_BOX_UID; uid < FIRST_BOX_UID + BOX_UID_COUNT; uid++) {
    const lockPath = join(lockDir, String(uid));
    try {
      closeSync(openSync(lockPath, 'wx'));
      writeFileSync(lockPath, String(process.pid));
      return uid;
    } catch {
      const owner = Number(readFileSync(lockPath, 'utf8') || '0');
      if (owner > 0 && !processIsAlive(owner)) {
        writeFileSync(lockPath, String(process.pid));
        return uid;
      }
    }
  }
  throw new Error('no free box uid: too many judge slots on this host');
}

function releaseBoxUid(uid: number): void {
  rm(join(SANDBOX_RUN_DIR, 'uids', String(uid)), { force: true }).catch(() => undefined);
}

/** Removes what dead judge processes left behind (their tmpfs mounts). Best effort. */
function cleanStaleInstances(helper: string): void {
  if (!existsSync(SANDBOX_RUN_DIR)) return;
  for (const name of readdirSync(SANDBOX_RUN_DIR)) {
    const match = /^(\d+)-[0-9a-f]+$/.exec(name);
    if (!match || processIsAlive(Number(match[1]))) continue;
    const dir = join(SANDBOX_RUN_DIR, name);
    try {
      execFileSync(helper, ['umount', dir], { stdio: 'ignore' });
    } catch {
      // not mounted any more
    }
    rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

interface SlotCgroups {
  args: string[];
  dirs: string[];
}

function createSlotCgroups(layout: CgroupLayout, instance: string, slot: number): SlotCgroups {
  if (layout.version === 1) {
    const controllers = ['memory', 'cpuacct', 'pids', 'freezer'] as const;
    const dirs = controllers.map((controller) =>
      join(layout[controller], `judge-${instance}`, `slot${slot}`),
    );
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    const memory = dirs[0];
    // Without this, a v1 memory cgroup kills nothing on OOM on some kernels and just stalls the program.
    writeFileSync(join(memory, 'memory.oom_control'), '0');
    writeFileSync(join(memory, 'memory.swappiness'), '0');
    return {
      dirs,
      args: ['--cgroup-version', '1', ...controllers.flatMap((name, index) => [`--cg-${name}`, dirs[index]])],
    };
  }
  const instanceDir = join(layout.base, `judge-${instance}`);
  mkdirSync(instanceDir, { recursive: true });
  // v2 forbids processes in a group whose controllers are delegated further: if our own group holds
  // processes (we are in it), move ourselves into a leaf first, as systemd's Delegate=yes expects.
  const enable = '+memory +pids +cpu';
  try {
    writeFileSync(join(layout.base, 'cgroup.subtree_control'), enable);
  } catch {
    const leaf = join(layout.base, 'judge-orchestrator');
    mkdirSync(leaf, { recursive: true });
    for (const pid of readFileSync(join(layout.base, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(leaf, 'cgroup.procs'), pid);
      } catch {
        // a process that exited meanwhile
      }
    }
    writeFileSync(join(layout.base, 'cgroup.subtree_control'), enable);
  }
  writeFileSync(join(instanceDir, 'cgroup.subtree_control'), enable);
  const dir = join(instanceDir, `slot${slot}`);
  mkdirSync(dir, { recursive: true });
  return { dirs: [dir], args: ['--cgroup-version', '2', '--cg2', dir] };
}

async function removeCgroupTree(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeCgroupTree(join(dir, entry.name));
  }
  // A group empties a moment after its last process is killed; retry briefly.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Cgroups of judge processes that died without closing (their helpers died with them, so they are empty). */
async function removeStaleCgroups(layout: CgroupLayout): Promise<void> {
  const bases =
    layout.version === 1 ? [layout.memory, layout.cpuacct, layout.pids, layout.freezer] : [layout.base];
  for (const base of bases) {
    for (const name of existsSync(base) ? readdirSync(base) : []) {
      const match = /^judge-(\d+)-[0-9a-f]+$/.exec(name);
      if (match && !processIsAlive(Number(match[1]))) await removeCgroupTree(join(base, name));
    }
  }
}

/** Rejects a value that would break the helper's line protocol. */
function protocolValue(value: string): string {
  if (/[\n\r]/.test(value)) throw new Error('sandbox request values cannot contain newlines');
  return value;
}

class HelperProcess {
  private buffer = '';
  private response: Record<string, string> | null = null;
  private pending: {
    resolve: (value: Record<string, string>) => void;
    reject: (error: Error) => void;
  } | null = null;
  private readyWaiter: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private stderrText = '';
  private exited = false;
  readonly process: ChildProcessWithoutNullStreams;

  constructor(helper: string, args: string[]) {
    this.process = spawn(helper, ['serve', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.process.stdout.setEncoding('utf8');
    this.process.stdout.on('data', (chunk: string) => this.onData(chunk));
    this.process.stderr.setEncoding('utf8');
    this.process.stderr.on('data', (chunk: string) => {
      this.stderrText = (this.stderrText + chunk).slice(-2000);
    });
    this.process.on('exit', (code, signal) => {
      this.exited = true;
      const error = new Error(
        `sandbox helper exited (${signal ?? `code ${code}`})${this.stderrText ? `: ${this.stderrText.trim()}` : ''}`,
      );
      this.readyWaiter?.reject(error);
      this.pending?.reject(error);
      this.pending = null;
    });
    this.process.stdin.on('error', () => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.exited) reject(new Error(`sandbox helper failed to start: ${this.stderrText.trim()}`));
      else this.readyWaiter = { resolve, reject };
    });
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      if (line === 'ready') {
        this.readyWaiter?.resolve();
        this.readyWaiter = null;
      } else if (line === 'result') {
        this.response = {};
      } else if (line === 'end' && this.response) {
        const response = this.response;
        this.response = null;
        const pending = this.pending;
        this.pending = null;
        pending?.resolve(response);
      } else if (this.response) {
        const space = line.indexOf(' ');
        this.response[line.slice(0, space)] = line.slice(space + 1);
      }
    }
  }

  request(lines: string[]): Promise<Record<string, string>> {
    if (this.exited)
      return Promise.reject(new Error(`sandbox helper is not running: ${this.stderrText.trim()}`));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.process.stdin.write(`${lines.join('\n')}\n`);
    });
  }

  stop(): void {
    if (!this.exited) this.process.kill('SIGKILL');
  }
}

class NativeBox implements Box {
  readonly unsafe = false;
  readonly dir: string;
  readonly ioDir: string;
  helper!: HelperProcess;
  /** Whether /box belongs to the box uid now (compiles) or to root (runs). */
  private boxWritable = false;

  constructor(
    readonly slotDir: string,
    readonly uid: number,
    private readonly helperArgs: string[],
    private readonly helperBinary: string,
  ) {
    this.dir = join(slotDir, 'box');
    this.ioDir = join(slotDir, 'io');
  }

  async start(): Promise<void> {
    for (const dir of [this.dir, this.ioDir]) mkdirSync(dir, { recursive: true });
    await chown(this.dir, 0, 0);
    this.boxWritable = false;
    await chmod(this.dir, 0o755);
    await chmod(this.ioDir, 0o700);
    this.helper = new HelperProcess(this.helperBinary, this.helperArgs);
    await this.helper.ready();
  }

  async ensureHelper(): Promise<void> {
    if (!this.helper.alive) await this.start();
  }

  // Every file system call here is a hop through libuv's pool, and a run is a chain of them: files are unlinked
  // at once (their type comes with the listing), only directories take rm's walk.
  async reset(): Promise<void> {
    await Promise.all(
      [this.dir, this.ioDir].map(async (dir) => {
        const entries = await readdir(dir, { withFileTypes: true });
        await Promise.all(
          entries.map((entry) =>
            entry.isDirectory()
              ? rm(join(dir, entry.name), { recursive: true, force: true })
              : unlink(join(dir, entry.name)),
          ),
        );
      }),
    );
  }

  async writeFile(name: string, content: string | Buffer, mode = 0o644): Promise<void> {
    const target = join(this.dir, name);
    await writeFile(target, content, { mode });
    await chmod(target, mode);
  }

  async linkFile(hostPath: string, name: string): Promise<void> {
    const target = join(this.dir, name);
    // The usual case, a compiled file on the sandbox's own file system, costs one call.
    if (
      await link(hostPath, target).then(
        () => true,
        () => false,
      )
    )
      return;
    if ((await stat(hostPath)).isDirectory()) {
      // A compiled tree (Java classes of a package): directories root-owned, files linked one by one.
      await mkdir(target, { mode: 0o755 });
      for (const entry of await readdir(hostPath))
        await this.linkFile(join(hostPath, entry), join(name, entry));
      return;
    }
    // Another file system (the test-data cache on disk): copy, keeping only the execute bit.
    await copyFile(hostPath, target);
    const executable = ((await stat(hostPath)).mode & 0o111) !== 0;
    await chmod(target, executable ? 0o755 : 0o644);
  }

  async writableFile(name: string): Promise<void> {
    const target = join(this.dir, name);
    await writeFile(target, '', { mode: 0o644 });
    await chown(target, this.uid, this.uid);
  }

  async run(spec: RunSpec): Promise<RunResult> {
    await this.ensureHelper();
    const writable = spec.writableBox === true;
    if (writable !== this.boxWritable) {
      await chown(this.dir, writable ? this.uid : 0, writable ? this.uid : 0);
      this.boxWritable = writable;
    }
    const stdoutPath = spec.stdoutPath ?? join(this.ioDir, 'stdout');
    const stderrPath = spec.stderrPath ?? join(this.ioDir, 'stderr');
    const { limits } = spec;
    const lines = ['run'];
    for (const arg of spec.argv) lines.push(`arg ${protocolValue(arg)}`);
    const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', ...spec.env };
    for (const [key, value] of Object.entries(env)) lines.push(`env ${protocolValue(`${key}=${value}`)}`);
    lines.push(
      `stdin ${protocolValue(spec.stdinPath ?? '')}`,
      `stdout ${protocolValue(stdoutPath)}`,
      `stderr ${protocolValue(stderrPath)}`,
      `stdout_first ${spec.openStdoutFirst ? 1 : 0}`,
      `cwd ${protocolValue(spec.cwd ?? '/box')}`,
      `cpu_ms ${Math.ceil(limits.cpuMs)}`,
      `wall_ms ${Math.ceil(limits.wallMs)}`,
      `memory_bytes ${Math.ceil(limits.memoryBytes) + MEMORY_HEADROOM_BYTES}`,
      `stack_bytes ${Math.ceil(limits.stackBytes ?? limits.memoryBytes)}`,
      `fsize_bytes ${Math.ceil(limits.outputBytes)}`,
      `nofile ${limits.openFiles ?? 64}`,
      `pids ${limits.pids ?? 64}`,
      ...(spec.pidFile ? [`pid_file ${protocolValue(spec.pidFile)}`] : []),
      ...(spec.peerPidFile ? [`peer_pid_file ${protocolValue(spec.peerPidFile)}`] : []),
      ...(spec.truncateOutput ? ['truncate_output 1'] : []),
      'end',
    );
    let response: Record<string, string>;
    try {
      response = await this.helper.request(lines);
    } catch (error) {
      return sandboxFailure((error as Error).message, stdoutPath, stderrPath);
    }
    const stdoutBytes =
      response.stdout_bytes !== undefined
        ? Number(response.stdout_bytes)
        : await stat(stdoutPath).then(
            (info) => info.size,
            () => 0,
          );
    const facts = {
      sandboxError: response.status === 'ok' ? undefined : `sandbox: ${response.error ?? response.status}`,
      exitCode: response.exit_code === undefined ? null : Number(response.exit_code),
      signal: response.signal === undefined ? null : Number(response.signal),
      cpuMs: Math.round(Number(response.cpu_ns) / 1e6),
      memoryBytes: Number(response.memory_bytes),
      oomKills: Number(response.oom_kills),
      killedForCpu: response.killed_cpu === '1',
      killedForWall: response.killed_wall === '1',
      killedForAbort: response.killed_abort === '1',
      stdoutBytes,
      stdoutTruncated:
        response.stdout_truncated === undefined ? undefined : response.stdout_truncated === '1',
    };
    const { outcome, detail } = classifyRun(facts, limits);
    return {
      outcome,
      detail,
      exitCode: facts.exitCode,
      signal: facts.signal,
      cpuMs: facts.cpuMs,
      wallMs: Math.round(Number(response.wall_ns) / 1e6),
      memoryBytes: facts.memoryBytes,
      stdoutPath,
      stderrPath,
      unsafe: false,
      endedAtUs: Number(response.ended_us),
      aborted: facts.killedForAbort,
      peerAlive: response.peer_alive === undefined ? undefined : response.peer_alive === '1',
    };
  }

  abort(): void {
    if (this.helper?.alive) this.helper.process.kill('SIGUSR1');
  }
}

export function sandboxFailure(message: string, stdoutPath: string, stderrPath: string): RunResult {
  return {
    outcome: 'sandbox-error',
    detail: message,
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: 0,
    memoryBytes: 0,
    stdoutPath,
    stderrPath,
    unsafe: false,
    endedAtUs: monotonicMicroseconds(),
  };
}

/**
 * Each slot runs on one CPU of those the judge may use (the helper takes this index modulo their number), as
 * DOMjudge and isolate pin each judging to a core. Judges sharing a host start from different cores (by pid), so
 * their first slots do not all land on the first one. JUDGE_CPU_PINNING=0 leaves the scheduler free.
 */
function cpuPinning(slot: number): string[] {
  if (process.env.JUDGE_CPU_PINNING === '0') return [];
  return ['--cpu-index', String(process.pid + slot)];
}

export class NativeSandbox implements Sandbox {
  readonly unsafe = false;
  private readonly free: NativeBox[] = [];
  private readonly waiters: ((box: NativeBox) => void)[] = [];
  private boxes: NativeBox[] = [];
  private cgroupDirs: string[] = [];
  private instanceDir = '';
  private helperBinary = '';
  private closed = false;

  constructor(
    readonly slotCount: number,
    private readonly cgroup: CgroupLayout,
  ) {}

  async start(): Promise<void> {
    this.helperBinary = helperBinaryPath();
    cleanStaleInstances(this.helperBinary);
    await removeStaleCgroups(this.cgroup);
    const instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
    this.instanceDir = join(SANDBOX_RUN_DIR, instance);
    // One tmpfs for every box of this judge: bounded in size, never the host's disk, and hard links between
    // a box and the judge's work files are possible.
    execFileSync(this.helperBinary, ['mount-tmpfs', this.instanceDir, INSTANCE_TMPFS_SIZE]);
    const etcArgs = etcEntriesToExpose().flatMap((path) => ['--etc', path]);
    for (let slot = 0; slot < this.slotCount; slot++) {
      const uid = allocateBoxUid();
      const cgroups = createSlotCgroups(this.cgroup, instance, slot);
      this.cgroupDirs.push(...cgroups.dirs);
      const slotDir = join(this.instanceDir, `slot${slot}`);
      const box = new NativeBox(
        slotDir,
        uid,
        ['--slot-dir', slotDir, '--uid', String(uid), ...cgroups.args, ...etcArgs, ...cpuPinning(slot)],
        this.helperBinary,
      );
      this.boxes.push(box);
    }
    await Promise.all(this.boxes.map((box) => box.start()));
    this.free.push(...this.boxes);
  }

  /** A directory on the sandbox's tmpfs where the judge keeps compiled programs (hard-linked into boxes). */
  workDir(): string {
    const dir = join(this.instanceDir, 'work');
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    return dir;
  }

  async withBox<T>(work: (box: Box) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the sandbox is closed');
    const box = this.free.pop() ?? (await new Promise<NativeBox>((resolve) => this.waiters.push(resolve)));
    try {
      await box.reset();
      return await work(box);
    } finally {
      await box.reset().catch(() => undefined);
      const waiter = this.waiters.shift();
      if (waiter) waiter(box);
      else this.free.push(box);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const box of this.boxes) {
      box.helper?.stop();
      releaseBoxUid(box.uid);
    }
    // The helpers' inits die with them (PDEATHSIG); wait for their cgroups to empty before removing them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      execFileSync(this.helperBinary, ['umount', this.instanceDir], { stdio: 'ignore' });
    } catch {
      // already gone
    }
    await rm(this.instanceDir, { recursive: true, force: true }).catch(() => undefined);
    // Remove each instance's cgroup tree depth-first (slot groups hold the helper's pre-made run group).
    const instanceGroups = new Set(this.cgroupDirs.map((dir) => join(dir, '..')));
    for (const dir of instanceGroups) await removeCgroupTree(dir);
  }
}
