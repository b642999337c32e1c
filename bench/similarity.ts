// The similarity check (issue 20): recall and false-positive rate per language on the corpus written for the
// tests, then the speed of a whole check on a generated contest of 300 contestants x 12 problems (every pair
// within each problem), as pairs per second and as a share of the 60 s goal, measured in this run.
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_FINGERPRINTS,
  DEFAULT_THRESHOLD,
  prepareSource,
  scorePairs,
} from '../apps/server/src/contexts/similarity/engine/index.ts';
import { corpusFigures } from '../apps/server/src/contexts/similarity/engine/corpus/corpus-figures.ts';
import { corpusPairs, judgeNameOf } from '../apps/server/src/contexts/similarity/engine/corpus/corpus.ts';

const CONTESTANTS = 300;
const PROBLEMS = 12;
const GOAL_SECONDS = 60;

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function printCorpusFigures() {
  console.log(
    `corpus at k=${DEFAULT_FINGERPRINTS.k}, w=${DEFAULT_FINGERPRINTS.w}, threshold ${DEFAULT_THRESHOLD}:`,
  );
  for (const figure of corpusFigures(DEFAULT_FINGERPRINTS, DEFAULT_THRESHOLD))
    console.log(
      `  ${figure.language.padEnd(7)} recall ${figure.recall.toFixed(3)} of ${figure.copiedPairs} copied pairs, ` +
        `false positives ${figure.falsePositiveRate.toFixed(3)} of ${figure.independentPairs} independent pairs`,
    );
}

/**
 * One contestant's program: a corpus program of the problem's language with its own helper functions of
 * random statements around it, so no two are alike and sizes vary (about 40 to 160 lines).
 */
function contestantProgram(base: string, next: () => number) {
  const helpers: string[] = [];
  const count = Math.floor(next() * 6);
  for (let h = 0; h < count; h += 1) {
    const lines = Array.from({ length: 3 + Math.floor(next() * 12) }, () => {
      const a = `v${Math.floor(next() * 9)}`;
      const op = ['+', '-', '*', '%', '^'][Math.floor(next() * 5)];
      return next() < 0.3
        ? `    if (${a} > ${Math.floor(next() * 100)}) ${a} = ${a} ${op} ${Math.floor(next() * 50)};`
        : `    ${a} = ${a} ${op} v${Math.floor(next() * 9)};`;
    });
    helpers.push(
      `int helper${h}(int v0) {\n    int v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8;\n${lines.join('\n')}\n    return v0;\n}`,
    );
  }
  return `${helpers.join('\n\n')}\n\n${base}`;
}

function generatedContest() {
  const next = random(20);
  const bases = [
    ...new Set(
      corpusPairs()
        .filter((pair) => pair.language === 'cpp')
        .flatMap((pair) => [pair.left.source, pair.right.source]),
    ),
  ];
  return Array.from({ length: PROBLEMS }, () =>
    Array.from({ length: CONTESTANTS }, () =>
      contestantProgram(bases[Math.floor(next() * bases.length)], next),
    ),
  );
}

function benchWholeCheck() {
  const contest = generatedContest();
  const language = judgeNameOf('cpp');
  const started = performance.now();
  let flagged = 0;
  for (const programs of contest) {
    const prepared = programs.map((source) => prepareSource(source, language, DEFAULT_FINGERPRINTS));
    flagged += scorePairs(prepared, () => true, DEFAULT_THRESHOLD).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const totalPairs = PROBLEMS * ((CONTESTANTS * (CONTESTANTS - 1)) / 2);
  console.log(
    `whole check, ${CONTESTANTS} contestants x ${PROBLEMS} problems (${totalPairs} pairs, ${flagged} at or above the threshold):`,
  );
  console.log(`  ${Math.round(totalPairs / seconds)} pairs/s (reading every program included)`);
  console.log(`  ${(seconds / GOAL_SECONDS).toFixed(3)} of the ${GOAL_SECONDS} s goal`);
}

printCorpusFigures();
benchWholeCheck();
