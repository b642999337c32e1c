import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, MdFilesTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';

export interface NewMdUpload {
  uid: number;
  gid: number | null;
  kind: MdFilesTable['kind'];
  hash: string;
  name: string;
  mediaType: string;
  content: Buffer;
  /** When it was uploaded; now unless given (a carried HOJ attachment keeps its file's time). */
  createdAt?: string;
}

/** The ledger source under which the HOJ migration records each carried attachment's HOJ file name. */
export const HOJ_MD_FILE_SOURCE = 'hoj_md_file';

/**
 * Stores the content once (a second upload of the same bytes reuses it) and records the upload, inside the
 * caller's transaction.
 */
export async function insertMdUpload(trx: Kysely<Database>, upload: NewMdUpload): Promise<number> {
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
      createdAt: upload.createdAt ?? now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every query of the Markdown uploads: `md_blobs` (content by SHA-256) and `md_files` (one row per upload). */
export function createMdFilesRepo(db: Db) {
  return {
    add(upload: NewMdUpload): Promise<number> {
      return db.transaction().execute((trx) => insertMdUpload(trx, upload));
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

    /** An attachment HOJ linked as `/api/public/file/<name>`, found through the migration's ledger. */
    async findHojAttachment(hojName: string) {
      const carried = await db
        .selectFrom('legacyIds')
        .select('id')
        .where('source', '=', HOJ_MD_FILE_SOURCE)
        .where('legacyId', '=', hojName)
        .executeTakeFirst();
      if (!carried) return undefined;
      return db
        .selectFrom('mdFiles')
        .innerJoin('mdBlobs', 'mdBlobs.hash', 'mdFiles.hash')
        .select(['mdFiles.hash', 'mdFiles.name', 'mdBlobs.content'])
        .where('mdFiles.id', '=', Number(carried.id))
        .executeTakeFirst();
    },
  };
}
