// Whether a sandboxed process has opened its standard input and output yet, read from /proc: the sandbox helper
// writes the process's host pid to a file right after forking it, and the process opens its FIFOs before it
// executes the program, so the two race; the judge (root) sees which file each of its descriptors is.
import { readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often the descriptors are looked at while the process is still opening them. */
const POLL_MS = 2;

async function fileIdentity(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    return `${info.dev}:${info.ino}`;
  } catch {
    return undefined;
  }
}

async function hasOpened(pidFile: string, wanted: (string | undefined)[]): Promise<boolean> {
  const pid = (await readFile(pidFile, 'utf8').catch(() => '')).trim();
  if (!/^\d+$/.test(pid)) return false;
  const open = await Promise.all([0, 1].map((fd) => fileIdentity(`/proc/${pid}/fd/${fd}`)));
  return open.every((identity, fd) => identity !== undefined && identity === wanted[fd]);
}

/**
 * Resolves once the process whose pid `pidFile` holds has `stdinPath` as its descriptor 0 and `stdoutPath` as its
 * descriptor 1, or as soon as `stopWaiting()` is true (its run ended: it never will).
 */
export async function waitForStdio(
  pidFile: string,
  stdinPath: string,
  stdoutPath: string,
  stopWaiting: () => boolean,
): Promise<void> {
  const wanted = [await fileIdentity(stdinPath), await fileIdentity(stdoutPath)];
  while (!stopWaiting() && !(await hasOpened(pidFile, wanted))) await sleep(POLL_MS);
}
