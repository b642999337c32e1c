import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast, type IdTable } from '../carry-row.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';

const at = (value: HojRow[string] | undefined, context: StepContext) =>
  hojTimeToIso(text(value), context.timeZone) ?? new Date(0).toISOString();

const uuidsOf = (rows: HojRow[], ...columns: string[]) => [
  ...new Set(
    rows.flatMap((row) =>
      columns.flatMap((column) =>
        row[column] === null || row[column] === undefined ? [] : [String(row[column])],
      ),
    ),
  ),
];

/**
 * A step that carries each row on its own: `toValues` maps it (or answers a skip reason), with the ledger maps
 * it asked for read before the transaction (SQLite's one connection).
 */
function rowStep(options: {
  table: string;
  target: IdTable;
  lookups: (rows: HojRow[]) => Record<string, string[]>;
  toValues: (
    row: HojRow,
    maps: Record<string, Map<string, string>>,
    context: StepContext,
  ) => Record<string, unknown> | string;
}): MigrationStep<HojRow> {
  return {
    table: options.table,
    key: 'id',
    plan: async (rows) => rows,
    async write(rows, context) {
      const wanted = { [options.table]: rows.map((row) => String(row.id)), ...options.lookups(rows) };
      const maps: Record<string, Map<string, string>> = {};
      for (const [source, ids] of Object.entries(wanted))
        maps[source] = await context.ids.lookup(source, ids);
      let written = 0;
      await context.db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const hojId = String(row.id);
          const values = options.toValues(row, maps, context);
          if (typeof values === 'string') {
            context.skip(hojId, `${options.table} ${hojId}: ${values}`);
            continue;
          }
          await carryRow(
            trx,
            context,
            { table: options.target, source: options.table, hojId, known: maps[options.table].get(hojId) },
            values,
          );
          written += 1;
        }
      });
      return written;
    },
    finish: (context) => moveSequencePast(context, options.target),
  };
}

/** HOJ's `contest_print`: HOJ names the sender by username. */
export function contestPrintsStep(): MigrationStep<HojRow> {
  const senders = new Map<string, number>();
  const step = rowStep({
    table: 'contest_print',
    target: 'contestPrints',
    lookups: (rows) => ({ contest: uuidsOf(rows, 'cid') }),
    toValues(row, maps, context) {
      const cid = maps.contest.get(String(row.cid));
      const uid = senders.get(text(row.username) ?? '');
      if (cid === undefined) return `its contest ${String(row.cid)} was not carried over`;
      if (uid === undefined) return `its sender ${text(row.username)} is not here`;
      const created = at(row.gmt_create, context);
      return {
        cid: Number(cid),
        uid,
        content: text(row.content) ?? '',
        status: Number(row.status ?? 0) ? 1 : 0,
        gmtCreate: created,
        gmtModified: created,
      };
    },
  });
  return {
    ...step,
    async plan(rows, context) {
      const names = [...new Set(rows.map((row) => text(row.username) ?? ''))];
      if (names.length)
        for (const user of await context.db
          .selectFrom('users')
          .select(['uid', 'username'])
          .where('username', 'in', names)
          .execute())
          senders.set(user.username, user.uid);
      return rows;
    },
  };
}

const RECIPIENT_TYPES: Record<string, string> = { All: 'All', Admin: 'Admin', Single: 'Designated' };

/** HOJ's `admin_sys_notice` (type All, Admin, or Single: one recipient, our Designated, named by username). */
export function sysNoticesStep(): MigrationStep<HojRow> {
  const usernames = new Map<string, string>();
  const step = rowStep({
    table: 'admin_sys_notice',
    target: 'sysNotices',
    lookups: (rows) => ({ user_info: uuidsOf(rows, 'admin_id') }),
    toValues(row, maps, context) {
      const uid = maps.user_info.get(String(row.admin_id));
      if (uid === undefined) return `its sender ${String(row.admin_id)} was not carried over`;
      const recipient = row.recipient_id === null ? undefined : usernames.get(String(row.recipient_id));
      const created = at(row.gmt_create, context);
      return {
        title: fit(row.title, 255, 'title', String(row.id), context) ?? '',
        content: text(row.content) ?? '',
        recipientType: RECIPIENT_TYPES[text(row.type) ?? 'All'] ?? 'All',
        recipients: JSON.stringify(recipient === undefined ? [] : [recipient]),
        pushed: Number(row.state ?? 0) ? 1 : 0,
        uid: Number(uid),
        gmtCreate: created,
        gmtModified: created,
      };
    },
  });
  return {
    ...step,
    async plan(rows, context) {
      for (const user of await context.source.rowsIn(
        'user_info',
        'uuid',
        uuidsOf(rows, 'recipient_id'),
        'uuid',
      ))
        usernames.set(String(user.uuid), String(user.username));
      return rows;
    },
  };
}

