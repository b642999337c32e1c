// Development-only fallback for machines without root or cgroups: runs programs directly, with no isolation
// and only wall-clock timing. Every result it produces is marked unsafe; the judge never picks it by itself.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { chmod, copyFile, cp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monotonicMicroseconds } from './clock.ts';
import type { Box, RunResult, RunSpec, Sandbox } from './types.ts';
import { CappedCopy, withFileSizeLimit } from './unsafe-output.ts';
import { classifyRun } from './verdict.ts';

/** How long the output pipes are read after the program ended (a process it left behind may hold them). */
const COPY_GRACE_MS = 200;

class UnsafeBox implements Box {
  readonly unsafe = true;
  private current: ReturnType<typeof spawn> | undefined;
  private aborted = false;
  readonly ioDir: string;
  readonly tmpDir: string;
  constructor(readonly dir: string) {
    this.ioDir = `${dir}-io`;
    this.tmpDir = `${dir}-tmp`;
    for (const path of [dir, this.ioDir, this.tmpDir]) mkdirSync(path, { recursive: true });
  }

  private toHostPath(value: string): string {
    // One pass: the box's own directory lies under the host's /tmp, so a second replace would rewrite it again.
    return value.replace(/^\/(box|tmp)(?=\/|$)/, (_, root: string) =>
      root === 'box' ? this.dir : this.tmpDir,
    );
  }

  async reset(): Promise<void> {
    for (const dir of [this.dir, this.ioDir, this.tmpDir]) {
      for (const entry of await readdir(dir)) await rm(join(dir, entry), { recursive: true, force: true });
    }
  }

  async writeFile(name: string, content: string | Buffer, mode = 0o644): Promise<void> {
    await writeFile(join(this.dir, name), content, { mode });
  }

  async writableFile(name: string): Promise<void> {
    await writeFile(join(this.dir, name), '');
  }

  async linkFile(hostPath: string, name: string): Promise<void> {
    if ((await stat(hostPath)).isDirectory()) {
      await cp(hostPath, join(this.dir, name), { recursive: true });
      return;
    }
    await copyFile(hostPath, join(this.dir, name));
    await chmod(join(this.dir, name), 0o755);
  }

  run(spec: RunSpec): Promise<RunResult> {
    const stdoutPath = spec.stdoutPath ?? join(this.ioDir, 'stdout');
    const stderrPath = spec.stderrPath ?? join(this.ioDir, 'stderr');
    const stdin = spec.stdinPath ? openSync(spec.stdinPath, 'r') : 'ignore';
    const stdout = openSync(stdoutPath, 'w');
    const stderr = openSync(stderrPath, 'w');
    // As in the real sandbox: every file the program writes is capped (RLIMIT_FSIZE, so a flood ends at the limit
    // with SIGXFSZ), and under truncateOutput stdout and stderr are pipes copied up to the limit instead.
    const truncating = spec.truncateOutput === true && !spec.openStdoutFirst;
    const argv = withFileSizeLimit(
      spec.argv.map((arg) => this.toHostPath(arg)),
      spec.limits.outputBytes,
    );
    const started = process.hrtime.bigint();
    const child = spawn(argv[0], argv.slice(1), {
      cwd: this.toHostPath(spec.cwd ?? '/box'),
      // No box root here, so no /testcaseNNNNN/write_tmp (native-sandbox's name for a case's TMPDIR): its own.
      env: {
        PATH: '/usr/bin:/bin',
        HOME: this.tmpDir,
        ...spec.env,
        ...(spec.env?.TMPDIR ? { TMPDIR: this.tmpDir } : {}),
      },
      stdio: [stdin, truncating ? 'pipe' : stdout, truncating ? 'pipe' : stderr],
    });
    const copies = truncating
      ? [
          new CappedCopy(child.stdout!, stdout, spec.limits.outputBytes),
          new CappedCopy(child.stderr!, stderr, spec.limits.outputBytes),
        ]
      : [];
    const closeFiles = () => {
      for (const fd of [stdout, stderr]) closeSync(fd);
    };
    if (typeof stdin === 'number') closeSync(stdin);
    if (!truncating) closeFiles();
    this.current = child;
    this.aborted = false;
    let killedForWall = false;
    const timeout = Math.min(spec.limits.wallMs, spec.limits.cpuMs * 2 + 500);
    const timer = setTimeout(() => {
      killedForWall = true;
      child.kill('SIGKILL');
    }, timeout);
    return new Promise((resolve) => {
      child.on('error', (error) => {
        clearTimeout(timer);
        if (truncating) closeFiles();
        resolve({
          outcome: 'sandbox-error',
          detail: error.message,
          exitCode: null,
          signal: null,
          cpuMs: 0,
          wallMs: 0,
          memoryBytes: 0,
          stdoutPath,
          stderrPath,
          unsafe: true,
          endedAtUs: monotonicMicroseconds(),
        });
      });
      child.on('exit', async (code, signalName) => {
        clearTimeout(timer);
        const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
        await Promise.all(copies.map((copy) => copy.finish(COPY_GRACE_MS)));
        if (truncating) closeFiles();
        const signals: Record<string, number> = {
          SIGKILL: 9,
          SIGSEGV: 11,
          SIGABRT: 6,
          SIGFPE: 8,
          SIGXFSZ: 25,
        };
        const signal = signalName ? (signals[signalName] ?? 15) : null;
        this.current = undefined;
        const facts = {
          exitCode: code,
          signal,
          cpuMs: Math.round(wallMs),
          memoryBytes: 0,
          oomKills: 0,
          killedForCpu: false,
          killedForWall,
          killedForAbort: this.aborted,
          stdoutBytes: statSync(stdoutPath).size,
          stdoutTruncated: truncating ? copies[0].dropped > 0 : undefined,
        };
        const { outcome, detail } = classifyRun(facts, spec.limits);
        resolve({
          outcome,
          detail,
          exitCode: code,
          signal,
          cpuMs: facts.cpuMs,
          wallMs: Math.round(wallMs),
          memoryBytes: 0,
          stdoutPath,
          stderrPath,
          unsafe: true,
          endedAtUs: monotonicMicroseconds(),
          aborted: facts.killedForAbort,
        });
      });
    });
  }

  abort(): void {
    this.aborted = true;
    this.current?.kill('SIGKILL');
  }
}

export class UnsafeSandbox implements Sandbox {
  readonly unsafe = true;
  private readonly root = join(tmpdir(), `judge-unsafe-${process.pid}-${randomBytes(4).toString('hex')}`);
  private counter = 0;
  constructor(readonly slotCount: number) {}

  workDir(): string {
    const dir = join(this.root, 'work');
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  async withBox<T>(work: (box: Box) => Promise<T>): Promise<T> {
    const box = new UnsafeBox(join(this.root, `box${this.counter++}`));
    try {
      return await work(box);
    } finally {
      await rm(box.dir, { recursive: true, force: true });
      await rm(box.ioDir, { recursive: true, force: true });
      await rm(box.tmpDir, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}
