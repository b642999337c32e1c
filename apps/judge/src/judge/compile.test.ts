// Compile errors are CE in every language, with the checker's own message; limits that real programs need.
import { JUDGE_SOURCE_LIMIT_BYTES, JudgeStatus, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgeWorker, type JudgeWorker } from '../worker.ts';

let worker: JudgeWorker;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => worker?.close());

const abCases = [{ index: 0, input: { content: '1 2\n' }, output: { content: '3\n' }, score: 0 }];
function task(
  language: string,
  source: string,
  problem = { timeLimitMs: 2000, memoryLimitMb: 256 },
): JudgeTask {
  return { taskId: `compile-${Math.random()}`, language, source, problem, testCases: abCases };
}

describe('a syntax error is a Compile Error with the checker message, never a Runtime Error', () => {
  const broken: [string, string, RegExp][] = [
    ['Python3', 'print(1 +)\n', /SyntaxError/],
    ['PyPy3', 'x = 1\nmatch x:\n    case 1:\n        print(3)\n', /SyntaxError/],
    ['JavaScript Node', 'console.log(1 +);\n', /SyntaxError/],
    ['Ruby', 'puts (1 +\n', /syntax error/],
    ['PHP', '<?php echo 1 +;\n', /Parse error/],
  ];
  for (const [language, source, message] of broken)
    it(language, async () => {
      const result = await worker.judge(task(language, source));
      expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.COMPILE_ERROR);
      expect(result.errorMessage).toMatch(message);
      expect(result.cases).toHaveLength(0);
    });
});

describe('sizes', () => {
  it('a source over the limit is refused as CE with the sizes, never SE', async () => {
    const source = `int main(){}\n//${'x'.repeat(JUDGE_SOURCE_LIMIT_BYTES)}`;
    const result = await worker.judge(task('C', source));
    expect(result.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(result.errorMessage).toMatch(/The source is 257 KiB, over the limit of 256 KiB/);
  });
  it("a problem's own source limit (ICPC limits.code) applies", async () => {
    const source = `int main(){}\n//${'x'.repeat(2048)}`;
    const result = await worker.judge(
      task('C', source, { timeLimitMs: 1000, memoryLimitMb: 64, sourceLimitBytes: 1024 } as never),
    );
    expect(result.errorMessage).toMatch(/over the limit of 1 KiB/);
  });
  it('a 500 MB initialised static array compiles (gcc writes a 500 MB object file and program) and runs', async () => {
    const source =
      '#include <stdio.h>\nint big[125000000] = {1};\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b+big[7]);return 0;}';
    const result = await worker.judge(task('C', source, { timeLimitMs: 2000, memoryLimitMb: 1024 }));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('a compile error in C keeps only the compiler messages', async () => {
    const result = await worker.judge(task('C', 'int main(void) { return x; }'));
    expect(result.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(result.errorMessage).toMatch(/^main\.c: In function .main.:\nmain\.c:1:25: error: .x. undeclared/);
  });
});

describe('dialects', () => {
  it('C is the GNU dialect: POSIX names (MAP_ANONYMOUS, pid_t, fileno) compile', async () => {
    const source = `#include <stdio.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>
int main(void){pid_t p=getpid();long long*m=mmap(0,4096,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
long long a,b;if(fscanf(fdopen(fileno(stdin),"r"),"%lld%lld",&a,&b)!=2)return 1;m[0]=a+b+(p<0);printf("%lld\\n",m[0]);return 0;}`;
    for (const language of ['C', 'C With O2']) {
      const result = await worker.judge(task(language, source));
      expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
    }
  });
  it('C++ is the GNU dialect (typeof, a GNU extension)', async () => {
    const source =
      '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;typeof(a) c=a+b;std::cout<<c<<"\\n";}';
    const result = await worker.judge(task('C++ 17', source));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('Java: a class in a package is run with its package, as on Kattis and DOMjudge', async () => {
    const source =
      'package contest.solution;\nimport java.util.*;\npublic class AB {\n  public static void main(String[] x) {\n    Scanner s = new Scanner(System.in);\n    System.out.println(s.nextLong() + s.nextLong());\n  }\n}\n';
    const result = await worker.judge(task('Java', source));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
  it('Java: a main class that is not public, after a helper class', async () => {
    const source =
      'import java.util.*;\nclass Helper { static long add(long a, long b) { return a + b; } }\nclass Solution {\n  public static void main(String[] x) {\n    Scanner s = new Scanner(System.in);\n    System.out.println(Helper.add(s.nextLong(), s.nextLong()));\n  }\n}\n';
    const result = await worker.judge(task('Java', source));
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.ACCEPTED);
  });
});
