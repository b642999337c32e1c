// What a caller asks of one sandboxed run, and what it gets back.

export interface RunLimits {
  /** CPU time of every process of the run together, measured by the cgroup. */
  cpuMs: number;
  /** Wall-clock time; catches sleeping and blocked programs. */
  wallMs: number;
  /** The memory the program may use (its cgroup gets a little more, so that going over is visible). */
  memoryBytes: number;
  /** The stack limit (RLIMIT_STACK); absent: the memory limit; 0: none of its own (the memory limit bounds it). */
  stackBytes?: number;
  /** Cap on any file the program writes, stdout and stderr included (exact truncation by RLIMIT_FSIZE, or by the
   * sandbox's copy under RunSpec.truncateOutput). */
  outputBytes: number;
  /** Processes and threads together. */
  pids?: number;
  openFiles?: number;
}

export interface RunSpec {
  /** argv[0] must be an absolute path inside the box (e.g. /usr/bin/python3 or /box/main). */
  argv: string[];
  env?: Record<string, string>;
  /** Host paths; the sandbox opens them before the program starts, so the program never sees the path. */
  stdinPath?: string;
  stdoutPath?: string;
  stderrPath?: string;
  /** Interactive runs meet through FIFOs: one side must open stdout before stdin to avoid a deadlock. */
  openStdoutFirst?: boolean;
  /** Interactive runs: the program's side writes its process id here; the interactor's side reads it from
   * peerPidFile when its own process ends, to report whether the program was still running (peerAlive). */
  pidFile?: string;
  peerPidFile?: string;
  /** Compilers write into /box; programs, checkers and interactors may not (only into /tmp and the files made
   * writable with Box.writableFile), so a run cannot fill /box with files that cost time to remove. */
  writableBox?: boolean;
  /** Package submissions, judged as DOMjudge judges them: stdout and stderr reach the program as pipes the sandbox
   * drains into the host files, keeping the first `limits.outputBytes` of each and discarding the rest, so output
   * past the limit neither stops nor blocks the program (a flood runs until its time is up: TLE; past the limit
   * and then ended by itself: OLE). Without it both are host files capped by RLIMIT_FSIZE, and the program ends
   * at the limit (OLE at once). Files it writes itself keep RLIMIT_FSIZE either way. Ignored with openStdoutFirst. */
  truncateOutput?: boolean;
  /** Working directory inside the box, default /box. */
  cwd?: string;
  limits: RunLimits;
}

/** How the run ended, as sandbox.md maps it. `ok` means exit code 0 within every limit. */
export type RunOutcome =
  'ok' | 'time-limit' | 'memory-limit' | 'output-limit' | 'runtime-error' | 'sandbox-error';

export interface RunResult {
  outcome: RunOutcome;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  /** Human detail: "exit code 3", "signal 11 (SIGSEGV)", or the sandbox's own failure. */
  detail: string;
  /** Host paths of the captured stdout and stderr. */
  stdoutPath: string;
  stderrPath: string;
  /** True when no sandbox was used (explicit development mode). */
  unsafe: boolean;
  /** With peerPidFile: whether the peer process was still running when this run's process ended. */
  peerAlive?: boolean;
  /** The judge ended the run (Box.abort) before it ended by itself. */
  aborted?: boolean;
  /** When the run ended, in microseconds of the host's monotonic clock: orders the two sides of an interaction. */
  endedAtUs: number;
}

/** A box: a private /box directory (visible on the host at `dir`) in which runs happen one after another. */
export interface Box {
  readonly dir: string;
  /** Host directory for captured stdio, never visible inside the box. */
  readonly ioDir: string;
  readonly unsafe: boolean;
  run(spec: RunSpec): Promise<RunResult>;
  /** Empties /box (the box's /tmp is replaced by the sandbox after every run that used it). */
  reset(): Promise<void>;
  writeFile(name: string, content: string | Buffer, mode?: number): Promise<void>;
  /** Puts a host file (or a directory tree) into the box, read-only for the program (hard links, else copies). */
  linkFile(hostPath: string, name: string): Promise<void>;
  /** Creates an empty file in /box that the next runs may write (a file-IO output, testlib's `tout`). */
  writableFile(name: string): Promise<void>;
  /** Ends the run in progress now (its result says so); does nothing when no run is in progress. */
  abort(): void;
}

export interface Sandbox {
  readonly unsafe: boolean;
  readonly slotCount: number;
  /** Runs `work` with a box of its own, released (and emptied) afterwards. */
  withBox<T>(work: (box: Box) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
