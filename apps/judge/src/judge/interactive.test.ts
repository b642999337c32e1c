// Interactive verdicts follow the ICPC tools' rule whichever side ends first: the pure rule, then every ordering
// with real programs in the sandbox (an ICPC interactor with exit codes 42/43 and Python programs).
import { JudgeStatus, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgeWorker, type JudgeWorker } from '../worker.ts';
import { interactionVerdict, type InteractionEnd } from './interactive-verdict.ts';

describe('interactionVerdict (pure)', () => {
  const ended = (
    outcome: InteractionEnd['program']['outcome'],
    endedAtUs: number,
    signal: number | null = null,
  ) => ({
    outcome,
    detail: outcome,
    signal,
    endedAtUs,
  });
  const wa = { status: JudgeStatus.WRONG_ANSWER, scoreRatio: 0, message: 'wrong' };
  const ac = { status: JudgeStatus.ACCEPTED, scoreRatio: 1, message: '' };
  const cases: [string, InteractionEnd, number][] = [
    [
      'program first, crashed, interactor then WA',
      { program: ended('runtime-error', 1), interactor: ended('runtime-error', 2), judgement: wa },
      JudgeStatus.RUNTIME_ERROR,
    ],
    [
      'program first, exited 0, interactor WA',
      { program: ended('ok', 1), interactor: ended('runtime-error', 2), judgement: wa },
      JudgeStatus.WRONG_ANSWER,
    ],
    [
      'program first, exited 0, interactor died of SIGPIPE',
      { program: ended('ok', 1), interactor: ended('runtime-error', 2, 13), judgement: null },
      JudgeStatus.WRONG_ANSWER,
    ],
    [
      'program first, crashed, interactor died of SIGPIPE',
      { program: ended('runtime-error', 1), interactor: ended('runtime-error', 2, 13), judgement: null },
      JudgeStatus.RUNTIME_ERROR,
    ],
    [
      'program first, out of memory',
      { program: ended('memory-limit', 1), interactor: ended('runtime-error', 2), judgement: wa },
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    ],
    [
      'program over time, interactor first WA',
      { program: ended('time-limit', 3), interactor: ended('runtime-error', 2), judgement: wa },
      JudgeStatus.TIME_LIMIT_EXCEEDED,
    ],
    [
      'interactor first WA, program then stopped',
      {
        program: { ...ended('runtime-error', 3), aborted: true },
        interactor: ended('runtime-error', 2),
        judgement: wa,
      },
      JudgeStatus.WRONG_ANSWER,
    ],
    [
      'interactor first AC, program then crashed',
      { program: ended('runtime-error', 3), interactor: ended('runtime-error', 2), judgement: ac },
      JudgeStatus.RUNTIME_ERROR,
    ],
    [
      'interactor first AC, program fine',
      { program: ended('ok', 3), interactor: ended('runtime-error', 2), judgement: ac },
      JudgeStatus.ACCEPTED,
    ],
    [
      'an interactor killed by SIGPIPE means the program had gone, whatever the clocks say',
      { program: ended('runtime-error', 3), interactor: ended('runtime-error', 2, 13), judgement: null },
      JudgeStatus.RUNTIME_ERROR,
    ],
    [
      'the kernel says the program had ended: program first, whatever the clocks say',
      {
        program: ended('runtime-error', 3),
        interactor: ended('runtime-error', 2),
        judgement: wa,
        programAliveAtInteractorEnd: false,
      },
      JudgeStatus.RUNTIME_ERROR,
    ],
    [
      'the kernel says the program still ran: interactor first',
      {
        program: ended('runtime-error', 1),
        interactor: ended('runtime-error', 2),
        judgement: wa,
        programAliveAtInteractorEnd: true,
      },
      JudgeStatus.WRONG_ANSWER,
    ],
    [
      'a broken interactor while the program still runs',
      { program: ended('runtime-error', 3), interactor: ended('runtime-error', 2, 6), judgement: null },
      JudgeStatus.SYSTEM_ERROR,
    ],
    [
      'interactor crashed (bad exit code)',
      {
        program: ended('ok', 1),
        interactor: ended('runtime-error', 2),
        judgement: {
          status: JudgeStatus.SYSTEM_ERROR,
          scoreRatio: 0,
          message: 'checker failed (exit code 5)',
        },
      },
      JudgeStatus.SYSTEM_ERROR,
    ],
    [
      'program sandbox failure',
      { program: ended('sandbox-error', 1), interactor: ended('ok', 2), judgement: ac },
      JudgeStatus.SYSTEM_ERROR,
    ],
  ];
  for (const [name, end, status] of cases)
    it(name, () => expect(interactionVerdict(end).status).toBe(status));
});

