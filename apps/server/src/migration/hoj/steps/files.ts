import fs from 'node:fs';
import path from 'node:path';
import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { text, type MigrationStep, type StepContext } from '../step.ts';
import { HOJ_MD_FOLDER, isImageOfItsName, relativeToHojRoot } from './image-file.ts';

interface PlannedFile {
  hojId: string;
  from: string;
  name: string;
  carousel: boolean;
  hojUid: string | null;
  createdAt: string;
}

/**
 * HOJ's uploaded images (`file` rows of type avatar, md and carousel, under `HOJ_ROOT/file/`). HOJ serves every
 * one of them flat at `/api/public/img/<name>`, and statements, discussions and profiles link them there: they
 * are copied flat into `DATA_DIR/public/img/`, which this product serves at the same path, so every old link
 * still shows its image (carousel images also into the home carousel). Only files whose bytes are the image
 * their name says are copied: what is not an image is a skip, named, but one in HOJ's Markdown folder is an
 * attachment, which the `file/md` step carries (mdAttachmentsStep).
 */
export function filesStep(
  filesRoot: string | undefined,
  dataDir: string | undefined,
): MigrationStep<PlannedFile> {
  return {
    table: 'file',
    key: 'id',
    async plan(rows, context) {
      return rows.flatMap((row) => planFile(row, filesRoot, dataDir, context) ?? []);
    },
    async write(planned, context) {
      const imgDir = path.join(dataDir!, 'public', 'img');
      fs.mkdirSync(path.join(imgDir, 'carousel'), { recursive: true });
      const users = await context.ids.lookup('user_info', [
        ...new Set(planned.flatMap((f) => f.hojUid ?? [])),
      ]);
      const known = await context.ids.lookup(
        'file',
        planned.map((f) => f.hojId),
      );
      for (const file of planned) {
        fs.copyFileSync(file.from, path.join(imgDir, file.name));
        if (!file.carousel || known.has(file.hojId)) continue;
        fs.copyFileSync(file.from, path.join(imgDir, 'carousel', file.name));
        const uid = file.hojUid === null ? undefined : users.get(file.hojUid);
        if (uid === undefined) {
          context.note(
            file.hojId,
            `carousel image ${file.name}: its uploader is not here, kept as a file only`,
          );
          continue;
        }
        await context.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('carouselImages')
            .values({ uid: Number(uid), fileName: file.name, gmtCreate: file.createdAt })
            .returning('id')
            .executeTakeFirstOrThrow();
          await context.ids.record(trx, 'file', file.hojId, String(row.id));
        });
      }
      return planned.length;
    },
  };
}

function planFile(
  row: HojRow,
  filesRoot: string | undefined,
  dataDir: string | undefined,
  context: StepContext,
): PlannedFile | null {
  const hojId = String(row.id);
  if (Number(row.delete ?? 0) === 1) return null;
  const stored = text(row.file_path) ?? '';
  const name = path.basename(stored);
  if (!filesRoot || !dataDir)
    return (context.skip(hojId, `file ${name}: give --files HOJ_ROOT to carry it`), null);
  const relative = relativeToHojRoot(stored);
  const from = path.join(filesRoot, relative);
  const image = Boolean(name) && fs.existsSync(from) && isImageOfItsName(from);
  if (!image && path.posix.dirname(relative) === HOJ_MD_FOLDER)
    return (
      context.note(hojId, `file ${name}: not an image, left to the Markdown attachments (file/md)`),
      null
    );
  if (!name || !fs.existsSync(from)) return (context.skip(hojId, `file ${from} is missing`), null);
  if (!image)
    return (
      context.skip(
        hojId,
        `file ${name}: not an image of its type (only images are served at /api/public/img/)`,
      ),
      null
    );
  return {
    hojId,
    from,
    name,
    carousel: text(row.type) === 'carousel',
    hojUid: row.uid === null || row.uid === undefined ? null : String(row.uid),
    createdAt: hojTimeToIso(text(row.gmt_create), context.timeZone) ?? new Date(0).toISOString(),
  };
}
