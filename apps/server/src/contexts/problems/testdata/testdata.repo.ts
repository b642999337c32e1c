import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export const sha256 = (content: Buffer | string): string =>
  createHash('sha256').update(content).digest('hex');

export function createTestdataRepo(db: Db) {
  return {
    /** Stores the content once under its hash; storing it again is a no-op. */
    async put(content: Buffer, trx: Db = db): Promise<{ hash: string; size: number }> {
      const hash = sha256(content);
      await trx
        .insertInto('testdataBlobs')
        .values({ hash, size: content.length, content, createdAt: nowIso() })
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
      return { hash, size: content.length };
    },
    async get(hash: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('testdataBlobs')
        .select('content')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row ? Buffer.from(row.content) : undefined;
    },
    async saveUpload(uploadKey: string, uid: number, files: UploadedFile[]) {
      await db
        .insertInto('testcaseUploads')
        .values({ uploadKey, uid, files: JSON.stringify(files), createdAt: nowIso() })
        .execute();
    },
    async upload(uploadKey: string, uid: number): Promise<UploadedFile[] | undefined> {
      const row = await db
        .selectFrom('testcaseUploads')
        .select('files')
        .where('uploadKey', '=', uploadKey)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row ? (JSON.parse(row.files) as UploadedFile[]) : undefined;
    },
    /** Blobs no problem case refers to any more (after edits and deletes), older than a day. */
    async pruneUnused(olderThan: string) {
      await db.deleteFrom('testcaseUploads').where('createdAt', '<', olderThan).execute();
      await db
        .deleteFrom('testdataBlobs')
        .where('createdAt', '<', olderThan)
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('problemCases')
                  .select('id')
                  .whereRef('problemCases.inputHash', '=', 'testdataBlobs.hash'),
              ),
              eb.exists(
                eb
                  .selectFrom('problemCases')
                  .select('id')
                  .whereRef('problemCases.outputHash', '=', 'testdataBlobs.hash'),
              ),
            ]),
          ),
        )
        .execute();
    },
  };
}
export type TestdataRepo = ReturnType<typeof createTestdataRepo>;

export interface UploadedFile {
  name: string;
  hash: string;
  size: number;
}
