// The hostile programs of sandbox.md: each gets its verdict, and the host is shown to be untouched.
import { createServer, type Server } from 'node:net';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProgram, runCompiledProgram } from '../judge/programs.ts';
import type { LanguageRegistry } from '../languages/index.ts';
import type { Box, JudgeSandbox } from './index.ts';
import { compileAndRun, detectLanguages, realSandbox, TIME_SCALE } from '../../test/support.ts';

let sandbox: JudgeSandbox;
let languages: LanguageRegistry;
const canaryDir = `/var/tmp/judge-canary-${process.pid}`;
const canarySecret = `secret-${process.pid}-${Date.now()}`;

const C = (body: string, includes = '') =>
  `#define _GNU_SOURCE\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n#include <errno.h>\n#include <signal.h>\n#include <fcntl.h>\n#include <time.h>\n#include <sys/types.h>\n#include <sys/wait.h>\n${includes}\nint main(void) {\n${body}\n}\n`;

const run = (source: string, options = {}) => compileAndRun(sandbox, languages, 'C With O2', source, options);

/** The box uids of this test file's sandbox (other test files judge at the same time with their own). */
function ownBoxUids(): Set<number> {
  const lockDir = '/run/judge-sandbox/uids';
  return new Set(
    readdirSync(lockDir)
      .filter((uid) => readFileSync(`${lockDir}/${uid}`, 'utf8').trim() === String(process.pid))
      .map(Number),
  );
}

/** Host processes still running as one of our box uids (there must be none once a run is over). */
function leftoverBoxProcesses(): string[] {
  const uids = ownBoxUids();
  expect(uids.size).toBeGreaterThan(0);
  const leftovers: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uids.has(uid)) leftovers.push(`${pid} uid ${uid}`);
    } catch {
      // exited while we looked
    }
  }
  return leftovers;
}

beforeAll(async () => {
  sandbox = await realSandbox(4);
  languages = detectLanguages();
  mkdirSync(canaryDir, { recursive: true });
  writeFileSync(`${canaryDir}/secret.txt`, canarySecret, { mode: 0o644 });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(canaryDir, { recursive: true, force: true });
});

describe('time', () => {
  it('CPU loop -> TLE', async () => {
    const result = await run(C('volatile unsigned long x = 0; for (;;) x++;'));
    expect(result.outcome).toBe('time-limit');
  });
  it("the kernel's CPU backstop leaves the exact counter room and ends a run with SIGXCPU, not SIGKILL", async () => {
    // The kernel counts RLIMIT_CPU in ticks, which ran 8% ahead of the cgroup's counter in the cgroup v2 guest:
    // a backstop one second past a 20 s limit SIGKILLed a flooder there (RE where the host said TLE).
    const result = await run(
      C(
        'struct rlimit cpu; getrlimit(RLIMIT_CPU, &cpu); printf("%ld %ld", (long)cpu.rlim_cur, (long)cpu.rlim_max); return 0;',
        '#include <sys/resource.h>',
      ),
      { timeLimitMs: 8000 },
    );
    const [soft, hard] = result.stdout.split(' ').map(Number);
    expect(soft * 1000).toBeGreaterThanOrEqual(8000 * TIME_SCALE * 1.25);
    expect(hard).toBe(soft + 1);
  });
  it.each([
    ['sleep', 'sleep(100);'],
    ['pause', 'pause();'],
    ['select', 'select(0, NULL, NULL, NULL, NULL);'],
    ['SIGSTOP self', 'raise(SIGSTOP); return 0;'],
  ])('%s -> TLE by the wall clock', async (_name, body) => {
    const result = await run(C(body, '#include <sys/select.h>'), { wallLimitMs: 1500 });
    expect(result.outcome).toBe('time-limit');
    expect(result.detail).toMatch(/wall/);
    expect(leftoverBoxProcesses()).toEqual([]);
  });
  it('each slot runs on one CPU of its own, the slots spread over the CPUs the judge may use', async () => {
    const compiled = await compileProgram(
      sandbox,
      languages.get('C With O2'),
      C(
        'cpu_set_t set; sched_getaffinity(0, sizeof set, &set); for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) if (CPU_ISSET(cpu, &set)) printf("%d ", cpu); return 0;',
        '#include <sched.h>',
      ),
    );
    if (!compiled.ok) throw new Error(compiled.message);
    const limits = { timeLimitMs: 1000, memoryLimitMb: 64, stackLimitMb: 16, outputLimitBytes: 1 << 16 };
    const allowedOf = async (box: Box) =>
      readFileSync((await runCompiledProgram(box, compiled.program, limits)).stdoutPath, 'utf8').trim();
    // All four slots held at once, so each is a different one.
    const perSlot: string[] = [];
    const holdAll = (left: number): Promise<void> =>
      left === 0
        ? Promise.resolve()
        : sandbox.withBox(async (box) => {
            perSlot.push(await allowedOf(box));
            await holdAll(left - 1);
          });
    try {
      await holdAll(4);
    } finally {
      await compiled.program.dispose();
    }
    for (const allowed of perSlot) expect(allowed).toMatch(/^\d+$/);
    expect(new Set(perSlot).size).toBe(Math.min(4, availableParallelism()));
  });
  it('busy threads and busy children: all CPU is counted', async () => {
    const spin =
      'struct timespec t; do { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); } while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < 400);';
    const result = await run(
      C(
        `for (int i = 0; i < 2; i++) if (fork() == 0) { ${spin} _exit(0); }\n while (wait(NULL) > 0) {}\n puts("done"); return 0;`,
      ),
      { timeLimitMs: 3000 },
    );
    expect(result.outcome).toBe('ok');
    expect(result.cpuMs).toBeGreaterThanOrEqual(750);
  });
});

