// A package's own grader (problemtools' `grading: custom`): run in the sandbox on each custom-graded group's
// `VERDICT score` lines, with the group's grader_flags as arguments; its answer is the group's grade.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JudgeStatus, type IcpcGroup, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graderInput, parseGraderOutput } from '../src/judge/custom-grader.ts';
import { readIcpcConfig } from '../src/problem/icpc/package-config.ts';
import { readTestData } from '../src/problem/icpc/testdata-tree.ts';
import { createJudgeWorker, type JudgeWorker } from '../src/worker.ts';

// Sums the scores times the number its first flag gives; accepted when any item is (a grader of our own).
const grader = `import sys
factor = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
lines = [line.split() for line in sys.stdin if line.strip()]
verdict = 'AC' if any(v == 'AC' for v, _ in lines) else lines[0][0]
print(verdict, sum(float(s) for _, s in lines) * factor)
`;

let worker: JudgeWorker;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => worker?.close());

const group = (overrides: Partial<IcpcGroup> & Pick<IcpcGroup, 'items'>): IcpcGroup => ({
  name: 'data',
  onReject: 'continue',
  verdictMode: 'worst_error',
  acceptIfAnyAccepted: false,
  ignoreSample: false,
  aggregation: 'sum',
  acceptScore: 10,
  rejectScore: 0,
  ...overrides,
});
const doubling = (program: string, graderSource = grader): JudgeTask => ({
  taskId: `grader-${Math.random()}`,
  language: 'Python3',
  source: program,
  problem: {
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    type: 1,
    icpcScoring: true,
    checker: { kind: 'icpc' },
    icpcGrading: group({
      items: [{ case: 0 }, { case: 1 }, { case: 2 }],
      customGrader: true,
      graderFlags: ['2'],
      grader: { source: graderSource, language: 'Python3', extraFiles: {} },
    }),
  },
  testCases: [1, 2, 3].map((n, index) => ({
    index,
    input: { content: `${n}\n` },
    output: { content: `${n * n}\n` },
  })),
});

describe("a package's custom grader", () => {
  it('writes one line per item and reads one line back, as problemtools does', () => {
    expect(
      graderInput([
        { status: JudgeStatus.ACCEPTED, score: 10 },
        { status: JudgeStatus.RUNTIME_ERROR, score: 0 },
      ]),
    ).toBe('AC 10\nRTE 0\n');
    expect(parseGraderOutput('WA 12.5\n')).toEqual({ status: JudgeStatus.WRONG_ANSWER, score: 12.5 });
    expect(parseGraderOutput('accepted 10')).toBeUndefined();
  });

  it('grades the group in the sandbox with its flags', async () => {
    const all = await worker.judge(doubling('n = int(input())\nprint(n * n)\n'));
    expect(all).toMatchObject({ gradedStatus: JudgeStatus.ACCEPTED, score: 60 });
    const some = await worker.judge(doubling('n = int(input())\nprint(n * n if n < 3 else 0)\n'));
    expect(some).toMatchObject({ gradedStatus: JudgeStatus.ACCEPTED, score: 40 });
    const none = await worker.judge(doubling('print(-1)\n'));
    expect(none).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, score: 0 });
  });

  it('is a judge error when the grader fails or answers nonsense', async () => {
    const broken = doubling('print(1)\n', 'print("fine, thanks")\n');
    expect((await worker.judge(broken)).status).toBe(JudgeStatus.SYSTEM_ERROR);
    const failing = doubling('print(1)\n', 'raise SystemExit(1)\n');
    expect((await worker.judge(failing)).status).toBe(JudgeStatus.SYSTEM_ERROR);
  });
});

describe('grading: custom in testdata.yaml', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("marks the group (flags inherited) and carries the package's graders/ program in the tree", () => {
    const dir = mkdtempSync(join(tmpdir(), 'custom-grader-'));
    made.push(dir);
    const files: Record<string, string> = {
      'problem.yaml': 'type: scoring\n',
      'data/testdata.yaml': 'on_reject: continue\ngrading: custom\ngrader_flags: 2\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    // problem.yaml is read before graders/ exists: package-config.ts still refuses a graders/ folder at load.
    const config = readIcpcConfig(dir);
    mkdirSync(join(dir, 'graders'));
    writeFileSync(join(dir, 'graders', 'grade.py'), grader);
    const { tree } = readTestData(dir, config);
    expect(tree).toMatchObject({ customGrader: true, graderFlags: ['2'], grader: { language: 'Python3' } });
    const secret = tree.items.find((item) => 'group' in item && item.group.name === 'secret');
    expect(secret).toMatchObject({ group: { customGrader: true, graderFlags: ['2'] } });
  });
});
