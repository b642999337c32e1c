import { languageTable } from '@judge/judge';
import type { ProblemSaveBody } from '@judge/contract';

/**
 * Problems a new installation starts with, so a newcomer can submit at once: one of each kind the
 * judge supports (plain compare, float special judge, interactive, OI with subtasks). Test data is
 * generated from a fixed seed, so every installation has the same tests.
 */

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state % max;
  };
}

const ALL_LANGUAGES = languageTable.map((language) => language.name);
const examples = (pairs: [string, string][]) =>
  pairs.map(([input, output]) => `<input>${input}</input><output>${output}</output>`).join('');

function aPlusB(): ProblemSaveBody {
  const random = seededRandom(1000);
  const cases: [string, string][] = [
    ['1 2\n', '3\n'],
    ['0 0\n', '0\n'],
    ['-5 12\n', '7\n'],
  ];
  // Each of a and b fits a 32-bit int; these sums do not, so the hint's warning is what the cases check.
  cases.push(['2000000000 2000000000\n', '4000000000\n'], ['-2000000000 -1999999999\n', '-3999999999\n']);
  for (let i = 0; i < 5; i++) {
    const a = random(4_000_000_001) - 2_000_000_000;
    const b = random(4_000_000_001) - 2_000_000_000;
    cases.push([`${a} ${b}\n`, `${a + b}\n`]);
  }
  return {
    problem: {
      problemId: 'P1000',
      title: 'A+B Problem',
      description:
        'Read two integers $a$ and $b$ and print their sum.\n\nThis is the first problem of the bank: use it to try the editor, the languages and the judge.',
      input: 'One line with two integers $a$ and $b$ ($-2 \\cdot 10^9 \\le a, b \\le 2 \\cdot 10^9$).',
      output: 'One line with $a + b$.',
      examples: examples([
        ['1 2', '3'],
        ['-5 12', '7'],
      ]),
      hint: 'The sum can exceed the range of a 32-bit integer in some languages: use a 64-bit type.',
      source: 'Demo',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 1,
      type: 0,
      auth: 1,
      codeShare: true,
      isRemoveEndBlank: false,
      openCaseResult: true,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      spjCode: '',
      spjLanguage: 'C',
      isFileIO: false,
      ioReadFileName: '',
      ioWriteFileName: '',
      userExtraFile: {},
      judgeExtraFile: {},
    },
    samples: cases.map(([input, output]) => ({ input, output, score: 0 })),
    isUploadTestCase: false,
    languages: ALL_LANGUAGES,
    tags: [{ name: 'Beginner' }, { name: 'Math' }],
    codeTemplates: [],
    changeCases: true,
  };
}

/** HOJ's special-judge convention: `spj input user_output answer`, exit 100 accepted, 102 wrong. */
const FLOAT_CHECKER = `#include <stdio.h>
#include <math.h>

int main(int argc, char *argv[]) {
    FILE *user = fopen(argv[2], "r"), *answer = fopen(argv[3], "r");
    double got, expected;
    if (!user || !answer || fscanf(answer, "%lf", &expected) != 1) return 3;
    if (fscanf(user, "%lf", &got) != 1) return 102;
    double error = fabs(got - expected);
    /* Accepted within 1e-6, absolute or relative. */
    return (error <= 1e-6 || error <= 1e-6 * fabs(expected)) ? 100 : 102;
}
`;

function circleArea(): ProblemSaveBody {
  const random = seededRandom(1001);
  const radii = [1, 2.5, 0.001, 1000, ...Array.from({ length: 6 }, () => (random(1_000_000) + 1) / 1000)];
  const base = aPlusB();
  return {
    ...base,
    problem: {
      ...base.problem,
      problemId: 'P1001',
      title: 'Circle Area',
      description:
        'Given the radius $r$ of a circle, print its area $\\pi r^2$.\n\nAny answer within $10^{-6}$ of the exact value (absolute or relative) is accepted: a special judge compares the numbers.',
      input: 'One real number $r$ ($0 < r \\le 1000$).',
      output: 'The area, as a real number.',
      examples: examples([
        ['1', '3.141592653590'],
        ['2.5', '19.634954084936'],
      ]),
      hint: 'Use `acos(-1)` for $\\pi$ and print enough digits.',
      difficulty: 1,
      judgeMode: 'spj',
      spjCode: FLOAT_CHECKER,
      spjLanguage: 'C',
    },
    samples: radii.map((r) => ({ input: `${r}\n`, output: `${(Math.PI * r * r).toFixed(12)}\n`, score: 0 })),
    tags: [{ name: 'Beginner' }, { name: 'Geometry' }],
  };
}

