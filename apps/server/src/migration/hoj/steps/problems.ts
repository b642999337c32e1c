import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { readCases, type CarriedCase } from './problem-cases.ts';
import { hojLanguageNames, ourLanguageName } from './languages.ts';
import { gidsOf, groupIdOf } from './groups.ts';

const JUDGE_MODES = new Set(['default', 'spj', 'interactive']);
const CASE_MODES = new Set(['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error']);

interface PlannedProblem {
  hojId: string;
  row: Record<string, string | number | null>;
  cases: CarriedCase[] | null;
  languages: string[];
  templates: { language: string; code: string; status: number }[];
  tagIds: string[];
}

/**
 * HOJ's `problem` with its cases (`problem_case` and the files of `HOJ_ROOT/testcase/problem_<id>/`), languages,
 * code templates and tags. Ids stay HOJ's where free, so `/problem/P1001` and the submissions keep pointing at
 * them. Remote-judge problems are left out (this judge runs no remote judging); so are group problems until
 * groups are carried.
 */
export function problemsStep(filesRoot: string | undefined): MigrationStep<PlannedProblem> {
  let languages = new Map<string, string>();
  return {
    table: 'problem',
    key: 'id',
    async prepare(context) {
      languages = await hojLanguageNames(context);
    },
    async plan(rows, context) {
      const ids = rows.map((row) => String(row.id));
      const [caseRows, languageRows, templateRows, tagRows] = await Promise.all([
        context.source.rowsIn('problem_case', 'pid', ids, 'id'),
        context.source.rowsIn('problem_language', 'pid', ids, 'id'),
        context.source.rowsIn('code_template', 'pid', ids, 'id'),
        context.source.rowsIn('problem_tag', 'pid', ids, 'id'),
      ]);
      const of = (list: HojRow[], id: string) => list.filter((row) => String(row.pid) === id);
      const groups = await context.ids.lookup('group', gidsOf(rows));
      const planned: PlannedProblem[] = [];
      for (const row of rows) {
        const hojId = String(row.id);
        const columns = problemColumns(row, groups, context);
        if (!columns) continue;
        planned.push({
          hojId,
          row: columns,
          cases: await readCases(row, of(caseRows, hojId), filesRoot, context),
          languages: languagesOf(of(languageRows, hojId), languages, columns.problemId as string, context),
          templates: templatesOf(of(templateRows, hojId), languages),
          tagIds: of(tagRows, hojId).map((tag) => String(tag.tid)),
        });
      }
      return planned;
    },
    write: writeProblems,
  };
}

function problemColumns(
  row: HojRow,
  groups: Map<string, string>,
  context: StepContext,
): Record<string, string | number | null> | null {
  const key = String(row.id);
  const problemId = text(row.problem_id)?.trim() ?? '';
  if (Number(row.is_remote) === 1)
    return (context.skip(key, `${problemId}: a remote-judge problem (no remote judging here)`), null);
  const gid = groupIdOf(row, groups);
  if (gid === undefined)
    return (context.skip(key, `${problemId}: its group ${String(row.gid)} was not carried over`), null);
  if (!problemId || problemId.length > 32)
    return (context.skip(key, `problem_id "${problemId}" is empty or longer than 32 characters`), null);
  const judgeMode = text(row.judge_mode) ?? 'default';
  const caseMode = text(row.judge_case_mode) ?? 'default';
  const created = hojTimeToIso(text(row.gmt_create), context.timeZone) ?? new Date(0).toISOString();
  return {
    problemId,
    // A group's problem HOJ made public keeps its gid with is_group 0: here it is the bank's (gid null), its
    // group kept as its origin, as our apply-public leaves it.
    gid: Number(row.is_group ?? 0) === 1 ? gid : null,
    originGid: gid,
    title: fit(row.title, 255, 'title', key, context) ?? problemId,
    author: fit(row.author, 64, 'author', key, context),
    modifiedUser: fit(row.modified_user, 64, 'modified_user', key, context),
    type: Number(row.type) === 1 ? 1 : 0,
    timeLimit: Number(row.time_limit ?? 1000),
    // HOJ's memory_limit is in MB (its judge multiplies by 1024 for KB), as ours.
    memoryLimit: Math.min(4096, Math.max(1, Number(row.memory_limit ?? 256))),
    stackLimit: Number(row.stack_limit ?? 128),
    description: text(row.description) ?? '',
    input: text(row.input) ?? '',
    output: text(row.output) ?? '',
    examples: text(row.examples) ?? '',
    hint: text(row.hint) ?? '',
    source: text(row.source) ?? '',
    difficulty: Number(row.difficulty ?? 0),
    auth: [1, 2, 3].includes(Number(row.auth)) ? Number(row.auth) : 1,
    ioScore: Number(row.io_score ?? 100),
    codeShare: Number(row.code_share ?? 1) ? 1 : 0,
    isRemoveEndBlank: Number(row.is_remove_end_blank ?? 1) ? 1 : 0,
    openCaseResult: Number(row.open_case_result ?? 1) ? 1 : 0,
    judgeMode: JUDGE_MODES.has(judgeMode) ? judgeMode : 'default',
    judgeCaseMode: CASE_MODES.has(caseMode) ? caseMode : 'default',
    spjCode: text(row.spj_code),
    spjLanguage: text(row.spj_language),
    isFileIo: Number(row.is_file_io ?? 0) ? 1 : 0,
    ioReadFileName: text(row.io_read_file_name),
    ioWriteFileName: text(row.io_write_file_name),
    userExtraFile: text(row.user_extra_file),
    judgeExtraFile: text(row.judge_extra_file),
    isUploadCase: Number(row.is_upload_case ?? 1) ? 1 : 0,
    applyPublicProgress: row.apply_public_progress === null ? null : Number(row.apply_public_progress),
    createdAt: created,
    updatedAt: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
  };
}