/** HOJ's `user_sys_notice`: each recipient's copy of a notice (type Sys or Mine), with the notice's text. */
export function userNoticesStep(): MigrationStep<HojRow> {
  const notices = new Map<string, { title: string; content: string }>();
  const step = rowStep({
    table: 'user_sys_notice',
    target: 'userNotices',
    lookups: (rows) => ({
      user_info: uuidsOf(rows, 'recipient_id'),
      admin_sys_notice: uuidsOf(rows, 'sys_notice_id'),
    }),
    toValues(row, maps, context) {
      const recipientId = maps.user_info.get(String(row.recipient_id));
      const notice = notices.get(String(row.sys_notice_id));
      if (recipientId === undefined) return `its recipient ${String(row.recipient_id)} was not carried over`;
      if (!notice) return `its notice ${String(row.sys_notice_id)} is not in HOJ`;
      const noticeId = maps.admin_sys_notice.get(String(row.sys_notice_id));
      return {
        noticeId: noticeId === undefined ? null : Number(noticeId),
        recipientId: Number(recipientId),
        type: text(row.type) === 'Mine' ? 'Mine' : 'Sys',
        title: notice.title,
        content: notice.content,
        state: Number(row.state ?? 0) ? 1 : 0,
        createdAt: at(row.gmt_create, context),
      };
    },
  });
  return {
    ...step,
    async plan(rows, context) {
      const ids = uuidsOf(rows, 'sys_notice_id').filter((id) => !notices.has(id));
      for (const notice of await context.source.rowsIn('admin_sys_notice', 'id', ids, 'id'))
        notices.set(String(notice.id), {
          title: text(notice.title) ?? '',
          content: text(notice.content) ?? '',
        });
      return rows;
    },
  };
}

/** Where a reminder's source and quote live: HOJ's source and quote types name the carried table. */
const SOURCE_LEDGER: Record<string, string> = { Discussion: 'discussion', Contest: 'contest' };
const QUOTE_LEDGER: Record<string, string> = { Comment: 'comment', Reply: 'reply' };

/** HOJ's `msg_remind`: likes, comments and replies a user was told of. */
export function messageRemindersStep(): MigrationStep<HojRow> {
  return rowStep({
    table: 'msg_remind',
    target: 'messageReminders',
    lookups: (rows) => ({
      user_info: uuidsOf(rows, 'sender_id', 'recipient_id'),
      discussion: uuidsOf(
        rows.filter((r) => text(r.source_type) === 'Discussion'),
        'source_id',
      ),
      contest: uuidsOf(
        rows.filter((r) => text(r.source_type) === 'Contest'),
        'source_id',
      ),
      comment: uuidsOf(
        rows.filter((r) => text(r.quote_type) === 'Comment'),
        'quote_id',
      ),
      reply: uuidsOf(
        rows.filter((r) => text(r.quote_type) === 'Reply'),
        'quote_id',
      ),
    }),
    toValues(row, maps, context) {
      const recipientId = maps.user_info.get(String(row.recipient_id));
      if (recipientId === undefined) return `its recipient ${String(row.recipient_id)} was not carried over`;
      const sender = row.sender_id === null ? undefined : maps.user_info.get(String(row.sender_id));
      const sourceLedger = SOURCE_LEDGER[text(row.source_type) ?? ''];
      const quoteLedger = QUOTE_LEDGER[text(row.quote_type) ?? ''];
      const sourceId =
        sourceLedger && row.source_id !== null ? maps[sourceLedger].get(String(row.source_id)) : undefined;
      const quoteId =
        quoteLedger && row.quote_id !== null ? maps[quoteLedger].get(String(row.quote_id)) : undefined;
      return {
        // HOJ tells likes of a post and of a comment apart (Like_Post, Like_Discuss); our Like list holds both.
        action: (text(row.action) ?? '').startsWith('Like') ? 'Like' : (text(row.action) ?? ''),
        sourceId: sourceId === undefined ? null : Number(sourceId),
        sourceType: text(row.source_type),
        sourceContent: fit(row.source_content, 255, 'source_content', String(row.id), context),
        quoteId: quoteId === undefined ? null : Number(quoteId),
        quoteType: text(row.quote_type),
        url: text(row.url),
        senderId: sender === undefined ? null : Number(sender),
        recipientId: Number(recipientId),
        state: Number(row.state ?? 0) ? 1 : 0,
        createdAt: at(row.gmt_create, context),
      };
    },
  });
}

/**
 * Tables whose rows this product has no place for: each row is noted (not a skip: nothing the product can
 * hold is lost), so the report says what stays behind and why.
 */
export function leftBehindStep(table: string, why: string): MigrationStep<HojRow> {
  return {
    table,
    key: 'id',
    async plan(rows, context) {
      for (const row of rows) context.note(String(row.id), `${table} ${String(row.id)}: not carried, ${why}`);
      return [];
    },
    write: async () => 0,
  };
}