describe('memory', () => {
  it('heap bomb -> MLE', async () => {
    const result = await run(
      C('for (;;) { char *p = malloc(1 << 20); if (!p) return 3; memset(p, 1, 1 << 20); }'),
    );
    expect(result.outcome).toBe('memory-limit');
  });
  it('static array bomb -> MLE', async () => {
    const result = await run(
      `#include <string.h>\nstatic char big[512 << 20];\nint main(void) { memset(big, 1, sizeof big); return big[12345]; }\n`,
    );
    expect(result.outcome).toBe('memory-limit');
  });
  it('stack overflow -> RE or MLE, never OK', async () => {
    const result = await run(
      'int f(int n) { volatile char pad[4096]; pad[0] = n; return f(n + 1) + pad[0]; }\nint main(void) { return f(0); }\n',
    );
    expect(['runtime-error', 'memory-limit']).toContain(result.outcome);
  });
});

describe('processes', () => {
  it('fork bomb is contained and leaves nothing behind', async () => {
    const result = await run(C('for (;;) fork();'), { wallLimitMs: 3000 });
    expect(['time-limit', 'runtime-error', 'memory-limit']).toContain(result.outcome);
    expect(leftoverBoxProcesses()).toEqual([]);
  });
  it('fork then parent exits: the children do not outlive the run', async () => {
    const result = await run(
      C('if (fork() == 0) { setsid(); for (;;) sleep(1); } puts("parent done"); return 0;'),
    );
    expect(result.outcome).toBe('ok');
    expect(leftoverBoxProcesses()).toEqual([]);
  });
  it('setsid + double fork escape is killed with the run', async () => {
    const result = await run(
      C('if (fork() == 0) { setsid(); if (fork() == 0) { for (;;) {} } _exit(0); } wait(NULL); return 0;'),
    );
    expect(result.outcome).toBe('ok');
    expect(leftoverBoxProcesses()).toEqual([]);
  });
  it('kill(-1), SIGINT to pid 1 and killing the parent hurt nobody outside', async () => {
    const result = await run(
      C(
        'kill(-1, SIGKILL); kill(1, SIGINT); kill(getppid(), SIGKILL); printf("alive ppid=%d\\n", getppid()); return 0;',
      ),
    );
    expect(['ok', 'runtime-error']).toContain(result.outcome);
    const after = await run(C('puts("still works"); return 0;'));
    expect(after.stdout).toBe('still works\n');
  });
  it('ptrace(TRACEME), unshare, mount, chroot are refused', async () => {
    const result = await run(
      C(
        'printf("ptrace=%ld\\n", ptrace(PTRACE_TRACEME, 0, 0, 0));\nprintf("unshare=%d\\n", unshare(CLONE_NEWUSER | CLONE_NEWNS));\nprintf("mount=%d\\n", mount("none", "/box", "tmpfs", 0, 0));\nprintf("chroot=%d\\n", chroot("/tmp")); return 0;',
        '#include <sched.h>\n#include <sys/ptrace.h>\n#include <sys/mount.h>',
      ),
    );
    expect(result.outcome).toBe('ok');
    expect(result.stdout).toBe('ptrace=-1\nunshare=-1\nmount=-1\nchroot=-1\n');
  });
  it('runs as an unprivileged box uid, and a file it wrote and executes is still confined', async () => {
    const result = await run(
      C(
        'FILE *f = fopen("/tmp/x.sh", "w"); fputs("#!/bin/sh\\nid -u\\necho pwned > /etc/pwned 2>/dev/null || echo denied\\n", f); fclose(f); chmod("/tmp/x.sh", 0755);\nfflush(stdout); execl("/tmp/x.sh", "x.sh", (char *)0); return 9;',
        '#include <sys/stat.h>',
      ),
    );
    expect(result.outcome).toBe('ok');
    const [uid, written] = result.stdout.trim().split('\n');
    expect(Number(uid)).toBeGreaterThanOrEqual(61000);
    expect(written).toBe('denied');
    expect(existsSync('/etc/pwned')).toBe(false);
  });
});

