// The simulated contestant's profile: how long a person thinks between pages, how long a problem takes
// between submissions, and which verdicts the submissions get. The sources of each number are in
// docs/load.md ("The contestant"); change them there and here together.

/** Exponential draw of the given mean, truncated at `cap` (TPC-W's think time, clause 5.3.1.1). */
export function exponential(meanMs, capMs, random = Math.random) {
  return Math.min(capMs, -meanMs * Math.log(1 - random()));
}

/**
 * A reaction after something shows: at least `floorMs` (nobody reacts sooner), then an exponential draw of the
 * rest of the mean, truncated so that the whole is at most `capMs`.
 */
export function reaction(floorMs, meanMs, capMs, random = Math.random) {
  return floorMs + exponential(meanMs - floorMs, capMs - floorMs, random);
}

/**
 * Think times in milliseconds, one registry entry per kind of pause. `page`: reading a page before the
 * next click (TPC-W: negative exponential, mean 7 s, at most 10x the mean). `solve`: working on a problem
 * before a submission (compressed from a contest's pace so that a 10-minute run submits; mean configurable).
 * `start`: from the contest's start to the click that opens its problems, for a contestant waiting on the
 * contest's page (an assumption: mean 3 s, at most 30 s; the page's own clock shows the problems at zero).
 * `pick`: from the problem list showing to the click on one of its problems (an assumption: at least 250 ms, a
 * person's simple reaction, mean 1 s for a choice among 12 and the pointer's move, at most 10 s; docs/load.md).
 */
export function thinkTimes({ solveMeanMs }) {
  return {
    page: (random) => exponential(7_000, 70_000, random),
    start: (random) => exponential(3_000, 30_000, random),
    pick: (random) => reaction(250, 1_000, 10_000, random),
    solve: (random) => exponential(solveMeanMs, solveMeanMs * 10, random),
  };
}

/**
 * The verdict mix, as weights out of 20: the chaos campaigns' mix (12 AC, 4 WA, 3 CE, 1 TLE). An assumption
 * (docs/load.md says so), not yet fitted to a real contest's submission log.
 */
export const VERDICT_WEIGHTS = { AC: 12, WA: 4, CE: 3, TLE: 1 };

export function drawVerdict(random = Math.random, weights = VERDICT_WEIGHTS) {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  let left = random() * total;
  for (const [kind, weight] of Object.entries(weights)) {
    left -= weight;
    if (left < 0) return kind;
  }
  return Object.keys(weights).at(-1);
}

/** The contest's problems: problem k (0-11) asks for a + b + k, so each has its own answer and test data. */
export const PROBLEM_COUNT = 12;
export const CASES = 3;
export const TIME_LIMIT_MS = 500;

export function problemCases(k) {
  return Array.from({ length: CASES }, (_, i) => {
    const a = (i + 1) * 1_000_003 + k;
    const b = (k + 3) * 7 + i;
    return { input: `${a} ${b}\n`, output: `${a + b + k}\n` };
  });
}

/**
 * One source per verdict for problem k, in C and C++ (real compilers; C++ is what most contestants
 * submit, C compiles faster). Each is what the judge must answer for it.
 */
const SOURCE_BY_LANGUAGE = {
  C: {
    AC: (k) =>
      `#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b+${k});return 0;}\n`,
    WA: (k) =>
      `#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b+${k});return 0;}\n`,
    CE: () => '#include <stdio.h>\nint main(){ printf("%d\\n", missing); }\n',
    TLE: () => '#include <stdio.h>\nint main(){volatile unsigned long x=0;for(;;)x++;return 0;}\n',
  },
  'C++': {
    AC: (k) => `#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b+${k}<<"\\n";}\n`,
    WA: (k) => `#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a*b+${k}<<"\\n";}\n`,
    CE: () => '#include <iostream>\nint main(){ std::cout << undeclared; }\n',
    TLE: () => '#include <iostream>\nint main(){volatile unsigned long x=0;for(;;)x++;}\n',
  },
};
export const LANGUAGES = Object.keys(SOURCE_BY_LANGUAGE);

export function sourceFor(language, kind, k) {
  return SOURCE_BY_LANGUAGE[language][kind](k);
}
