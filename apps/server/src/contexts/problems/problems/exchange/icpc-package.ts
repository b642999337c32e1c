// An ICPC / Kattis problem package (zip) as a problem of the site: the judge's own loader reads it (so every
// feature it refuses is refused here with the same line), and this file maps it onto the back office's save
// body plus the judge profile (migration 018) for what the form has no field for.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, normalize } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { JudgeProfile, ProblemSaveBody } from '@judge/contract';
import {
  InvalidPackageError,
  loadProblem,
  PolygonPackageError,
  UnsupportedPackageError,
  type LoadedProblem,
} from '@judge/judge';
import { invalidField } from '../../../../errors.ts';
import { unpackZip } from '../../testdata/zip.ts';
import { ALL_LANGUAGES, toSaveBody } from './format.ts';
import { STATEMENT_HEADINGS } from './icpc-package-writer.ts';

export interface UnpackedPackage {
  /** The package's own folder (the zip's single top folder, or the zip's root). */
  root: string;
  cleanup: () => Promise<void>;
}

/**
 * Unzips into a temporary folder as it inflates, with the zip limits checked as it goes (a zip bomb stops early
 * with a 400 naming the entry), keeping dot files (`.timelimit`) and refusing paths that leave it.
 */
export async function unpackPackage(content: Buffer): Promise<UnpackedPackage> {
  const { dir, cleanup } = unpackZip(content, { prefix: 'icpc-import-' });
  await rm(join(dir, '__MACOSX'), { recursive: true, force: true });
  return { root: packageRoot(dir), cleanup: async () => cleanup() };
}

/** The package folder: the single top folder of what was written, or the folder itself. */
function packageRoot(dir: string): string {
  const top = readdirSync(dir);
  return top.length === 1 && statSync(join(dir, top[0])).isDirectory() ? join(dir, top[0]) : dir;
}

const FOLDER_LIMITS = { maxFiles: 5000, maxTotalBytes: 512 * 1024 * 1024, maxFileBytes: 256 * 1024 * 1024 };

/**
 * The upload of a package: a zip in the field `file`, or a folder, as its files each sent in `file` right after a
 * `path` field holding its path inside the folder (the browser's webkitRelativePath). Paths that leave the
 * folder, too many files or too many bytes are a 400 naming the field.
 */
export async function readPackageUpload(request: FastifyRequest): Promise<UnpackedPackage> {
  if (!request.isMultipart())
    throw invalidField(
      'file',
      'send the package as multipart/form-data: a zip in "file", or each file of the folder in "file" after its "path"',
    );
  const dir = await mkdtemp(join(tmpdir(), 'icpc-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    let zip: Buffer | undefined;
    let files = 0;
    let total = 0;
    let nextPath: string | undefined;
    const parts = request.parts({
      limits: {
        files: FOLDER_LIMITS.maxFiles,
        fields: FOLDER_LIMITS.maxFiles + 10,
        fileSize: FOLDER_LIMITS.maxFileBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'path') nextPath = String(part.value);
        continue;
      }
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw invalidField('file', 'Exceed max size limit: a file over 256 MB');
        throw error;
      });
      files += 1;
      total += content.length;
      if (total > FOLDER_LIMITS.maxTotalBytes)
        throw invalidField('file', 'Exceed max size limit: more than 512 MB');
      if (nextPath === undefined) {
        if (files > 1 || !part.filename.toLowerCase().endsWith('.zip'))
          throw invalidField('file', 'a folder upload sends a "path" field before each file');
        zip = content;
        continue;
      }
      const target = normalize(join(dir, nextPath));
      if (!target.startsWith(`${dir}/`))
        throw invalidField('file', `${nextPath}: a path outside the package`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
      nextPath = undefined;
    }
    if (files === 0) throw invalidField('file', 'file is required');
    if (zip) {
      await cleanup();
      return unpackPackage(zip);
    }
    return { root: packageRoot(dir), cleanup };
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT_REACHED')
      throw invalidField('file', `a folder of more than ${FOLDER_LIMITS.maxFiles} files`);
    throw error;
  }
}

/** What the judge's loaders refuse or find malformed: a 400 naming the file and the feature. */
export function asPackageRefusal(error: unknown, root: string): unknown {
  if (
    error instanceof UnsupportedPackageError ||
    error instanceof InvalidPackageError ||
    error instanceof PolygonPackageError
  )
    return invalidField('file', error.message.replaceAll(`${root}/`, ''));
  return error;
}

/** The judge's loader: an ICPC / Kattis package, or a Codeforces Polygon package (a problem.xml at its root). */
export function readPackage(root: string): LoadedProblem {
  try {
    const loaded = loadProblem(root);
    if (loaded.format === 'ours')
      throw new InvalidPackageError(
        'not an ICPC package (no data/sample or data/secret) nor a Polygon package (no problem.xml)',
      );
    return loaded;
  } catch (error) {
    throw asPackageRefusal(error, root);
  }
}

/** The statement: Markdown as it is; LaTeX with its sections and lists turned into Markdown (math stays TeX). */
function statementOf(root: string): string {
  for (const folder of ['statement', 'problem_statement']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir).sort();
    const markdown =
      files.find((name) => /^problem(\.en)?\.md$/.test(name)) ??
      files.find((name) => /^problem\.[\w-]+\.md$/.test(name));
    if (markdown) return readFileSync(join(dir, markdown), 'utf8');
    const tex =
      files.find((name) => /^problem(\.en)?\.tex$/.test(name)) ??
      files.find((name) => /^problem\.[\w-]+\.tex$/.test(name));
    if (tex) return texToMarkdown(readFileSync(join(dir, tex), 'utf8'));
  }
  return '';
}