describe('files', () => {
  it('cannot read /etc/shadow, /root, the host canary, other boxes or the test data', async () => {
    const result = await run(
      C(
        `const char *paths[] = {"/etc/shadow", "/root", "${canaryDir}/secret.txt", "/run/judge-sandbox", "../testcase", "/proc/1/root/etc/hostname", "/work"};\nfor (int i = 0; i < 7; i++) { int fd = open(paths[i], O_RDONLY); printf("%s %s\\n", paths[i], fd < 0 ? "denied" : "OPEN"); }\nreturn 0;`,
      ),
    );
    expect(result.outcome).toBe('ok');
    expect(result.stdout).not.toContain('OPEN');
    expect(result.stdout).not.toContain(canarySecret);
  });
  it('cannot write outside the box: /usr, /etc, /, the host', async () => {
    const marker = `judge-escape-${process.pid}`;
    const result = await run(
      C(
        `const char *paths[] = {"/usr/${marker}", "/etc/${marker}", "/${marker}", "${canaryDir}/${marker}", "/dev/${marker}"};\nfor (int i = 0; i < 5; i++) { int fd = open(paths[i], O_WRONLY | O_CREAT, 0644); printf("%s\\n", fd < 0 ? "denied" : "WROTE"); }\nreturn 0;`,
      ),
    );
    expect(result.stdout).not.toContain('WROTE');
    for (const path of [`/usr/${marker}`, `/etc/${marker}`, `/${marker}`, `${canaryDir}/${marker}`])
      expect(existsSync(path)).toBe(false);
  });
  it('a 2 GB sparse file in /tmp is stopped by the file size limit -> OLE, saying it was a file', async () => {
    const result = await run(
      C(
        'int fd = open("/tmp/big", O_WRONLY | O_CREAT, 0644); lseek(fd, 2000000000L, SEEK_SET); write(fd, "x", 1); return 0;',
      ),
    );
    expect(result.outcome).toBe('output-limit');
    expect(result.detail).toBe('a file the program wrote reached the 1048576-byte limit');
  });
  it('/box is read-only for a program (files only in /tmp), so it cannot fill the box with files', async () => {
    const result = await run(
      C(
        'int fd = open("mine", O_WRONLY | O_CREAT, 0644); printf("%s\\n", fd < 0 ? "denied" : "WROTE"); return 0;',
      ),
    );
    expect(result.stdout).toBe('denied\n');
  });
  it('a file bomb in /tmp is bounded in inodes, and the next run in the box finds /tmp empty', async () => {
    const bomb = C(
      'char name[64]; int made = 0; for (int i = 0; i < 300000; i++) { snprintf(name, sizeof name, "/tmp/f%d", i); int fd = open(name, O_WRONLY | O_CREAT, 0644); if (fd < 0) break; close(fd); made++; } printf("%d\\n", made); return 0;',
    );
    const compiled = await compileProgram(sandbox, languages.get('C With O2'), bomb);
    const lister = await compileProgram(
      sandbox,
      languages.get('C With O2'),
      '#include <dirent.h>\n#include <stdio.h>\nint main(void){DIR*d=opendir("/tmp");int n=0;struct dirent*e;while((e=readdir(d)))n++;printf("%d\\n",n-2);return 0;}',
    );
    if (!compiled.ok || !lister.ok) throw new Error('compile failed');
    const limits = { timeLimitMs: 10000, memoryLimitMb: 256, stackLimitMb: 64, outputLimitBytes: 1 << 20 };
    try {
      await sandbox.withBox(async (box) => {
        const first = await runCompiledProgram(box, compiled.program, limits);
        const made = Number(readFileSync(first.stdoutPath, 'utf8'));
        expect(made).toBeGreaterThan(30000);
        expect(made).toBeLessThan(32768);
        const second = await runCompiledProgram(box, lister.program, limits);
        expect(readFileSync(second.stdoutPath, 'utf8')).toBe('0\n');
      });
    } finally {
      await compiled.program.dispose();
      await lister.program.dispose();
    }
  });
  it('endless stdout -> OLE, truncated exactly at the cap', async () => {
    const result = await run(C('for (;;) fputs("0123456789abcdef", stdout);'), { outputLimitBytes: 100000 });
    expect(result.outcome).toBe('output-limit');
    expect(Buffer.byteLength(result.stdout)).toBe(100000);
  });
  it('endless stderr -> OLE as well', async () => {
    const result = await run(C('for (;;) fputs("noise noise noise\\n", stderr);'), {
      outputLimitBytes: 100000,
    });
    expect(result.outcome).toBe('output-limit');
    expect(Buffer.byteLength(result.stderr)).toBe(100000);
  });
});

