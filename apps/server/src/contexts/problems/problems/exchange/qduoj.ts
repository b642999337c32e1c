import { z } from 'zod';
import { invalidField } from '../../../../errors.ts';
import { readZip } from '../../testdata/zip.ts';
import {
  ALL_LANGUAGES,
  dialectChecker,
  examplesOf,
  htmlToMarkdown,
  ourLanguage,
  toSaveBody,
  toUnixLines,
  type ImportedProblem,
  type ProblemImportFormat,
} from './format.ts';

/**
 * QDUOJ's export zip (QingdaoU/OnlineJudge ExportProblemAPI; ../shared/reference/problem-formats.md §2):
 * `1/problem.json` … `N/problem.json`, each with `N/testcase/1.in, 1.out, 2.in, …` (only `.in`
 * for a special judge). Field mapping: docs/api.md "Problem import and export".
 */
const richText = z
  .union([z.string(), z.object({ format: z.string().default('html'), value: z.string().default('') })])
  .nullish();

const qduojJson = z.object({
  display_id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  description: richText,
  input_description: richText,
  output_description: richText,
  hint: richText,
  tags: z.array(z.string()).nullish(),
  test_case_score: z
    .array(z.object({ score: z.number(), input_name: z.string(), output_name: z.string().nullish() }))
    .nullish(),
  time_limit: z.number(),
  memory_limit: z.number(),
  samples: z.array(z.object({ input: z.string(), output: z.string() })).nullish(),
  template: z
    .record(
      z.string(),
      z.union([
        z.string(),
        z.object({
          prepend: z.string().nullish(),
          template: z.string().nullish(),
          append: z.string().nullish(),
        }),
      ]),
    )
    .nullish(),
  spj: z.object({ code: z.string(), language: z.string() }).nullish(),
  rule_type: z.enum(['ACM', 'OI']).default('ACM'),
  source: z.string().nullish(),
});

const PROBLEM_JSON = /^(.*?)(\d+)\/problem\.json$/;

/** QDUOJ's `{format, value}` text in our Markdown: HTML is converted, Markdown kept. */
function statement(text: z.infer<typeof richText>): string {
  if (!text) return '';
  if (typeof text === 'string') return htmlToMarkdown(text);
  return text.format === 'markdown' ? toUnixLines(text.value) : htmlToMarkdown(text.value);
}

/**
 * A QDUOJ template splits a fill-in-the-blank program in three; our judge runs the user's code as
 * it is, so the editor's template is the whole program (prepend, template, append in order).
 */
function templateCode(
  template: string | { prepend?: string | null; template?: string | null; append?: string | null },
) {
  if (typeof template === 'string') return toUnixLines(template);
  return [template.prepend, template.template, template.append]
    .filter((part): part is string => Boolean(part?.trim()))
    .map(toUnixLines)
    .join('\n');
}

export function readQduojZip(zip: Buffer): ImportedProblem[] {
  const entries = readZip(zip);
  const found = [...entries.keys()].flatMap((name) => {
    const match = PROBLEM_JSON.exec(name);
    return match ? [{ prefix: match[1], number: Number(match[2]) }] : [];
  });
  if (found.length === 0)
    throw invalidField('file', 'no 1/problem.json in the zip: is it a QDUOJ problem export?');
  const prefix = found[0].prefix;
  if (found.some((f) => f.prefix !== prefix))
    throw invalidField('file', 'the problem folders 1/, 2/, … must sit side by side in the zip');
  const numbers = new Set(found.map((f) => f.number));
  const problems: ImportedProblem[] = [];
  for (let number = 1; number <= found.length; number += 1) {
    const folder = `${prefix}${number}`;
    const label = `${folder}/problem.json`;
    if (!numbers.has(number))
      throw invalidField('file', `${label} is missing: problem folders are numbered 1 to ${found.length}`);
    problems.push(readProblem(entries, folder, label));
  }
  return problems;
}

function readProblem(entries: Map<string, Buffer>, folder: string, label: string): ImportedProblem {
  let json: unknown;
  try {
    json = JSON.parse(entries.get(label)!.toString('utf8'));
  } catch {
    throw invalidField('file', `${label} is not valid JSON`);
  }
  const parsed = qduojJson.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField('file', `${label}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const data = parsed.data;
  const spj = data.spj ?? null;
  const spjLanguage = spj ? ourLanguage(spj.language) : undefined;
  if (spj && !spjLanguage)
    throw invalidField('file', `${label}: spj.language: no such language here: ${spj.language}`);

  // Cases are 1.in/1.out, 2.in/2.out, … with no gap; a special judge needs only the inputs.
  const caseDir = `${folder}/testcase/`;
  const caseNames = new Set(
    [...entries.keys()].filter((name) => name.startsWith(caseDir)).map((name) => name.slice(caseDir.length)),
  );
  const inputCount = [...caseNames].filter((name) => /^\d+\.in$/.test(name)).length;
  if (inputCount === 0) throw invalidField('file', `${label}: no test case ${caseDir}1.in`);
  const files = new Map<string, Buffer>();
  const scores = new Map((data.test_case_score ?? []).map((s) => [s.input_name, s.score]));
  const samples = [];
  for (let i = 1; i <= inputCount; i += 1) {
    const input = entries.get(`${caseDir}${i}.in`);
    if (!input)
      throw invalidField(
        'file',
        `${label}: the test case ${caseDir}${i}.in is missing (cases are numbered 1, 2, … without a gap)`,
      );
    files.set(`${i}.in`, Buffer.from(toUnixLines(input.toString('utf8'))));
    const output = entries.get(`${caseDir}${i}.out`);
    if (output) files.set(`${i}.out`, Buffer.from(toUnixLines(output.toString('utf8'))));
    else if (!spj) throw invalidField('file', `${label}: the test case ${caseDir}${i}.out is missing`);
    samples.push({
      inputName: `${i}.in`,
      outputName: output ? `${i}.out` : '-',
      score: data.rule_type === 'OI' ? Math.max(0, Math.round(scores.get(`${i}.in`) ?? 0)) : 0,
    });
  }

  const codeTemplates = Object.entries(data.template ?? {}).flatMap(([language, template]) => {
    const ours = ourLanguage(language);
    const code = templateCode(template);
    return ours && code.trim() ? [{ language: ours, code, status: true }] : [];
  });
  const body = toSaveBody(label, {
    problem: {
      problemId: data.display_id,
      title: data.title,
      description: statement(data.description),
      input: statement(data.input_description) || '-',
      output: statement(data.output_description) || '-',
      examples: examplesOf(data.samples ?? []),
      hint: statement(data.hint),
      source: data.source ?? '',
      timeLimit: data.time_limit,
      memoryLimit: data.memory_limit,
      type: data.rule_type === 'OI' ? 1 : 0,
      judgeMode: spj ? 'spj' : 'default',
      spjCode: spj ? toUnixLines(spj.code) : '',
      spjLanguage: spjLanguage ?? 'C',
    },
    samples,
    isUploadTestCase: true,
    languages: ALL_LANGUAGES,
    tags: (data.tags ?? []).filter((tag) => tag.trim()).map((name) => ({ name: name.trim() })),
    codeTemplates,
    changeCases: true,
  });
  // QDUOJ runs its special judge as `spj input user_output`, the input on stdin too, exit 255 its own error: run
  // by that convention here, not ours (`spj input user answer`).
  const profile = spj ? dialectChecker('qduoj', toUnixLines(spj.code), spjLanguage!) : undefined;
  return { body, files, label, profile };
}

export const qduojFormat: ProblemImportFormat = { name: 'QDUOJ', extensions: ['zip'], read: readQduojZip };
