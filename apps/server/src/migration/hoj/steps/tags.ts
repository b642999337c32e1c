import { hojTimeToIso } from '../hoj-time.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';
import { gidsOf, groupIdOf } from './groups.ts';

interface PlannedTag {
  hojId: string;
  values: {
    name: string;
    color?: string | null;
    oj: string;
    rank?: number;
    gid?: number | null;
    createdAt: string;
  };
  hojClassification?: string;
}

const createdAt = (value: unknown, context: StepContext) =>
  hojTimeToIso(text(value as string), context.timeZone) ?? new Date(0).toISOString();

/**
 * A tag or classification that has the same name here (and the same OJ) is the same one: it is reused, not
 * doubled, so problems of both sites share it.
 */
async function upsertNamed(
  context: StepContext,
  source: 'tag' | 'tag_classification',
  planned: PlannedTag[],
  extra: (tag: PlannedTag, ids: Map<string, string>) => Record<string, number | null>,
) {
  const table = source === 'tag' ? 'tags' : 'tagClassifications';
  const earlier = await context.ids.lookup(
    source,
    planned.map((tag) => tag.hojId),
  );
  const classifications =
    source === 'tag'
      ? await context.ids.lookup(
          'tag_classification',
          planned.flatMap((tag) => tag.hojClassification ?? []),
        )
      : new Map<string, string>();
  await context.db.transaction().execute(async (trx) => {
    for (const tag of planned) {
      const values = { ...tag.values, ...extra(tag, classifications) };
      let id = earlier.get(tag.hojId);
      if (id === undefined) {
        let same = trx
          .selectFrom(table)
          .select('id')
          .where('name', '=', values.name)
          .where('oj', '=', values.oj);
        if (source === 'tag') {
          const gid = values.gid ?? null;
          same = gid === null ? same.where('gid', 'is', null) : same.where('gid', '=', gid);
        }
        id = String((await same.executeTakeFirst())?.id ?? '') || undefined;
      }
      if (id !== undefined) await trx.updateTable(table).set(values).where('id', '=', Number(id)).execute();
      else
        id = String(
          (
            await trx
              .insertInto(table)
              .values(values as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      await context.ids.record(trx, source, tag.hojId, id);
    }
  });
  return planned.length;
}

/** HOJ's `tag_classification`: the groups of tags the problem list filters by. */
export function tagClassificationsStep(): MigrationStep<PlannedTag> {
  return {
    table: 'tag_classification',
    key: 'id',
    async plan(rows, context) {
      return rows.map((row) => ({
        hojId: String(row.id),
        values: {
          name: fit(row.name, 64, 'name', String(row.id), context) ?? '',
          oj: fit(row.oj, 16, 'oj', String(row.id), context) ?? 'ME',
          rank: Number(row.rank ?? 0),
          createdAt: createdAt(row.gmt_create, context),
        },
      }));
    },
    write: (planned, context) => upsertNamed(context, 'tag_classification', planned, () => ({})),
  };
}

/** HOJ's `tag`s, the site's and each group's own (a group's tag goes to that group here). */
export function tagsStep(): MigrationStep<PlannedTag> {
  return {
    table: 'tag',
    key: 'id',
    async plan(rows, context) {
      const planned: PlannedTag[] = [];
      const groups = await context.ids.lookup('group', gidsOf(rows));
      for (const row of rows) {
        const key = String(row.id);
        const gid = groupIdOf(row, groups);
        if (gid === undefined) {
          context.skip(key, `tag ${text(row.name)}: its group ${String(row.gid)} was not carried over`);
          continue;
        }
        planned.push({
          hojId: key,
          hojClassification: row.tcid === null || row.tcid === undefined ? undefined : String(row.tcid),
          values: {
            name: fit(row.name, 64, 'name', key, context) ?? '',
            color: fit(row.color, 16, 'color', key, context),
            oj: fit(row.oj, 16, 'oj', key, context) ?? 'ME',
            gid,
            createdAt: createdAt(row.gmt_create, context),
          },
        });
      }
      return planned;
    },
    write: (planned, context) =>
      upsertNamed(context, 'tag', planned, (tag, ids) => ({
        classificationId:
          tag.hojClassification && ids.has(tag.hojClassification)
            ? Number(ids.get(tag.hojClassification))
            : null,
      })),
  };
}
