// The unsafe development sandbox's output limit, as close to the real sandbox's as a plain child process allows:
// RLIMIT_FSIZE on every file the program writes (set by util-linux's prlimit, which then executes the program
// itself, so the child is still the program), and for RunSpec.truncateOutput pipes whose first bytes are kept and
// the rest discarded while the program runs on. Without these a program flooding stdout filled the host's /tmp.
import { existsSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';

const PRLIMIT = '/usr/bin/prlimit';

/** The command with RLIMIT_FSIZE set to `bytes` first; unchanged where util-linux's prlimit is missing, or the
 * program is (spawning it then fails as before: a sandbox error, not prlimit's exit code). */
export function withFileSizeLimit(argv: string[], bytes: number): string[] {
  if (!existsSync(PRLIMIT) || !existsSync(argv[0])) return argv;
  const limit = Math.ceil(bytes);
  return [PRLIMIT, `--fsize=${limit}:${limit}`, '--', ...argv];
}

/** Copies a pipe into a file up to `cap` bytes and reads (and drops) the rest, so the writer never blocks. */
export class CappedCopy {
  written = 0;
  /** Bytes that came past the cap and were discarded. */
  dropped = 0;
  readonly done: Promise<void>;

  constructor(
    private readonly stream: Readable,
    private readonly fd: number,
    private readonly cap: number,
  ) {
    stream.on('data', (chunk: Buffer) => this.take(chunk));
    this.done = new Promise((resolve) => {
      stream.once('close', () => resolve());
      stream.once('error', () => resolve());
    });
  }

  private take(chunk: Buffer): void {
    const room = Math.max(0, this.cap - this.written);
    const kept = chunk.subarray(0, room);
    for (let offset = 0; offset < kept.length;)
      offset += writeSync(this.fd, kept, offset, kept.length - offset);
    this.written += kept.length;
    this.dropped += chunk.length - kept.length;
  }

  /** Waits for the pipe's writers to close it; after `graceMs` (a process the program left behind still holds
   * it) stops reading, keeping what was copied. */
  async finish(graceMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.stream.destroy();
        resolve();
      }, graceMs);
    });
    await Promise.race([this.done, late]);
    clearTimeout(timer);
  }
}