describe('output past the limit, cut by the sandbox (truncateOutput: package submissions, as DOMjudge)', () => {
  const cap = 100000;
  // DOMjudge's hello example: three flooders it judges TIMELIMIT (the output is cut, the program runs on). The
  // Pascal one is why ignoring SIGXFSZ would not do: a failed write is FPC's run-time error 101.
  const flooders: [string, string, string, 'stdout' | 'stderr'][] = [
    [
      'C++ cout',
      'C++ 17 With O2',
      '#include <iostream>\nint main() { for (;;) std::cout << "Fill stdout with nonsense.\\n"; }\n',
      'stdout',
    ],
    [
      'C++ cerr',
      'C++ 17 With O2',
      '#include <iostream>\nint main() { for (;;) std::cerr << "Fill stderr with nonsense.\\n"; }\n',
      'stderr',
    ],
    [
      'Pascal writeln',
      'Pascal',
      "program fill;\nbegin\n  while 1 = 1 do writeln('Fill stdout with nonsense.');\nend.\n",
      'stdout',
    ],
  ];
  it.each(flooders)(
    '%s flooder -> TLE, its output kept up to the limit exactly',
    async (_name, language, source, stream) => {
      const result = await compileAndRun(sandbox, languages, language, source, {
        outputLimitBytes: cap,
        truncateOutput: true,
      });
      expect(result.outcome).toBe('time-limit');
      expect(Buffer.byteLength(result[stream])).toBe(cap);
      expect(result[stream].startsWith('Fill std')).toBe(true);
      expect(leftoverBoxProcesses()).toEqual([]);
    },
  );
  it.each(flooders)(
    '%s flooder without it -> OLE at once, as before',
    async (_name, language, source, stream) => {
      const result = await compileAndRun(sandbox, languages, language, source, { outputLimitBytes: cap });
      expect(result.outcome).toBe('output-limit');
      expect(Buffer.byteLength(result[stream])).toBe(cap);
    },
  );
  it('the answer, then 100 MB of spaces, then exit 0 -> OLE (the program ended by itself)', async () => {
    const result = await run(
      C(
        'puts("Hello world!"); static char spaces[1 << 20]; memset(spaces, \' \', sizeof spaces); for (int i = 0; i < 100; i++) fwrite(spaces, 1, sizeof spaces, stdout); return 0;',
      ),
      { outputLimitBytes: cap, truncateOutput: true, timeLimitMs: 5000 },
    );
    expect(result.outcome).toBe('output-limit');
    expect(result.exitCode).toBe(0);
    expect(Buffer.byteLength(result.stdout)).toBe(cap);
    expect(result.stdout.startsWith('Hello world!\n ')).toBe(true);
  });
  it('exactly the limit and no more is no excess; stderr past it is cut silently; exit codes still count', async () => {
    const exact = await run(C(`for (int i = 0; i < ${cap}; i++) putchar('x'); return 0;`), {
      outputLimitBytes: cap,
      truncateOutput: true,
    });
    expect(exact.outcome).toBe('ok');
    expect(Buffer.byteLength(exact.stdout)).toBe(cap);
    const noisy = await run(
      C(`puts("42"); for (int i = 0; i < ${cap}; i++) fputs("noise\\n", stderr); return 0;`),
      { outputLimitBytes: cap, truncateOutput: true },
    );
    expect(noisy.outcome).toBe('ok');
    expect(noisy.stdout).toBe('42\n');
    expect(Buffer.byteLength(noisy.stderr)).toBe(cap);
    // DOMjudge: a non-zero exit comes before the output limit.
    const failing = await run(C(`for (int i = 0; i < ${cap * 2}; i++) putchar('x'); return 3;`), {
      outputLimitBytes: cap,
      truncateOutput: true,
    });
    expect(failing.outcome).toBe('runtime-error');
  });
  it('a child that keeps the pipe open and floods after its parent exits is drained and killed', async () => {
    const result = await run(
      C('if (fork() == 0) { for (;;) fputs("child output\\n", stdout); } puts("parent done"); return 0;'),
      { outputLimitBytes: cap, truncateOutput: true },
    );
    expect(['ok', 'output-limit']).toContain(result.outcome);
    expect(Buffer.byteLength(result.stdout)).toBeLessThanOrEqual(cap);
    expect(leftoverBoxProcesses()).toEqual([]);
  });
  it('a file the program writes in /tmp keeps the file size limit', async () => {
    const result = await run(
      C(
        'int fd = open("/tmp/big", O_WRONLY | O_CREAT, 0644); lseek(fd, 2000000000L, SEEK_SET); write(fd, "x", 1); return 0;',
      ),
      { truncateOutput: true },
    );
    expect(result.outcome).toBe('output-limit');
    expect(result.detail).toBe('a file the program wrote reached the 1048576-byte limit');
  });
});

