import type { Db } from '../../../db/database.ts';
import type { MdFilesTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';

export interface NewMdUpload {
  uid: number;
  gid: number | null;
  kind: MdFilesTable['kind'];
  hash: string;
  name: string;
  mediaType: string;
  content: Buffer;
}

/** Every query of the Markdown uploads: `md_blobs` (content by SHA-256) and `md_files` (one row per upload). */
export function createMdFilesRepo(db: Db) {
  return {
    /** Stores the content once (a second upload of the same bytes reuses it) and records the upload. */
    add(upload: NewMdUpload): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx
          .insertInto('mdBlobs')
          .values({
            hash: upload.hash,
            size: upload.content.length,
            mediaType: upload.mediaType,
            content: upload.content,
            createdAt: now,
          })
          .onConflict((oc) => oc.column('hash').doNothing())
          .execute();
        const row = await trx
          .insertInto('mdFiles')
          .values({
            uid: upload.uid,
            gid: upload.gid,
            kind: upload.kind,
            hash: upload.hash,
            name: upload.name,
            createdAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    findUpload(id: number, kind: MdFilesTable['kind']) {
      return db
        .selectFrom('mdFiles')
        .select(['id', 'uid', 'hash'])
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    /** Removes one upload, and its content when no other upload holds the same bytes. */
    remove(id: number, hash: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('mdFiles').where('id', '=', id).execute();
        await trx
          .deleteFrom('mdBlobs')
          .where('hash', '=', hash)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('mdFiles').select('id').where('hash', '=', hash))))
          .execute();
      });
    },

    findBlob(hash: string) {
      return db
        .selectFrom('mdBlobs')
        .select(['mediaType', 'content'])
        .where('hash', '=', hash)
        .executeTakeFirst();
    },
  };
}
