import type { ProblemSaveBody } from '@judge/contract';
import { z } from 'zod';
import { invalidField } from '../../../../errors.ts';
import { readZip, writeZip } from '../../testdata/zip.ts';
import { toSaveBody, type ImportedProblem, type ProblemImportFormat } from './format.ts';

/**
 * The reference system's (HOJ) problem zip, so problems move between installations and from HOJ:
 * a flat zip of `problem_<id>.json` files, each beside a folder `problem_<id>/` with its cases.
 * See ../shared/reference/problem-formats.md §3.
 */
export interface ExportedProblem {
  body: ProblemSaveBody;
  files: Map<string, Buffer>;
  /** Case file names in order, with scores and groups. */
  samples: { input: string; output: string; score: number; groupNum?: number }[];
}

const hojJson = z.object({
  problem: z.record(z.string(), z.unknown()),
  languages: z.array(z.union([z.string(), z.object({ name: z.string() })])).default([]),
  samples: z
    .array(
      z.object({
        input: z.string(),
        output: z.string().optional(),
        score: z.number().optional(),
        groupNum: z.number().optional(),
      }),
    )
    .default([]),
  tags: z.array(z.union([z.string(), z.object({ name: z.string() })])).default([]),
  codeTemplates: z.array(z.object({ language: z.string(), code: z.string() })).default([]),
  userExtraFile: z.record(z.string(), z.string()).nullish(),
  judgeExtraFile: z.record(z.string(), z.string()).nullish(),
  judgeMode: z.string().optional(),
});

export function writeProblemZip(problems: ExportedProblem[]): Buffer {
  const files = new Map<string, Buffer | string>();
  for (const { body, files: caseFiles, samples } of problems) {
    const name = `problem_${body.problem.problemId}`;
    const json = {
      problem: { ...body.problem, judgeExtraFile: undefined, userExtraFile: undefined },
      languages: body.languages,
      samples,
      tags: body.tags.map((t) => t.name),
      codeTemplates: body.codeTemplates
        .filter((t) => t.status)
        .map((t) => ({ language: t.language, code: t.code })),
      userExtraFile: body.problem.userExtraFile,
      judgeExtraFile: body.problem.judgeExtraFile,
      judgeMode: body.problem.judgeMode,
    };
    files.set(`${name}.json`, JSON.stringify(json, null, 2));
    for (const [fileName, content] of caseFiles) files.set(`${name}/${fileName}`, content);
  }
  return writeZip(files);
}

/** Reads every problem of an exported zip into a save body and its case files; validates each. */
export function readProblemZip(zip: Buffer): ImportedProblem[] {
  const entries = readZip(zip);
  const jsonNames = [...entries.keys()]
    .filter((name) => !name.includes('/') && name.endsWith('.json'))
    .sort();
  if (jsonNames.length === 0)
    throw invalidField(
      'file',
      'no problem_<id>.json at the top of the zip (a wrapping folder is not allowed)',
    );
  return jsonNames.map((jsonName) => {
    const folder = jsonName.slice(0, -'.json'.length);
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(entries.get(jsonName)!.toString('utf8'));
    } catch {
      throw invalidField('file', `${jsonName} is not valid JSON`);
    }
    const parsed = hojJson.safeParse(parsedJson);
    if (!parsed.success)
      throw invalidField(
        'file',
        `${jsonName}: ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`,
      );
    const data = parsed.data;
    const p = data.problem;
    const files = new Map<string, Buffer>();
    for (const [name, content] of entries)
      if (name.startsWith(`${folder}/`)) files.set(name.slice(folder.length + 1), content);
    const judgeMode = String(p.judgeMode ?? data.judgeMode ?? 'default');
    const candidate = {
      problem: {
        problemId: p.problemId,
        title: p.title,
        description: p.description ?? '',
        input: p.input || '-',
        output: p.output || '-',
        examples: p.examples ?? '',
        hint: p.hint ?? '',
        source: p.source ?? '',
        timeLimit: p.timeLimit,
        memoryLimit: p.memoryLimit,
        stackLimit: p.stackLimit ?? 128,
        difficulty: Math.min(7, Math.max(0, Number(p.difficulty ?? 0))),
        type: p.type === 1 ? 1 : 0,
        auth: [1, 2, 3].includes(Number(p.auth)) ? Number(p.auth) : 1,
        codeShare: p.codeShare !== false,
        isRemoveEndBlank: p.isRemoveEndBlank === true,
        openCaseResult: p.openCaseResult !== false,
        judgeMode,
        judgeCaseMode: p.judgeCaseMode ?? 'default',
        spjCode: p.spjCode ?? '',
        spjLanguage: p.spjLanguage ?? 'C',
        isFileIO: p.isFileIO === true,
        ioReadFileName: p.ioReadFileName ?? '',
        ioWriteFileName: p.ioWriteFileName ?? '',
        userExtraFile: data.userExtraFile ?? {},
        judgeExtraFile: data.judgeExtraFile ?? {},
      },
      samples: data.samples.map((s) => ({
        inputName: s.input,
        outputName: s.output ?? '-',
        score: s.score ?? 0,
        groupNum: s.groupNum,
      })),
      isUploadTestCase: true,
      languages: data.languages.map((l) => (typeof l === 'string' ? l : l.name)),
      tags: data.tags.map((t) => ({ name: typeof t === 'string' ? t : t.name })),
      codeTemplates: data.codeTemplates.map((t) => ({ ...t, status: true })),
      changeCases: true,
    };
    const body = toSaveBody(jsonName, candidate);
    for (const sample of body.samples) {
      if (!files.has(sample.inputName!))
        throw invalidField('file', `${jsonName}: the case file ${folder}/${sample.inputName} is missing`);
      if (sample.outputName && sample.outputName !== '-' && !files.has(sample.outputName))
        throw invalidField('file', `${jsonName}: the case file ${folder}/${sample.outputName} is missing`);
    }
    return { body, files, label: jsonName };
  });
}

/** The reference system's (HOJ) zip: what our own export writes. */
export const hojFormat: ProblemImportFormat = { name: 'HOJ', extensions: ['zip'], read: readProblemZip };
