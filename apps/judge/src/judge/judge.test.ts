// End to end through the worker API: real compilers, real sandbox, real checkers.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProblem } from '../problem/load-problem.ts';
import { createJudgeWorker, type JudgeWorker } from '../worker.ts';

let worker: JudgeWorker;
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');

beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => worker?.close());

const abCases = [
  { index: 0, input: { content: '1 2\n' }, output: { content: '3\n' }, score: 50 },
  { index: 1, input: { content: '-7 1000000000\n' }, output: { content: '999999993\n' }, score: 50 },
];
const problem = { timeLimitMs: 2000, memoryLimitMb: 256 };

function task(language: string, source: string, extra: Partial<JudgeTask> = {}): JudgeTask {
  return { taskId: `t-${Math.random()}`, language, source, problem, testCases: abCases, ...extra };
}

const helloSources: Record<string, string> = {
  C: '#include <stdio.h>\nint main(void){puts("hello");return 0;}',
  'C++': '#include <iostream>\nint main(){std::cout<<"hello\\n";}',
  Java: 'public class Main{public static void main(String[] a){System.out.println("hello");}}',
  Python3: 'print("hello")',
  PyPy3: 'print("hello")',
  Golang: 'package main\nimport "fmt"\nfunc main(){fmt.Println("hello")}',
  'JavaScript Node': 'console.log("hello")',
  Rust: 'fn main(){println!("hello");}',
  'C#': 'class P{static void Main(){System.Console.WriteLine("hello");}}',
  PHP: '<?php echo "hello\\n";',
  Ruby: 'puts "hello"',
};
const abSources: Record<string, string> = {
  C: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}',
  'C++': '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
  Java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);System.out.println(s.nextLong()+s.nextLong());}}',
  Python3: 'a,b=map(int,input().split())\nprint(a+b)',
  PyPy3: 'a,b=map(int,input().split())\nprint(a+b)',
  Golang: 'package main\nimport "fmt"\nfunc main(){var a,b int64\nfmt.Scan(&a,&b)\nfmt.Println(a+b)}',
  'JavaScript Node':
    'const [a,b]=require("fs").readFileSync(0,"utf8").trim().split(/\\s+/).map(Number);console.log(a+b)',
  Rust: 'use std::io::*;fn main(){let mut s=String::new();stdin().read_to_string(&mut s).unwrap();let v:Vec<i64>=s.split_whitespace().map(|x|x.parse().unwrap()).collect();println!("{}",v[0]+v[1]);}',
  'C#': 'using System;class P{static void Main(){var t=Console.ReadLine().Split();Console.WriteLine(long.Parse(t[0])+long.Parse(t[1]));}}',
  PHP: '<?php $l=explode(" ",trim(fgets(STDIN)));echo $l[0]+$l[1],"\\n";',
  Ruby: 'a,b=gets.split.map(&:to_i);puts a+b',
};
const sourceFamily = (name: string) =>
  name.startsWith('C++') ? 'C++' : name.startsWith('C With') ? 'C' : name;

describe('every enabled language', () => {
  it('the table has a test program for every language it knows', () => {
    // The newer languages carry their A+B in the table; the conformance package `languages` judges them.
    for (const entry of worker.languages.all)
      expect(
        abSources[sourceFamily(entry.language.name)] ?? entry.language.aPlusB,
        entry.language.name,
      ).toBeDefined();
    expect(worker.languages.enabled.length).toBeGreaterThanOrEqual(8);
  });
  for (const entry of [
    'C',
    'C With O2',
    'C++',
    'C++ With O2',
    'C++ 17',
    'C++ 17 With O2',
    'C++ 20',
    'C++ 20 With O2',
    'Java',
    'Python3',
    'PyPy3',
    'Golang',
    'JavaScript Node',
    'Rust',
    'C#',
    'PHP',
    'Ruby',
  ]) {
    it(`${entry}: hello world and A+B`, async () => {
      const language = worker.languages.all.find((candidate) => candidate.language.name === entry);
      // A disabled language must say why; CI installs every toolchain, so there it must be enabled.
      expect(language?.enabled, `${entry}: ${language?.reason}`).toBe(true);
      const hello = await worker.judge(
        task(entry, helloSources[sourceFamily(entry)], {
          testCases: [{ index: 0, input: { content: '' }, output: { content: 'hello\n' }, score: 0 }],
        }),
      );
      expect(hello.status, JSON.stringify(hello)).toBe(JudgeStatus.ACCEPTED);
      const ab = await worker.judge(task(entry, abSources[sourceFamily(entry)]));
      expect(ab.status, JSON.stringify(ab)).toBe(JudgeStatus.ACCEPTED);
      expect(ab.cases).toHaveLength(2);
    });
  }
});

