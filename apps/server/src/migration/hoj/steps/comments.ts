import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { carryRow, moveSequencePast } from '../carry-row.ts';
import { text, type MigrationStep, type StepContext } from '../step.ts';

const at = (value: HojRow[string] | undefined, context: StepContext) =>
  hojTimeToIso(text(value), context.timeZone) ?? new Date(0).toISOString();

interface PlannedComment {
  row: HojRow;
  replies: HojRow[];
  likes: HojRow[];
}

/**
 * HOJ's `comment` (under a discussion or a contest) with its `reply` and `comment_like` rows. HOJ marks a
 * removed comment or reply with a status instead of deleting it: those stay behind, noted.
 */
export function commentsStep(): MigrationStep<PlannedComment> {
  return {
    table: 'comment',
    key: 'id',
    async plan(rows, context) {
      const ids = rows.map((row) => String(row.id));
      const [replies, likes] = await Promise.all([
        context.source.rowsIn('reply', 'comment_id', ids, 'id'),
        context.source.rowsIn('comment_like', 'cid', ids, 'id'),
      ]);
      return rows.flatMap((row) => {
        const hojId = String(row.id);
        if (Number(row.status ?? 0) !== 0) {
          context.note(hojId, `comment ${hojId}: removed in HOJ, left off`);
          return [];
        }
        const mine = replies.filter((reply) => String(reply.comment_id) === hojId);
        for (const reply of mine.filter((r) => Number(r.status ?? 0) !== 0))
          context.note(String(reply.id), `reply ${String(reply.id)}: removed in HOJ, left off`);
        return [
          {
            row,
            replies: mine.filter((reply) => Number(reply.status ?? 0) === 0),
            likes: likes.filter((like) => String(like.cid) === hojId),
          },
        ];
      });
    },
    write: writeComments,
    async finish(context) {
      await moveSequencePast(context, 'comments');
      await moveSequencePast(context, 'replies');
    },
  };
}

async function writeComments(planned: PlannedComment[], context: StepContext): Promise<number> {
  const hojUids = planned.flatMap((c) => [
    String(c.row.from_uid),
    ...c.replies.flatMap((r) => [String(r.from_uid), String(r.to_uid)]),
    ...c.likes.map((l) => String(l.uid)),
  ]);
  const [known, knownReplies, users, discussions, contests] = await Promise.all([
    context.ids.lookup(
      'comment',
      planned.map((c) => String(c.row.id)),
    ),
    context.ids.lookup(
      'reply',
      planned.flatMap((c) => c.replies.map((r) => String(r.id))),
    ),
    context.ids.lookup('user_info', [...new Set(hojUids)]),
    context.ids.lookup(
      'discussion',
      planned.flatMap((c) => (c.row.did === null ? [] : [String(c.row.did)])),
    ),
    context.ids.lookup(
      'contest',
      planned.flatMap((c) => (c.row.cid === null ? [] : [String(c.row.cid)])),
    ),
  ]);
  let written = 0;
  await context.db.transaction().execute(async (trx) => {
    for (const { row, replies, likes } of planned) {
      const hojId = String(row.id);
      const uid = users.get(String(row.from_uid));
      const onDiscussion = row.did !== null && row.did !== undefined;
      const sourceId = onDiscussion ? discussions.get(String(row.did)) : contests.get(String(row.cid));
      if (uid === undefined || sourceId === undefined) {
        const what = uid === undefined ? 'author' : onDiscussion ? 'discussion' : 'contest';
        context.skip(hojId, `comment ${hojId}: its ${what} was not carried over`);
        continue;
      }
      const commentId = await carryRow(
        trx,
        context,
        { table: 'comments', source: 'comment', hojId, known: known.get(hojId) },
        {
          sourceType: onDiscussion ? 'Discussion' : 'Contest',
          sourceId: Number(sourceId),
          uid: Number(uid),
          content: text(row.content) ?? '',
          likeNum: Number(row.like_num ?? 0),
          replyNum: replies.length,
          gmtCreate: at(row.gmt_create, context),
        },
      );
      for (const reply of replies) {
        const from = users.get(String(reply.from_uid));
        if (from === undefined) {
          context.skip(String(reply.id), `reply ${String(reply.id)}: its author was not carried over`);
          continue;
        }
        const to = users.get(String(reply.to_uid));
        await carryRow(
          trx,
          context,
          {
            table: 'replies',
            source: 'reply',
            hojId: String(reply.id),
            known: knownReplies.get(String(reply.id)),
          },
          {
            commentId,
            uid: Number(from),
            content: text(reply.content) ?? '',
            toUid: to === undefined ? null : Number(to),
            gmtCreate: at(reply.gmt_create, context),
          },
        );
      }
      for (const like of likes) {
        const liker = users.get(String(like.uid));
        if (liker !== undefined)
          await trx
            .insertInto('commentLikes')
            .values({ commentId, uid: Number(liker), gmtCreate: at(like.gmt_create, context) })
            .onConflict((oc) => oc.columns(['commentId', 'uid']).doNothing())
            .execute();
      }
      written += 1;
    }
  });
  return written;
}