// Guess the number: "? g" is answered "<", ">" or "="; "! x" is the final answer (42 if right, 43 if not).
// The input is "N MODE": mode 1 reads the program's whole output first and then writes (so it writes to a program
// that has exited: SIGPIPE), mode 2 exits with 5 at once (a broken interactor), mode 3 rejects at once (43).
const interactor = `#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r"); long long n; int mode = 0;
  if (fscanf(in, "%lld %d", &n, &mode) < 1) return 5;
  char path[512]; snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
  FILE *message = fopen(path, "w");
  if (mode == 2) return 5;
  if (mode == 3) { fprintf(message, "rejected at once"); return 43; }
  if (mode == 1) { char b[4096]; while (fread(b, 1, sizeof b, stdin) > 0) {} printf("<\\n"); fflush(stdout); return 43; }
  for (int i = 0; i < 40; i++) {
    char op[8]; long long g;
    if (scanf("%7s %lld", op, &g) != 2) { fprintf(message, "no more queries after %d", i); return 43; }
    if (op[0] == '!') { if (g != n) fprintf(message, "answered %lld, the number was %lld", g, n); return g == n ? 42 : 43; }
    printf(g < n ? "<\\n" : g > n ? ">\\n" : "=\\n"); fflush(stdout);
  }
  fprintf(message, "too many queries"); return 43;
}`;

const search =
  'import sys\nlo,hi=1,10**6\nwhile True:\n    m=(lo+hi)//2\n    print("?",m,flush=True)\n    r=sys.stdin.readline().strip()\n    if r=="=":\n        print("!",m,flush=True)\n        break\n    if r=="<":lo=m+1\n    else:hi=m-1\n';

let worker: JudgeWorker;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => worker?.close());

function task(source: string, input = '777 0'): JudgeTask {
  return {
    taskId: `interactive-${Math.random()}`,
    language: 'Python3',
    source,
    problem: {
      timeLimitMs: 300,
      memoryLimitMb: 64,
      judgeMode: 'interactive',
      interactor: { source: interactor, language: 'C', kind: 'kattis' },
    },
    testCases: [{ index: 0, input: { content: `${input}\n` }, score: 0 }],
  };
}

describe('interactive orderings in the sandbox (ICPC interactor)', () => {
  it('a correct search is AC', async () => {
    const result = await worker.judge(task(search));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('program first: it exits 3 after one query, the interactor then rejects: RE', async () => {
    const result = await worker.judge(task('print("? 1", flush=True)\nraise SystemExit(3)\n'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.RUNTIME_ERROR);
  });
  it('program first: it exits 0 mid-interaction, the interactor rejects: WA', async () => {
    const result = await worker.judge(task('print("? 1", flush=True)\n'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.WRONG_ANSWER);
  });
  it('program first: the interactor then dies of SIGPIPE writing to it: WA, not SE', async () => {
    // Stdin closed before stdout: when the interactor sees the end of the output, nobody reads its reply.
    const quitter =
      '#include <stdio.h>\n#include <unistd.h>\nint main(void){printf("? 1\\n");fflush(stdout);close(0);close(1);return 0;}';
    const result = await worker.judge({ ...task(quitter, '777 1'), language: 'C' });
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.WRONG_ANSWER);
    expect(result.cases[0].message).toMatch(/ended before the interaction was complete/);
  });
  it('program first: it spins without a word: TLE', async () => {
    const result = await worker.judge(task('while True:\n    pass\n'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
  });
  it('interactor first: WA while the program computes on; the program is stopped, WA (not TLE)', async () => {
    const result = await worker.judge(task('print("! 5", flush=True)\nwhile True:\n    pass\n'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.WRONG_ANSWER);
    expect(result.cases[0].message).toMatch(/answered 5, the number was 777/);
  });
  it('interactor first: its rejection stands even when its exit would end the program at once: WA, not RE', async () => {
    // A program that exits 3 the moment its input ends used to be gone before the interactor's helper looked (the
    // interactor's exit closes the pipes before its helper wakes), so it read as program first: RE.
    const quitsOnEnd = '#include <unistd.h>\nint main(void){char c;if(read(0,&c,1)<=0)return 3;return 0;}';
    for (let round = 0; round < 5; round += 1) {
      const result = await worker.judge({ ...task(quitsOnEnd, '777 3'), language: 'C' });
      expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.WRONG_ANSWER);
      expect(result.cases[0].message).toMatch(/rejected at once/);
    }
  });
  it('interactor first: AC, then the program exits 3: RE', async () => {
    const result = await worker.judge(task(`${search}raise SystemExit(3)\n`));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.RUNTIME_ERROR);
  });
  it('both wait on each other: TLE at the wall limit', async () => {
    const result = await worker.judge(task('input()\n'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(result.cases[0].message).toMatch(/wall time/);
  });
  it('a broken interactor (exit 5) is SE, and the waiting program is stopped', async () => {
    const result = await worker.judge(task('input()\n', '777 2'));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(result.timeMs).toBeLessThan(600);
  });
});
