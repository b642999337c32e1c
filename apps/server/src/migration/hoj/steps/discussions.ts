import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { gidsOf, groupIdOf } from './groups.ts';

const at = (value: HojRow[string] | undefined, context: StepContext) =>
  hojTimeToIso(text(value), context.timeZone) ?? new Date(0).toISOString();

/** HOJ's discussion `category`: a category of the same name here is the same one. */
export function categoriesStep(): MigrationStep<HojRow> {
  return {
    table: 'category',
    key: 'id',
    plan: async (rows) => rows,
    async write(rows, context) {
      const known = await context.ids.lookup(
        'category',
        rows.map((row) => String(row.id)),
      );
      await context.db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const hojId = String(row.id);
          const name = fit(row.name, 50, 'name', hojId, context) ?? `Category ${hojId}`;
          const same = known.has(hojId)
            ? undefined
            : await trx
                .selectFrom('discussionCategories')
                .select('id')
                .where('name', '=', name)
                .executeTakeFirst();
          if (same) await context.ids.record(trx, 'category', hojId, String(same.id));
          else
            await carryRow(
              trx,
              context,
              { table: 'discussionCategories', source: 'category', hojId, known: known.get(hojId) },
              {
                name,
                gmtCreate: at(row.gmt_create, context),
              },
            );
        }
      });
      await moveSequencePast(context, 'discussionCategories');
      return rows.length;
    },
  };
}

interface PlannedDiscussion {
  row: HojRow;
  gid: number | null;
  likes: HojRow[];
  reports: HojRow[];
}

/**
 * HOJ's `discussion` with its likes and reports. HOJ names the problem discussed by its display id
 * (`P1000`): it is looked up among the problems here. A group's discussion goes to that group here.
 */
export function discussionsStep(): MigrationStep<PlannedDiscussion> {
  return {
    table: 'discussion',
    key: 'id',
    async plan(rows, context) {
      const ids = rows.map((row) => String(row.id));
      const [likes, reports] = await Promise.all([
        context.source.rowsIn('discussion_like', 'did', ids, 'id'),
        context.source.rowsIn('discussion_report', 'did', ids, 'id'),
      ]);
      const groups = await context.ids.lookup('group', gidsOf(rows));
      return rows.flatMap((row) => {
        const gid = groupIdOf(row, groups);
        if (gid === undefined) {
          context.skip(
            String(row.id),
            `discussion ${String(row.id)}: its group ${String(row.gid)} was not carried over`,
          );
          return [];
        }
        const of = (list: HojRow[]) => list.filter((item) => String(item.did) === String(row.id));
        return [{ row, gid, likes: of(likes), reports: of(reports) }];
      });
    },
    write: writeDiscussions,
    finish: (context) => moveSequencePast(context, 'discussions'),
  };
}

async function writeDiscussions(planned: PlannedDiscussion[], context: StepContext): Promise<number> {
  const hojUids = planned.flatMap((d) => [String(d.row.uid), ...d.likes.map((like) => String(like.uid))]);
  // Every ledger read before the transaction: SQLite has one connection, which the transaction holds.
  const [known, knownReports, users, categories] = await Promise.all([
    context.ids.lookup(
      'discussion',
      planned.map((d) => String(d.row.id)),
    ),
    context.ids.lookup(
      'discussion_report',
      planned.flatMap((d) => d.reports.map((report) => String(report.id))),
    ),
    context.ids.lookup('user_info', [...new Set(hojUids)]),
    context.ids.lookup('category', [...new Set(planned.map((d) => String(d.row.category_id)))]),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const { row, gid, likes, reports } of planned) {
      const hojId = String(row.id);
      const uid = users.get(String(row.uid));
      const categoryId = categories.get(String(row.category_id));
      if (uid === undefined || categoryId === undefined) {
        context.skip(
          hojId,
          `discussion ${hojId}: its ${uid === undefined ? 'author' : 'category'} was not carried over`,
        );
        continue;
      }
      const problemId = text(row.pid);
      const problem = problemId
        ? await trx.selectFrom('problems').select('id').where('problemId', '=', problemId).executeTakeFirst()
        : undefined;
      if (problemId && !problem)
        context.note(hojId, `discussion ${hojId}: problem ${problemId} is not here, kept as general talk`);
      const created = at(row.gmt_create, context);
      const did = await carryRow(
        trx,
        context,
        { table: 'discussions', source: 'discussion', hojId, known: known.get(hojId) },
        {
          pid: problem?.id ?? null,
          gid,
          title: fit(row.title, 255, 'title', hojId, context) ?? '',
          description: text(row.description) ?? '',
          content: text(row.content) ?? '',
          categoryId: Number(categoryId),
          topPriority: Number(row.top_priority ?? 0) ? 1 : 0,
          uid: Number(uid),
          commentNum: Number(row.comment_num ?? 0),
          likeNum: Number(row.like_num ?? 0),
          viewNum: Number(row.view_num ?? 0),
          status: Number(row.status ?? 0) ? 1 : 0,
          gmtCreate: created,
          gmtModified: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
        },
      );
      for (const like of likes) {
        const liker = users.get(String(like.uid));
        if (liker !== undefined)
          await trx
            .insertInto('discussionLikes')
            .values({ did, uid: Number(liker), gmtCreate: at(like.gmt_create, context) })
            .onConflict((oc) => oc.columns(['did', 'uid']).doNothing())
            .execute();
      }
      await carryReports(trx, did, reports, knownReports, context);
      written += 1;
    }
  });
  return written;
}

/** HOJ names the reporter by username; a report whose reporter is not here is noted and left. */
async function carryReports(
  trx: StepContext['db'],
  did: number,
  reports: HojRow[],
  known: Map<string, string>,
  context: StepContext,
) {
  for (const report of reports) {
    const hojId = String(report.id);
    if (known.has(hojId)) continue;
    const reporter = await trx
      .selectFrom('users')
      .select('uid')
      .where('username', '=', text(report.reporter) ?? '')
      .executeTakeFirst();
    if (!reporter) {
      context.note(
        hojId,
        `discussion report ${hojId}: its reporter ${text(report.reporter)} is not here, left off`,
      );
      continue;
    }
    const created = at(report.gmt_create, context);
    const inserted = await trx
      .insertInto('discussionReports')
      .values({
        did,
        reporterUid: reporter.uid,
        content: text(report.content) ?? '',
        status: Number(report.status ?? 0) ? 1 : 0,
        gmtCreate: created,
        gmtModified: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.ids.record(trx, 'discussion_report', hojId, String(inserted.id));
  }
}