/** testlib's protocol without testlib: `interactor input tout answer`, exit 0 accepted, 1 wrong. */
const GUESS_INTERACTOR = `#include <stdio.h>
#include <signal.h>

int main(int argc, char *argv[]) {
    /* A program that quits early must not kill the interactor with SIGPIPE: that would be our failure. */
    signal(SIGPIPE, SIG_IGN);
    FILE *input = fopen(argv[1], "r");
    long long secret, guess;
    if (!input || fscanf(input, "%lld", &secret) != 1) return 3;
    for (int asked = 1; asked <= 31; asked++) {
        if (scanf("%lld", &guess) != 1) return 1;
        if (guess == secret) { printf("=\\n"); fflush(stdout); return 0; }
        printf(guess < secret ? "<\\n" : ">\\n");
        fflush(stdout);
    }
    return 1;
}
`;

function guessNumber(): ProblemSaveBody {
  const random = seededRandom(1002);
  const secrets = [
    1,
    1_000_000_000,
    500_000_000,
    ...Array.from({ length: 5 }, () => random(1_000_000_000) + 1),
  ];
  const base = aPlusB();
  return {
    ...base,
    problem: {
      ...base.problem,
      problemId: 'P1002',
      title: 'Guess the Number',
      description:
        'The judge thinks of an integer $x$ between $1$ and $10^9$. Find it by asking at most 31 questions.\n\nPrint a guess $g$ on its own line and **flush the output**. The judge answers `<` if $g < x$, `>` if $g > x$, or `=` if you found it — then your program must stop.',
      input: 'Answers of the judge, one per line, after each of your guesses.',
      output: 'Your guesses, one per line (flush after each).',
      examples: examples([['<\n>\n=', '500000000\n750000000\n625000000']]),
      hint: 'Binary search. In C++ use `cout << g << endl;` (endl flushes); in Python `print(g, flush=True)`.',
      difficulty: 2,
      judgeMode: 'interactive',
      spjCode: GUESS_INTERACTOR,
      spjLanguage: 'C',
    },
    samples: secrets.map((secret) => ({ input: `${secret}\n`, output: '', score: 0 })),
    tags: [{ name: 'Interactive' }, { name: 'Binary Search' }],
  };
}

function prefixSums(): ProblemSaveBody {
  const random = seededRandom(1003);
  const makeCase = (n: number, q: number, maxValue: number): [string, string] => {
    const values = Array.from({ length: n }, () => random(2 * maxValue + 1) - maxValue);
    const prefix = [0];
    for (const v of values) prefix.push(prefix[prefix.length - 1] + v);
    const queries: string[] = [];
    const answers: string[] = [];
    for (let i = 0; i < q; i++) {
      const l = random(n) + 1;
      const r = l + random(n - l + 1);
      queries.push(`${l} ${r}`);
      answers.push(String(prefix[r] - prefix[l - 1]));
    }
    return [`${n} ${q}\n${values.join(' ')}\n${queries.join('\n')}\n`, `${answers.join('\n')}\n`];
  };
  const small = [
    makeCase(5, 5, 10),
    makeCase(100, 100, 1000),
    makeCase(1000, 1000, 1000),
    makeCase(1000, 1000, 1_000_000),
  ];
  const large = [
    makeCase(100_000, 100_000, 1_000_000),
    makeCase(100_000, 100_000, 1_000_000),
    makeCase(50_000, 100_000, 1_000_000),
  ];
  const base = aPlusB();
  return {
    ...base,
    problem: {
      ...base.problem,
      problemId: 'P1003',
      title: 'Range Sums (OI, subtasks)',
      description:
        'Given $n$ integers $a_1..a_n$, answer $q$ questions: the sum $a_l + \\dots + a_r$.\n\nThis problem is scored (OI): subtask 1 (40 points, $n, q \\le 1000$) and subtask 2 (60 points, $n, q \\le 10^5$). A subtask scores only if all of its cases pass.',
      input:
        'The first line holds $n$ and $q$; the second the $n$ integers ($|a_i| \\le 10^6$); then $q$ lines with $l$ and $r$ ($1 \\le l \\le r \\le n$).',
      output: 'For each question, one line with the sum.',
      examples: examples([['5 2\n1 2 3 4 5\n1 3\n2 5', '6\n14']]),
      hint: 'A double loop passes subtask 1 only; prefix sums pass both.',
      difficulty: 2,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
    },
    samples: [
      // In subtask modes every case of a group carries the group's score; the group is worth its lowest case.
      ...small.map(([input, output]) => ({ input, output, score: 40, groupNum: 1 })),
      ...large.map(([input, output]) => ({ input, output, score: 60, groupNum: 2 })),
    ],
    tags: [{ name: 'Prefix Sums' }],
  };
}

export const demoProblems = (): ProblemSaveBody[] => [aPlusB(), circleArea(), guessNumber(), prefixSums()];
