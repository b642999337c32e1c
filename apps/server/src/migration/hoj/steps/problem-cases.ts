import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HojRow } from '../hoj-source.ts';
import { text, type StepContext } from '../step.ts';

export interface CarriedCase {
  inputName: string;
  outputName: string;
  input: Buffer;
  output: Buffer | null;
  inputHash: string;
  outputHash: string | null;
  score: number;
  groupNum: number | null;
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * A problem's test cases as HOJ keeps them: with `is_upload_case` the rows of `problem_case` name files of
 * `HOJ_ROOT/testcase/problem_<id>/`; without, the rows hold the data itself. Answers null (the problem goes
 * without new cases, the skip says why) when a file is missing: half a test set would judge wrong.
 */
export async function readCases(
  problem: HojRow,
  rows: HojRow[],
  filesRoot: string | undefined,
  context: StepContext,
): Promise<CarriedCase[] | null> {
  const key = String(problem.id);
  const label = text(problem.problem_id) ?? key;
  const usable = rows.filter((row) => Number(row.status ?? 0) === 0);
  const fromFiles = Number(problem.is_upload_case ?? 1) === 1;
  const folder = filesRoot ? path.join(filesRoot, 'testcase', `problem_${key}`) : undefined;
  if (fromFiles && usable.length > 0 && !folder) {
    context.skip(key, `${label}: its test cases are files: give --files HOJ_ROOT to carry them`);
    return null;
  }
  const cases: CarriedCase[] = [];
  for (const [index, row] of usable.entries()) {
    const read = (name: string | null) => {
      if (!fromFiles) return name === null ? null : Buffer.from(name, 'utf8');
      const file = path.join(folder!, name ?? '');
      return name && fs.existsSync(file) ? fs.readFileSync(file) : null;
    };
    const inputName = fromFiles ? (text(row.input) ?? '') : `${index + 1}.in`;
    const outputName = fromFiles ? (text(row.output) ?? '') : `${index + 1}.out`;
    const input = read(text(row.input));
    const output = read(text(row.output));
    if (!input || (!output && problem.judge_mode !== 'spj' && problem.judge_mode !== 'interactive')) {
      const missing = !input ? inputName : outputName;
      context.skip(
        key,
        `${label}: test case file ${folder ? path.join(folder, missing) : missing} is missing`,
      );
      return null;
    }
    cases.push({
      inputName,
      outputName,
      input,
      output,
      inputHash: sha256(input),
      outputHash: output ? sha256(output) : null,
      score: Number(row.score ?? 0),
      groupNum: row.group_num === null || row.group_num === undefined ? null : Number(row.group_num),
    });
  }
  if (cases.length === 0) context.note(key, `${label}: HOJ has no test case for it`);
  return cases;
}
