import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { gidsOf, groupIdOf } from './groups.ts';

const at = (value: HojRow[string] | undefined, context: StepContext) =>
  hojTimeToIso(text(value), context.timeZone) ?? new Date(0).toISOString();

/** HOJ's `training_category` (the site's and each group's). */
export function trainingCategoriesStep(): MigrationStep<{ row: HojRow; gid: number | null }> {
  return {
    table: 'training_category',
    key: 'id',
    async plan(rows, context) {
      const groups = await context.ids.lookup('group', gidsOf(rows));
      return rows.flatMap((row) => {
        const gid = groupIdOf(row, groups);
        if (gid !== undefined) return [{ row, gid }];
        context.skip(String(row.id), `training category ${String(row.id)}: its group was not carried over`);
        return [];
      });
    },
    async write(planned, context) {
      const known = await context.ids.lookup(
        'training_category',
        planned.map((p) => String(p.row.id)),
      );
      await context.db.transaction().execute(async (trx) => {
        for (const { row, gid } of planned) {
          const hojId = String(row.id);
          const created = at(row.gmt_create, context);
          await carryRow(
            trx,
            context,
            { table: 'trainingCategories', source: 'training_category', hojId, known: known.get(hojId) },
            {
              name: fit(row.name, 64, 'name', hojId, context) ?? `Category ${hojId}`,
              color: fit(row.color, 16, 'color', hojId, context) ?? '#409eff',
              gid,
              gmtCreate: created,
              gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
            },
          );
        }
      });
      return planned.length;
    },
    finish: (context) => moveSequencePast(context, 'trainingCategories'),
  };
}

interface PlannedTraining {
  row: HojRow;
  gid: number | null;
  category?: string;
  problems: HojRow[];
  registers: HojRow[];
}

/**
 * HOJ's `training` with its category (`mapping_training_category`), problems and registrations. HOJ names
 * the author by username; `status` 0 (not usable) is our hidden. Records of who solved what through a
 * training (`training_record`) come with the submissions.
 */
export function trainingsStep(): MigrationStep<PlannedTraining> {
  return {
    table: 'training',
    key: 'id',
    async plan(rows, context) {
      const ids = rows.map((row) => String(row.id));
      const [categories, problems, registers, groups] = await Promise.all([
        context.source.rowsIn('mapping_training_category', 'tid', ids, 'id'),
        context.source.rowsIn('training_problem', 'tid', ids, 'id'),
        context.source.rowsIn('training_register', 'tid', ids, 'id'),
        context.ids.lookup('group', gidsOf(rows)),
      ]);
      return rows.flatMap((row) => {
        const hojId = String(row.id);
        const gid = groupIdOf(row, groups);
        if (gid === undefined) {
          context.skip(hojId, `training ${hojId}: its group ${String(row.gid)} was not carried over`);
          return [];
        }
        const mine = (list: HojRow[]) => list.filter((item) => String(item.tid) === hojId);
        const category = mine(categories)[0];
        return [
          {
            row,
            gid,
            category: category && String(category.cid),
            problems: mine(problems),
            registers: mine(registers),
          },
        ];
      });
    },
    write: writeTrainings,
    finish: (context) => moveSequencePast(context, 'trainings'),
  };
}

async function writeTrainings(planned: PlannedTraining[], context: StepContext): Promise<number> {
  const [known, categories, problems, users] = await Promise.all([
    context.ids.lookup(
      'training',
      planned.map((t) => String(t.row.id)),
    ),
    context.ids.lookup(
      'training_category',
      planned.flatMap((t) => t.category ?? []),
    ),
    context.ids.lookup('problem', [...new Set(planned.flatMap((t) => t.problems.map((p) => String(p.pid))))]),
    context.ids.lookup('user_info', [
      ...new Set(planned.flatMap((t) => t.registers.map((r) => String(r.uid)))),
    ]),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const training of planned) {
      const { row } = training;
      const hojId = String(row.id);
      const author = await trx
        .selectFrom('users')
        .select('uid')
        .where('username', '=', text(row.author) ?? '')
        .executeTakeFirst();
      if (!author) {
        context.skip(hojId, `training ${hojId}: its author ${text(row.author)} is not here`);
        continue;
      }
      const created = at(row.gmt_create, context);
      const tid = await carryRow(
        trx,
        context,
        { table: 'trainings', source: 'training', hojId, known: known.get(hojId) },
        {
          title: fit(row.title, 255, 'title', hojId, context) ?? `Training ${hojId}`,
          description: text(row.description) ?? '',
          auth: text(row.auth) === 'Private' ? 'Private' : 'Public',
          privatePwd: text(row.private_pwd),
          rank: Number(row.rank ?? 0),
          visible: Number(row.status ?? 1) ? 1 : 0,
          rankShowName: 'username',
          categoryId:
            training.category && categories.has(training.category)
              ? Number(categories.get(training.category))
              : null,
          uid: author.uid,
          gid: training.gid,
          gmtCreate: created,
          gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
        },
      );
      await carryTrainingRows(trx, tid, training, problems, users, context);
      written += 1;
    }
  });
  return written;
}

async function carryTrainingRows(
  trx: StepContext['db'],
  tid: number,
  training: PlannedTraining,
  problems: Map<string, string>,
  users: Map<string, string>,
  context: StepContext,
) {
  const hojId = String(training.row.id);
  for (const problem of training.problems) {
    const pid = problems.get(String(problem.pid));
    if (pid === undefined) {
      context.skip(hojId, `training ${hojId}: problem ${String(problem.pid)} was not carried over`);
      continue;
    }
    const created = at(problem.gmt_create, context);
    const values = { rank: Number(problem.rank ?? 0), gmtModified: created };
    await trx
      .insertInto('trainingProblems')
      .values({ tid, pid: Number(pid), ...values, gmtCreate: created })
      .onConflict((oc) => oc.columns(['tid', 'pid']).doUpdateSet(values))
      .execute();
  }
  for (const register of training.registers) {
    const uid = users.get(String(register.uid));
    if (uid === undefined || !Number(register.status ?? 1)) continue;
    await trx
      .insertInto('trainingRegisters')
      .values({ tid, uid: Number(uid), gmtCreate: at(register.gmt_create, context) })
      .onConflict((oc) => oc.columns(['tid', 'uid']).doNothing())
      .execute();
  }
}
