// A package's own grader (`graders/`, `grading: custom` in testdata.yaml), run as problemtools runs it: one
// `VERDICT score` line per item of the group on stdin, the group's grader_flags as arguments, and one
// `VERDICT score` line back. A grader that fails, or answers anything else, is a judge error (our SE).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type IcpcGroup, type JudgeStatusCode } from '@judge/contract';
import { CHECKER_LIMITS, type JudgeContext } from './case-run.ts';
import type { GradeResult } from './icpc-grading.ts';
import { runCompiledProgram, type CompiledProgram } from './programs.ts';

/** problemtools' verdict names and ours (PE is a wrong answer there, SE its judge error). */
const NAMES: [string, JudgeStatusCode][] = [
  ['AC', JudgeStatus.ACCEPTED],
  ['WA', JudgeStatus.WRONG_ANSWER],
  ['WA', JudgeStatus.PRESENTATION_ERROR],
  ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
  ['RTE', JudgeStatus.RUNTIME_ERROR],
  ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
  ['OLE', JudgeStatus.OUTPUT_LIMIT_EXCEEDED],
  ['JE', JudgeStatus.SYSTEM_ERROR],
];

const nameOf = (status: JudgeStatusCode) =>
  NAMES.find(([, code]) => code === status)?.[0] ?? (status === JudgeStatus.PARTIAL_ACCEPTED ? 'AC' : 'JE');

/** What the grader reads: one line per graded item, in the group's order. */
export function graderInput(grades: GradeResult[]): string {
  return grades.map((grade) => `${nameOf(grade.status)} ${grade.score}\n`).join('');
}

const OUTPUT = /^(AC|WA|TLE|RTE|MLE|OLE|JE)\s+(-?[0-9.]+)\s*$/;

/** The grader's answer, or undefined when it is not one `VERDICT score` line. */
export function parseGraderOutput(text: string): GradeResult | undefined {
  const match = OUTPUT.exec(text);
  if (!match) return undefined;
  const score = Number(match[2]);
  if (!Number.isFinite(score)) return undefined;
  return { status: NAMES.find(([name]) => name === match[1])![1], score };
}

const judgeError = (): GradeResult => ({ status: JudgeStatus.SYSTEM_ERROR, score: 0 });

/** Runs the grader on a group's grades in its own box (a judge error among them is the group's, unrun). */
export async function runCustomGrader(
  context: JudgeContext,
  grader: CompiledProgram,
  group: IcpcGroup,
  grades: GradeResult[],
): Promise<GradeResult> {
  if (grades.length === 0) return { status: JudgeStatus.ACCEPTED, score: 0 };
  if (grades.some((grade) => grade.status === JudgeStatus.SYSTEM_ERROR)) return judgeError();
  return context.sandbox.withBox(async (box) => {
    await box.writeFile('grader_in', graderInput(grades));
    const run = await runCompiledProgram(box, grader, {
      ...CHECKER_LIMITS,
      stdinPath: join(box.dir, 'grader_in'),
      args: group.graderFlags ?? [],
    });
    if (run.outcome !== 'ok' || run.exitCode !== 0) return judgeError();
    return parseGraderOutput(await readFile(run.stdoutPath, 'utf8').catch(() => '')) ?? judgeError();
  });
}
