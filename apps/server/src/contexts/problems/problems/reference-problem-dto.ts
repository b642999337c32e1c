/**
 * The reference client's problem form (hoj-vue views/admin/problem/Problem.vue) sends its ProblemDTO: the
 * problem as the edit call gave it (extra files as JSON text, unset fields null, the id inside), languages and
 * tags as whole records, templates naming the language by id (`lid`), and for uploaded data the files as
 * `{ input, output, score }`. This reads such a body as our problemSaveBody, so its form saves unchanged; our
 * own client's body (languages as names) passes through untouched, and the schema judges the result as usual.
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Its languages are Language records ({ id, name, ... }); ours are names. */
export const isReferenceProblemDto = (input: unknown): input is Json =>
  isRecord(input) &&
  isRecord(input.problem) &&
  Array.isArray(input.languages) &&
  input.languages.some(isRecord);

function withoutNulls(record: Json): Json {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}

/** Extra files as the reference stores them: JSON text of name -> content (left as sent when not JSON). */
function readFiles(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Scores typed into its form may arrive as text. */
const readNumber = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;

export function readReferenceProblemDto(input: unknown): unknown {
  if (!isReferenceProblemDto(input)) return input;
  const languages = input.languages as unknown[];
  const languageName = new Map<unknown, unknown>(
    languages.filter(isRecord).map((language) => [language.id, language.name]),
  );
  const problem = withoutNulls(input.problem as Json);
  problem.userExtraFile = readFiles(problem.userExtraFile ?? {});
  problem.judgeExtraFile = readFiles(problem.judgeExtraFile ?? {});

  const isUploadTestCase = input.isUploadTestCase ?? problem.isUploadCase ?? false;
  const uploadTestcaseDir =
    typeof input.uploadTestcaseDir === 'string' && input.uploadTestcaseDir !== ''
      ? input.uploadTestcaseDir
      : undefined;
  const samples = Array.isArray(input.samples)
    ? input.samples.map((sample) => {
        if (!isRecord(sample)) return sample;
        const { input: caseInput, output, score, groupNum } = sample;
        const common = {
          score: score === null || score === '' ? undefined : readNumber(score),
          groupNum: groupNum === null || groupNum === '' ? undefined : readNumber(groupNum),
        };
        // Uploaded data names the zip's files in input and output.
        return isUploadTestCase === true
          ? { inputName: caseInput, outputName: output, ...common }
          : { input: caseInput ?? '', output: output ?? '', ...common };
      })
    : input.samples;

  return {
    // PUT: the problem's own id names it.
    pid: input.pid ?? problem.id,
    problem,
    languages: languages.map((language) => (isRecord(language) ? language.name : language)),
    tags: Array.isArray(input.tags)
      ? input.tags.map((tag) => (isRecord(tag) ? withoutNulls({ id: tag.id, name: tag.name }) : tag))
      : input.tags,
    codeTemplates: Array.isArray(input.codeTemplates)
      ? input.codeTemplates.map((template) =>
          isRecord(template) && template.language === undefined
            ? {
                language: languageName.get(template.lid),
                code: template.code,
                status: template.status !== false,
              }
            : template,
        )
      : input.codeTemplates,
    isUploadTestCase,
    uploadTestcaseDir,
    samples,
    // An edit of uploaded data without a new zip keeps the stored cases, as the reference does.
    changeCases:
      input.changeCases ??
      !(isUploadTestCase === true && uploadTestcaseDir === undefined && problem.id !== undefined),
  };
}
