import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, Role } from '@judge/contract';
import { HOJ_MD_FILE_SOURCE, storeCarriedAttachment } from '../../../contexts/platform/index.ts';
import type { HojSource } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { text, type MigrationStep, type StepContext } from '../step.ts';
import { HOJ_MD_FOLDER, isImageOfItsName, relativeToHojRoot } from './image-file.ts';

/** What HOJ's `file` table says of a file in its Markdown folder (pictures have a row; attachments none). */
interface MdFolderRow {
  hojUid: string | null;
  createdAt: string | null;
}

interface Owner {
  uid: number;
  /** Set when HOJ named no uploader and the first root account was given the file (the report notes it). */
  standIn: string | null;
}

/**
 * HOJ's files that have no row of their own, served flat at `/api/public/file/<name>` (and pictures at
 * `/api/public/img/<name>`): every file in `HOJ_ROOT/file/md/` (HOJ's upload-md-file writes it there and keeps no
 * row; its FPS and Hydro imports too) and in `HOJ_ROOT/file/problem/` (the PDF statements its problem imports
 * fetched, linked from the statements). Each is stored as this product's Markdown files are (content-addressed
 * blob, an md_files row with its name and uploader) and its HOJ name recorded in the ledger (source
 * `hoj_md_file`: HOJ serves both folders under one path, the Markdown folder first, and so does the ledger),
 * through which the old link is answered. A picture a `file` row names and whose bytes are its type is the files
 * step's (it is linked under /api/public/img/); a picture without a row (an FPS import) is also copied flat where
 * its /api/public/img/ link points.
 */
export const HOJ_PROBLEM_FILE_FOLDER = 'file/problem';

export function mdAttachmentsStep(
  filesRoot: string | undefined,
  dataDir: string | undefined,
  hojFolder: string = HOJ_MD_FOLDER,
): MigrationStep {
  return {
    table: hojFolder,
    key: 'name',
    plan: async () => [],
    write: async () => 0,
    async run(context, dryRun) {
      const folder = filesRoot && path.join(filesRoot, hojFolder);
      if (!folder) return { read: 0, written: 0, present: false };
      const rows = await folderRows(context.source, hojFolder);
      const onDisk = fs.existsSync(folder)
        ? fs
            .readdirSync(folder, { withFileTypes: true })
            .flatMap((entry) => (entry.isFile() ? entry.name : []))
        : [];
      const names = [...new Set([...onDisk, ...rows.keys()])].sort();
      const ours = names.filter((name) => !(rows.has(name) && isPictureOnDisk(folder, name)));
      const known = await context.ids.lookup(HOJ_MD_FILE_SOURCE, ours);
      const carry = ours.filter((name) => !known.has(name) && carriable(hojFolder, folder, name, context));
      if (dryRun) return { read: ours.length, written: 0, present: true };
      let written = 0;
      for (const name of carry) {
        const from = path.join(folder, name);
        if (dataDir && !rows.has(name) && isImageOfItsName(from)) copyFlatImage(from, dataDir, name);
        const owner = await ownerOf(rows.get(name), context);
        if (!owner) {
          context.skip(
            name,
            `${hojFolder}/${name}: no account here to own it (no uploader, no root account)`,
          );
          continue;
        }
        await carryOne(context, { hojFolder, folder, name, owner, row: rows.get(name) });
        written += 1;
      }
      return { read: ours.length, written, present: true };
    },
  };
}

/** HOJ's `file` rows of one of its folders (not deleted), by file name. */
async function folderRows(source: HojSource, hojFolder: string): Promise<Map<string, MdFolderRow>> {
  const found = new Map<string, MdFolderRow>();
  if (!(await source.hasTable('file'))) return found;
  for await (const rows of source.batches('file', 'id', 1000))
    for (const row of rows) {
      const relative = relativeToHojRoot(text(row.file_path) ?? '');
      if (Number(row.delete ?? 0) === 1 || path.posix.dirname(relative) !== hojFolder) continue;
      found.set(path.posix.basename(relative), {
        hojUid: text(row.uid),
        createdAt: text(row.gmt_create),
      });
    }
  return found;
}

const isPictureOnDisk = (folder: string, name: string) => {
  const file = path.join(folder, name);
  return fs.existsSync(file) && isImageOfItsName(file);
};

/** Whether the file is there and within our limit; a skip, named, when not. */
function carriable(hojFolder: string, folder: string, name: string, context: StepContext): boolean {
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) return (context.skip(name, `${hojFolder}/${name} is missing`), false);
  const size = fs.statSync(file).size;
  if (size > LIMITS.mdFileMaxBytes) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    context.skip(
      name,
      `${hojFolder}/${name}: ${mb(size)}, over the ${mb(LIMITS.mdFileMaxBytes)} a Markdown file may have`,
    );
    return false;
  }
  return true;
}

function copyFlatImage(from: string, dataDir: string, name: string) {
  const imgDir = path.join(dataDir, 'public', 'img');
  fs.mkdirSync(imgDir, { recursive: true });
  fs.copyFileSync(from, path.join(imgDir, name));
}

/**
 * Who uploaded it: the `file` row's user when HOJ kept one and it was carried; else (HOJ keeps no uploader of
 * an attachment) the first root account, so the admins own it.
 */
async function ownerOf(row: MdFolderRow | undefined, context: StepContext): Promise<Owner | null> {
  if (row?.hojUid) {
    const uid = (await context.ids.lookup('user_info', [row.hojUid])).get(row.hojUid);
    if (uid !== undefined) return { uid: Number(uid), standIn: null };
  }
  const root = await context.db
    .selectFrom('users')
    .select(['uid', 'username'])
    .where('role', '=', Role.ROOT)
    .orderBy('uid')
    .executeTakeFirst();
  return root ? { uid: root.uid, standIn: root.username } : null;
}

async function carryOne(
  context: StepContext,
  file: { hojFolder: string; folder: string; name: string; owner: Owner; row: MdFolderRow | undefined },
) {
  const from = path.join(file.folder, file.name);
  const createdAt =
    hojTimeToIso(file.row?.createdAt ?? null, context.timeZone) ?? fs.statSync(from).mtime.toISOString();
  await context.db.transaction().execute(async (trx) => {
    const id = await storeCarriedAttachment(trx, {
      uid: file.owner.uid,
      name: file.name,
      content: fs.readFileSync(from),
      createdAt,
    });
    await context.ids.record(trx, HOJ_MD_FILE_SOURCE, file.name, String(id));
  });
  if (file.owner.standIn)
    context.note(
      file.name,
      `${file.hojFolder}/${file.name}: HOJ keeps no uploader, owned by ${file.owner.standIn}`,
    );
}