function languagesOf(
  rows: HojRow[],
  names: Map<string, string>,
  problemId: string,
  context: StepContext,
): string[] {
  const carried: string[] = [];
  for (const row of rows) {
    const hojName = names.get(String(row.lid)) ?? `language ${String(row.lid)}`;
    const ours = ourLanguageName(hojName);
    if (ours) carried.push(ours);
    else
      context.note(
        String(row.pid),
        `${problemId}: language ${hojName} is not run by this judge, left off the problem's languages`,
      );
  }
  return [...new Set(carried)];
}

function templatesOf(rows: HojRow[], names: Map<string, string>) {
  return rows.flatMap((row) => {
    const language = ourLanguageName(names.get(String(row.lid)) ?? '');
    return language ? [{ language, code: text(row.code) ?? '', status: Number(row.status) ? 1 : 0 }] : [];
  });
}

/** An opaque version of the case list: judges cache compiled data per version (any change gives a new one). */
const versionOf = (cases: CarriedCase[]) =>
  createHash('sha256')
    .update(JSON.stringify(cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum])))
    .digest('hex');

/** The batch's authors by username, in one read (HOJ's problem names its author; carried users were written first). */
async function authorUids(db: Db, planned: PlannedProblem[]): Promise<Map<string, number>> {
  const names = [
    ...new Set(
      planned
        .map((problem) => problem.row.author)
        .filter(Boolean)
        .map(String),
    ),
  ];
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'username'])
    .where('username', 'in', names)
    .execute();
  return new Map(rows.map((row) => [row.username, row.uid]));
}

async function writeProblems(planned: PlannedProblem[], context: StepContext): Promise<number> {
  const earlier = await context.ids.lookup(
    'problem',
    planned.map((problem) => problem.hojId),
  );
  const tags = await context.ids.lookup('tag', [...new Set(planned.flatMap((problem) => problem.tagIds))]);
  const authors = await authorUids(context.db, planned);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const problem of planned) {
      const authorUid = problem.row.author ? (authors.get(String(problem.row.author)) ?? null) : null;
      const values = {
        ...problem.row,
        authorUid,
        ...(problem.cases ? { caseVersion: versionOf(problem.cases) } : {}),
      };
      const pid = await upsertProblem(trx, problem, values, earlier.get(problem.hojId), context);
      if (pid === null) continue;
      if (problem.cases) await replaceCases(trx, pid, problem.cases);
      await trx.deleteFrom('problemLanguages').where('pid', '=', pid).execute();
      if (problem.languages.length)
        await trx
          .insertInto('problemLanguages')
          .values(problem.languages.map((language) => ({ pid, language })))
          .execute();
      await trx.deleteFrom('codeTemplates').where('pid', '=', pid).execute();
      if (problem.templates.length)
        await trx
          .insertInto('codeTemplates')
          .values(problem.templates.map((t) => ({ pid, ...t })))
          .execute();
      await trx.deleteFrom('problemTags').where('pid', '=', pid).execute();
      const tids = [...new Set(problem.tagIds.map((id) => tags.get(id)).filter((id) => id !== undefined))];
      if (tids.length)
        await trx
          .insertInto('problemTags')
          .values(tids.map((tid) => ({ pid, tid: Number(tid) })))
          .execute();
      written += 1;
    }
  });
  await moveSequencePast(context, 'problems');
  return written;
}

/**
 * Inserts or updates the problem; answers its id here. A new problem keeps HOJ's id when no problem here has it;
 * a display id (problem_id) another problem here already has is a skip: the admin decides which one goes.
 */
async function upsertProblem(
  trx: Db,
  problem: PlannedProblem,
  values: Record<string, string | number | null>,
  known: string | undefined,
  context: StepContext,
): Promise<number | null> {
  const holder = await trx
    .selectFrom('problems')
    .select('id')
    .where('problemId', '=', String(values.problemId))
    .executeTakeFirst();
  if (holder && String(holder.id) !== known) {
    context.skip(problem.hojId, `${String(values.problemId)}: a problem here already has this problem_id`);
    return null;
  }
  const pid = await carryRow(
    trx,
    context,
    { table: 'problems', source: 'problem', hojId: problem.hojId, known },
    values,
    { caseVersion: '' },
  );
  // Every problem has its bank counters row (the judging adds to it); the submissions step counts them.
  await trx
    .insertInto('problemCounts')
    .values({ pid, total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 })
    .onConflict((oc) => oc.column('pid').doNothing())
    .execute();
  return pid;
}

async function replaceCases(trx: Db, pid: number, cases: CarriedCase[]) {
  await trx.deleteFrom('problemCases').where('pid', '=', pid).execute();
  for (const [position, c] of cases.entries()) {
    for (const [hash, content] of [
      [c.inputHash, c.input],
      [c.outputHash, c.output],
    ] as const)
      if (hash && content)
        await trx
          .insertInto('testdataBlobs')
          .values({ hash, size: content.length, content, createdAt: new Date().toISOString() })
          .onConflict((oc) => oc.column('hash').doNothing())
          .execute();
    await trx
      .insertInto('problemCases')
      .values({
        pid,
        position,
        inputName: c.inputName,
        outputName: c.outputName,
        inputHash: c.inputHash,
        outputHash: c.outputHash,
        inputSize: c.input.length,
        outputSize: c.output?.length ?? 0,
        score: c.score,
        groupNum: c.groupNum,
      })
      .execute();
  }
}