describe('verdicts through the whole pipeline', () => {
  it('compile error keeps the message', async () => {
    const result = await worker.judge(task('C++ 17 With O2', 'int main() { this is not C++ }'));
    expect(result.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(result.errorMessage).toMatch(/error/);
  });
  it('PE with the default checker, AC with remove-end-blank', async () => {
    const source =
      '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld  \\n\\n",a+b);return 0;}';
    expect((await worker.judge(task('C', source))).status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(
      (await worker.judge(task('C', source, { problem: { ...problem, isRemoveEndBlank: true } }))).status,
    ).toBe(JudgeStatus.ACCEPTED);
  });
  it('OI partial score and the case results', async () => {
    const source = 'a,b=map(int,input().split())\nprint(3)';
    const result = await worker.judge(task('Python3', source, { problem: { ...problem, type: 1 } }));
    expect(result).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 50 });
    expect(result.cases.map((testCase) => testCase.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
    ]);
    expect(result.cases[1].userOutput).toBe('3\n');
  });
  it('MLE, TLE and OLE reach the result', async () => {
    const mle = await worker.judge(
      task(
        'C',
        '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(1<<20);memset(p,1,1<<20);}}',
        { problem: { timeLimitMs: 2000, memoryLimitMb: 32 } },
      ),
    );
    expect(mle.status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    const tle = await worker.judge(
      task('C', 'int main(void){for(volatile int i=0;;i++);}', {
        problem: { timeLimitMs: 300, memoryLimitMb: 64 },
      }),
    );
    expect(tle.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    const ole = await worker.judge(
      task('C', '#include <stdio.h>\nint main(void){for(;;)puts("3");}', {
        problem: { ...problem, outputLimitBytes: 65536 },
      }),
    );
    expect(ole.status).toBe(JudgeStatus.OUTPUT_LIMIT_EXCEEDED);
  });
  it('file IO problems read and write named files', async () => {
    const source =
      '#include <stdio.h>\nint main(void){long long a,b;FILE*i=fopen("ab.in","r");FILE*o=fopen("ab.out","w");fscanf(i,"%lld%lld",&a,&b);fprintf(o,"%lld\\n",a+b);return 0;}';
    const result = await worker.judge(
      task('C', source, { problem: { ...problem, fileIO: { inputName: 'ab.in', outputName: 'ab.out' } } }),
    );
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('user extra files are available at compile and run time', async () => {
    const source =
      '#include <stdio.h>\n#include "add.h"\nint main(void){long long a,b;FILE*f=fopen("bias.txt","r");int bias;fscanf(f,"%d",&bias);scanf("%lld%lld",&a,&b);printf("%lld\\n",add(a,b)+bias);return 0;}';
    const result = await worker.judge(
      task('C', source, {
        problem: {
          ...problem,
          userExtraFiles: {
            'add.h': 'static long long add(long long a,long long b){return a+b;}\n',
            'bias.txt': '0\n',
          },
        },
      }),
    );
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
});

describe('special judges', () => {
  // Accepts any pair (x, y) with x + y = a + b: the HOJ spj convention, exit 100 AC / 102 WA.
  const hojSpj =
    '#include <stdio.h>\nint main(int argc,char**argv){FILE*in=fopen(argv[1],"r"),*out=fopen(argv[2],"r");long long a,b,x,y;fscanf(in,"%lld%lld",&a,&b);if(fscanf(out,"%lld%lld",&x,&y)!=2)return 102;return x+y==a+b?100:102;}';
  // testlib exit codes without testlib.h: 0 ok, 1 wa, 7 + "points" for a half-right answer; reads a judge extra file.
  const testlibLike =
    '#include <stdio.h>\n#include "limits.txt"\nint main(int argc,char**argv){FILE*out=fopen(argv[2],"r"),*ans=fopen(argv[3],"r");long long x,y;fscanf(ans,"%lld",&y);if(fscanf(out,"%lld",&x)!=1){fprintf(stderr,"no number");return 1;}if(x==y)return 0;if(x/10==y/10){fprintf(stderr,"points 0.5 close");return 7;}fprintf(stderr,"wrong: %lld",x);return 1;}';

  it('HOJ spj: input user_output answer, exit codes 100 / 102', async () => {
    const spjProblem = {
      ...problem,
      judgeMode: 'spj' as const,
      checker: { kind: 'spj' as const, source: hojSpj, language: 'C', args: [] },
    };
    const pairs = await worker.judge(
      task('Python3', 'a,b=map(int,input().split())\nprint(a+b-1, 1)', { problem: spjProblem }),
    );
    expect(pairs.status, JSON.stringify(pairs)).toBe(JudgeStatus.ACCEPTED);
    const wrong = await worker.judge(task('Python3', 'print(0, 0)', { problem: spjProblem }));
    expect(wrong.status).toBe(JudgeStatus.WRONG_ANSWER);
  });
  it('testlib checker with partial points and judge extra files', async () => {
    const checkerProblem = {
      ...problem,
      type: 1 as const,
      judgeMode: 'spj' as const,
      checker: { kind: 'testlib' as const, source: testlibLike, language: 'C', args: [] },
      judgeExtraFiles: { 'limits.txt': '/* a judge extra file the checker includes */\n' },
    };
    const close = await worker.judge(
      task('Python3', 'a,b=map(int,input().split())\nprint(a+b+1 if a==1 else a+b)', {
        problem: checkerProblem,
      }),
    );
    expect(close.cases.map((testCase) => [testCase.status, testCase.score])).toEqual([
      [JudgeStatus.PARTIAL_ACCEPTED, 25],
      [JudgeStatus.ACCEPTED, 50],
    ]);
    expect(close).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 75 });
    expect(close.cases[0].message).toContain('points 0.5');
  });
  it("a checker that crashes is a System Error, never the contestant's verdict", async () => {
    const broken = {
      ...problem,
      judgeMode: 'spj' as const,
      checker: { kind: 'spj' as const, source: 'int main(void){return 55;}', language: 'C', args: [] },
    };
    expect((await worker.judge(task('Python3', 'print(3)', { problem: broken }))).status).toBe(
      JudgeStatus.SYSTEM_ERROR,
    );
  });
  it("a checker's trouble on a later case leaves the wrong answer an earlier case decided (pass-fail)", async () => {
    // Case 1 (a = 1) is judged wrong; on case 2 (a < 0) the checker crashes, as a checker short of time on a busy
    // machine would: the submission stays WA, the case keeps its System Error.
    const troubled = {
      ...problem,
      judgeMode: 'spj' as const,
      checker: {
        kind: 'spj' as const,
        source:
          '#include <stdio.h>\nint main(int argc,char**argv){FILE*in=fopen(argv[1],"r");long long a;fscanf(in,"%lld",&a);return a<0?55:102;}',
        language: 'C',
        args: [],
      },
    };
    const result = await worker.judge(task('Python3', 'print(0)', { problem: troubled }));
    expect(result.cases.map((testCase) => testCase.status)).toEqual([
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.SYSTEM_ERROR,
    ]);
    expect(result.status).toBe(JudgeStatus.WRONG_ANSWER);
  });
});

describe('interactive', () => {
  // Guess the number in the input file; the interactor answers "<", ">" or "=" and allows 40 guesses.
  const interactor =
    '#include <stdio.h>\nint main(int argc,char**argv){FILE*in=fopen(argv[1],"r");long long n,g;fscanf(in,"%lld",&n);for(int i=0;i<40;i++){if(scanf("%lld",&g)!=1){fprintf(stderr,"no guess");return 1;}if(g==n){printf("=\\n");fflush(stdout);return 0;}printf(g<n?"<\\n":">\\n");fflush(stdout);}fprintf(stderr,"too many guesses");return 1;}';
  const guessCases = [
    { index: 0, input: { content: '1\n' }, score: 0 },
    { index: 1, input: { content: '777777\n' }, score: 0 },
  ];
  const interactive = {
    ...problem,
    judgeMode: 'interactive' as const,
    interactor: { source: interactor, language: 'C', kind: 'testlib' as const },
  };
  const binarySearch =
    'import sys\nlo,hi=1,10**6\nwhile True:\n    m=(lo+hi)//2\n    print(m,flush=True)\n    r=sys.stdin.readline().strip()\n    if r=="=":break\n    if r=="<":lo=m+1\n    else:hi=m-1\n';

  it('a correct binary search is AC', async () => {
    const result = await worker.judge(
      task('Python3', binarySearch, { problem: interactive, testCases: guessCases }),
    );
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('a linear search runs out of guesses: WA (not a RE from the broken pipe)', async () => {
    const linear =
      'import sys\ni=1\nwhile True:\n    print(i,flush=True)\n    if sys.stdin.readline().strip()=="=":break\n    i+=1\n';
    const result = await worker.judge(
      task('Python3', linear, { problem: interactive, testCases: guessCases }),
    );
    expect(result.status).toBe(JudgeStatus.WRONG_ANSWER);
  });
  it('a program that waits without asking is TLE (idle)', async () => {
    const idle = 'import sys\nsys.stdin.readline()\n';
    const result = await worker.judge(
      task('Python3', idle, {
        problem: { ...interactive, timeLimitMs: 500 },
        testCases: guessCases.slice(0, 1),
      }),
    );
    expect(result.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
  });
  it('a program that crashes mid-way is RE', async () => {
    const crash = 'print(5, flush=True)\nraise SystemExit(4)\n';
    const result = await worker.judge(
      task('Python3', crash, { problem: interactive, testCases: guessCases.slice(1) }),
    );
    expect([JudgeStatus.RUNTIME_ERROR, JudgeStatus.WRONG_ANSWER]).toContain(result.status);
  });
});

describe('ICPC package through the CLI', () => {
  it('reproduces the expected verdict of every submission (C, C++, Java, Python: AC, WA, TLE, RE)', () => {
    const output = execFileSync(
      join(fixtures, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx'),
      [join(fixtures, '..', '..', 'src', 'cli.ts'), 'check', join(fixtures, 'icpc-aplusb')],
      { encoding: 'utf8' },
    );
    expect(output).toContain('16 submissions: 16 as expected, 0 differ');
    expect(output).not.toContain('DIFFERS');
  });
  it('local prints one line per case and the final verdict', () => {
    const output = execFileSync(
      join(fixtures, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx'),
      [
        join(fixtures, '..', '..', 'src', 'cli.ts'),
        'local',
        join(fixtures, 'icpc-aplusb'),
        join(fixtures, 'icpc-aplusb', 'submissions', 'wrong_answer', 'overflow.c'),
      ],
      { encoding: 'utf8' },
    );
    expect(output.trim().split('\n').at(-1)).toBe('verdict: WA');
    expect(output.match(/^case /gm)?.length).toBeGreaterThanOrEqual(4);
  });
  it('loads limits, cases and expected verdicts from the package', () => {
    const loaded = loadProblem(join(fixtures, 'icpc-aplusb'));
    expect(loaded.format).toBe('icpc');
    expect(loaded.problem.timeLimitMs).toBe(1000);
    expect(loaded.testCases).toHaveLength(6);
    expect(loaded.submissions.filter((submission) => submission.folder === 'accepted')).toHaveLength(4);
  });
});