/**
 * The statement's parts: a Markdown statement with the `## Input` and `## Output` headings (as Kattis' Markdown
 * statements and our own export, icpc-package-writer.ts, write them; `## Hint` after) split into the form's
 * fields; any other statement is the description whole.
 */
export function statementParts(markdown: string): {
  description: string;
  input: string;
  output: string;
  hint: string;
} {
  const at = (heading: string) => new RegExp(`^${heading}[ \\t]*$`, 'm').exec(markdown);
  const input = at(STATEMENT_HEADINGS.input);
  const output = at(STATEMENT_HEADINGS.output);
  if (!input || !output || output.index < input.index)
    return { description: markdown, input: '', output: '', hint: '' };
  const hint = at(STATEMENT_HEADINGS.hint);
  const hintAt = hint && hint.index > output.index ? hint.index : markdown.length;
  const between = (from: RegExpExecArray, to: number) =>
    markdown.slice(from.index + from[0].length, to).trim();
  return {
    description: markdown.slice(0, input.index).trim(),
    input: between(input, output.index),
    output: between(output, hintAt),
    hint: hint && hint.index > output.index ? between(hint, markdown.length) : '',
  };
}

export function texToMarkdown(tex: string): string {
  return tex
    .replace(/%.*$/gm, '')
    .replace(/\\problemname\{[^}]*\}/g, '')
    .replace(
      /\\(sub)?section\*?\{([^}]*)\}/g,
      (_m, sub: string | undefined, title: string) => `${sub ? '###' : '##'} ${title}`,
    )
    .replace(/\\begin\{(itemize|enumerate)\}|\\end\{(itemize|enumerate)\}/g, '')
    .replace(/^\s*\\item\s*/gm, '- ')
    .replace(/\\(textbf|emph|textit)\{([^}]*)\}/g, (_m, kind: string, text: string) =>
      kind === 'textbf' ? `**${text}**` : `*${text}*`,
    )
    .replace(/\\texttt\{([^}]*)\}/g, '`$1`')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface IcpcImported {
  body: ProblemSaveBody;
  files: Map<string, Buffer>;
  profile: JudgeProfile;
  /** The statement's pictures by the name its Markdown links them with, stored as the site's pictures on import. */
  statementImages?: Map<string, Buffer>;
}

/** The site's problem for a loaded package: cases numbered 1..n in the package's order, the profile beside. */
export function icpcProblem(
  loaded: LoadedProblem,
  root: string,
  problemId: string,
  timeLimitMs: number,
): IcpcImported {
  const { problem } = loaded;
  const files = new Map<string, Buffer>();
  const samples = loaded.testCases.map((testCase, index) => {
    const input = 'path' in testCase.input ? testCase.input.path : '';
    const answer = testCase.output && 'path' in testCase.output ? testCase.output.path : '';
    files.set(`${index + 1}.in`, readFileSync(input));
    files.set(`${index + 1}.out`, readFileSync(answer));
    return { inputName: `${index + 1}.in`, outputName: `${index + 1}.out`, score: 0 };
  });
  const sampleData = loaded.testCases
    .filter((testCase) => 'path' in testCase.input && testCase.input.path.includes('/data/sample/'))
    .map((testCase) => ({
      input: readFileSync((testCase.input as { path: string }).path, 'utf8'),
      output: readFileSync((testCase.output as { path: string }).path, 'utf8'),
    }));
  const program = problem.checker && 'source' in problem.checker ? problem.checker : problem.interactor;
  const statement = statementParts(statementOf(root));
  const body = toSaveBody(`${basename(root)}/problem.yaml`, {
    problem: {
      problemId,
      title: loaded.name.slice(0, 255) || problemId,
      description: statement.description || '-',
      input: statement.input || '-',
      output: statement.output || '-',
      examples: sampleData.map((s) => `<input>${s.input}</input><output>${s.output}</output>`).join(''),
      hint: statement.hint,
      source: '',
      timeLimit: Math.min(60_000, Math.max(1, timeLimitMs)),
      memoryLimit: Math.min(4096, problem.memoryLimitMb),
      stackLimit: Math.min(4096, problem.stackLimitMb ?? problem.memoryLimitMb),
      difficulty: 0,
      type: problem.type === 1 ? 1 : 0,
      auth: 1,
      codeShare: true,
      isRemoveEndBlank: false,
      openCaseResult: true,
      judgeMode: problem.judgeMode ?? 'default',
      judgeCaseMode: 'default',
      spjCode: program?.source ?? '',
      spjLanguage: program?.language ?? 'C',
      isFileIO: false,
      ioReadFileName: '',
      ioWriteFileName: '',
      userExtraFile: {},
      judgeExtraFile: problem.judgeExtraFiles ?? {},
    },
    samples,
    isUploadTestCase: true,
    languages: ALL_LANGUAGES,
    tags: [],
    codeTemplates: [],
    changeCases: true,
  });
  const caseValidatorArgs = Object.fromEntries(
    loaded.testCases
      .filter((testCase) => testCase.validatorArgs?.length)
      .map((testCase) => [String(testCase.index), testCase.validatorArgs!]),
  );
  const profile: JudgeProfile = {
    checker: problem.checker,
    interactorKind: problem.interactor?.kind,
    icpcGrading: problem.icpcGrading,
    icpcScoring: problem.icpcScoring,
    languageFactors: problem.languageFactors,
    validationPasses: problem.validationPasses,
    outputLimitBytes: problem.outputLimitBytes,
    sourceLimitBytes: problem.sourceLimitBytes,
    caseValidatorArgs,
    programConventions: problem.programConventions,
    // allow_file_writing: submissions on the site get the writable working directory the CLI gives them.
    writableWorkingDir: problem.writableWorkingDir,
  };
  return { body, files, profile };
}