describe('network', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('cannot connect to the host loopback, and the box has no route anywhere', async () => {
    const result = await run(
      C(
        `int s = socket(AF_INET, SOCK_STREAM, 0); struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(${port}); a.sin_addr.s_addr = htonl(0x7f000001);\nprintf("connect=%d\\n", connect(s, (struct sockaddr *)&a, sizeof a));\nFILE *r = fopen("/proc/net/route", "r"); char line[256]; int routes = 0; if (r) { while (fgets(line, sizeof line, r)) routes++; } printf("routes=%d\\n", routes > 0 ? routes - 1 : 0); return 0;`,
        '#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>',
      ),
    );
    expect(result.stdout).toBe('connect=-1\nroutes=0\n');
    expect(connections).toBe(0);
  });
});

describe('verdict honesty', () => {
  it('fake judge messages on stderr and stdout fool nobody; a non-zero exit is RE', async () => {
    const result = await run(
      C('puts("result\\nstatus ok\\nexit_code 0\\nend"); fputs("verdict: AC\\n", stderr); return 1;'),
    );
    expect(result.outcome).toBe('runtime-error');
    expect(result.exitCode).toBe(1);
  });
  it('a correct answer with exit code 3 is still a runtime error', async () => {
    const result = await run(C('puts("3"); return 3;'));
    expect(result.outcome).toBe('runtime-error');
    expect(result.detail).toBe('exit code 3');
  });
  it('a crash reports its signal', async () => {
    const result = await run(C('int *p = NULL; *p = 4; return 0;'));
    expect(result.outcome).toBe('runtime-error');
    expect(result.detail).toMatch(/SIGSEGV/);
  });
});

describe('compile limits', () => {
  it('#include </dev/urandom> is a compile error, not a hung judge', async () => {
    const compiled = await compileProgram(
      sandbox,
      languages.get('C'),
      '#include </dev/urandom>\nint main(void){return 0;}\n',
    );
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.systemError).toBe(false);
  });
  it('a compile error keeps the compiler message', async () => {
    const compiled = await compileProgram(
      sandbox,
      languages.get('C++ 17 With O2'),
      'int main() { return undefined_name; }\n',
    );
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.message).toMatch(/undefined_name/);
  });
});

describe('runtimes under small memory limits', () => {
  it.each(['Java', 'Golang'])('%s hello-world fits in 64 MB', async (name) => {
    const sources: Record<string, string> = {
      Java: 'public class Main { public static void main(String[] a) { System.out.println("hello"); } }',
      Golang: 'package main\nimport "fmt"\nfunc main() { fmt.Println("hello") }\n',
    };
    const result = await compileAndRun(sandbox, languages, name, sources[name], { memoryLimitMb: 64 });
    expect(result.outcome).toBe('ok');
    expect(result.stdout).toBe('hello\n');
  });
});
