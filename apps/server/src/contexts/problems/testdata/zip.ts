import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { AppError, invalidField } from '../../../errors.ts';

/** What one zip may unpack to (test cases, problem packages, imported problems). */
export interface ZipLimits {
  maxFiles: number;
  maxTotalBytes: number;
  maxFileBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxFiles: 2000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxFileBytes: 256 * 1024 * 1024,
};

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1032 times, so one step
 * inflates at most about 8 MB: the limits are checked after every step, and a zip bomb is stopped within 8 MB of
 * its limit, whatever its headers declare.
 */
const STEP_BYTES = 8 * 1024;

const MB = 1024 * 1024;

/** Where the inflated bytes of one entry go. */
interface EntrySink {
  write(chunk: Uint8Array): void;
  end(): void;
}

interface InflateOptions {
  field: string;
  limits: ZipLimits;
  /** Called for each file entry (folders are skipped); returns where its bytes go. */
  open(name: string): EntrySink;
  /** Told the bytes inflated so far after each step (for logs, and for the tests that time a bomb's stop). */
  onProgress?: (inflated: number) => void;
}

/** Whether the bytes end with a zip's end-of-central-directory record (a zip, even an empty one). */
function looksLikeZip(content: Uint8Array): boolean {
  const from = Math.max(0, content.length - 22 - 65535);
  for (let i = content.length - 22; i >= from; i--)
    if (content[i] === 0x50 && content[i + 1] === 0x4b && content[i + 2] === 0x05 && content[i + 3] === 0x06)
      return true;
  return false;
}

/**
 * Inflates the entries of a zip one step at a time, counting the bytes as they come out: more files than
 * maxFiles, an entry past maxFileBytes or the whole past maxTotalBytes stops it at once with a 400 naming the
 * form field and the entry (the sizes a zip declares are checked too, but they can lie). Nothing is kept here:
 * each entry's bytes go to its sink as they are inflated.
 */
function inflateZip(content: Uint8Array, { field, limits, open, onProgress }: InflateOptions): void {
  if (!looksLikeZip(content)) throw invalidField(field, 'the file is not a readable zip archive');
  let failure: AppError | undefined;
  let files = 0;
  let total = 0;
  let current: EntrySink | undefined;
  const tooBig = (name: string) =>
    invalidField(
      field,
      `${name}: Exceed max size limit: a file of the zip may unpack to at most ${limits.maxFileBytes / MB} MB, the whole zip to ${limits.maxTotalBytes / MB} MB`,
    );
  const finish = () => {
    current?.end();
    current = undefined;
  };
  const unzip = new Unzip((entry) => {
    finish();
    if (failure || entry.name.endsWith('/')) return;
    files += 1;
    if (files > limits.maxFiles) {
      failure = invalidField(field, `the zip holds more than ${limits.maxFiles} files`);
      return;
    }
    if ((entry.originalSize ?? 0) > limits.maxFileBytes) {
      failure = tooBig(entry.name);
      return;
    }
    const sink = open(entry.name);
    current = sink;
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = invalidField(field, `${entry.name}: the zip entry cannot be read`);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxFileBytes || total > limits.maxTotalBytes) {
        failure = tooBig(entry.name);
        entry.terminate();
        return;
      }
      sink.write(chunk);
      if (final && current === sink) finish();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < content.length && !failure; at += STEP_BYTES) {
      const end = Math.min(at + STEP_BYTES, content.length);
      unzip.push(content.subarray(at, end), end === content.length);
      onProgress?.(total);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    failure ??= invalidField(field, 'the file is not a readable zip archive');
  } finally {
    finish();
  }
  if (failure) throw failure;
}

/** A zip unpacked into a temporary folder: its files (no folders) under their names in the zip. */
export interface UnpackedZip {
  dir: string;
  files: { name: string; path: string; size: number }[];
  cleanup: () => void;
}

/**
 * Unpacks a zip to disk as it inflates, the limits checked as it goes (so a bomb stops early with a 400 naming
 * the entry and nothing of it stays): nothing but the compressed upload and one step's bytes is held in memory.
 * An entry whose path leaves the folder is a 400 naming it. The caller calls cleanup when done with the files.
 */
export function unpackZip(
  content: Uint8Array,
  options: {
    field?: string;
    limits?: ZipLimits;
    prefix?: string;
    onProgress?: (inflated: number) => void;
  } = {},
): UnpackedZip {
  const field = options.field ?? 'file';
  const dir = mkdtempSync(join(tmpdir(), options.prefix ?? 'judge-zip-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const files: UnpackedZip['files'] = [];
  try {
    inflateZip(content, {
      field,
      limits: options.limits ?? ZIP_LIMITS,
      onProgress: options.onProgress,
      open(name) {
        const target = normalize(join(dir, name));
        if (!target.startsWith(`${dir}/`))
          throw invalidField(field, `${name}: a path outside the zip's folder`);
        try {
          mkdirSync(dirname(target), { recursive: true });
        } catch {
          throw invalidField(field, `${name}: a file and a folder of the zip have the same name`);
        }
        const fd = openSync(target, 'w');
        const file = { name, path: target, size: 0 };
        files.push(file);
        let open = true;
        return {
          write(chunk) {
            writeSync(fd, chunk);
            file.size += chunk.length;
          },
          end() {
            if (open) closeSync(fd);
            open = false;
          },
        };
      },
    });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { dir, files, cleanup };
}

/** Not a file of the zip's content: macOS's resource forks, hidden files (.DS_Store, editors' backups). */
export const isZipClutter = (name: string) =>
  name.startsWith('__MACOSX/') || name.split('/').pop()!.startsWith('.');

/**
 * Reads the files of a zip into memory (the importers of other systems' problem zips), with the limits checked
 * as it inflates like unpackZip. Hidden files and macOS's resource forks are left out.
 */
export function readZip(
  content: Buffer,
  field = 'file',
  limits: ZipLimits = ZIP_LIMITS,
): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  inflateZip(content, {
    field,
    limits,
    open(name) {
      const chunks: Uint8Array[] = [];
      return {
        write: (chunk) => chunks.push(chunk),
        end: () => {
          if (!isZipClutter(name)) files.set(name, Buffer.concat(chunks));
        },
      };
    },
  });
  return files;
}

export function writeZip(files: Map<string, Buffer | string>): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of files)
    entries[name] = typeof content === 'string' ? Buffer.from(content) : content;
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/**
 * A zip written as its entries come, as a stream (a contest package with its problems' test data): one entry's
 * bytes are held at a time, the next asked for once the reader has taken the last (or gone). Each entry is zipped
 * whole and its local part sent with its sizes (no data descriptors: a reader that reads a zip in order, as ours
 * does, finds where a zip stored inside one ends), the central directory last. Zips inside it are stored, not
 * deflated again. A failure while writing ends the stream with it.
 */
export function zipStream(entries: AsyncIterable<readonly [string, Buffer | string]>): Readable {
  async function* parts() {
    const central: Buffer[] = [];
    let offset = 0;
    for await (const [name, content] of entries) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      const one = Buffer.from(zipSync({ [name]: [bytes, { level: name.endsWith('.zip') ? 0 : 6 }] }));
      // One entry's zip: its local header and data, its central directory record, the end record (22 bytes).
      const end = one.length - 22;
      const local = one.readUInt32LE(end + 16);
      const record = Buffer.from(one.subarray(local, local + one.readUInt32LE(end + 12)));
      record.writeUInt32LE(offset, 42);
      central.push(record);
      offset += local;
      if (offset > 0xffffffff || central.length > 0xffff)
        throw new Error('a streamed zip holds at most 4 GB and 65535 entries (no zip64)');
      yield one.subarray(0, local);
    }
    const directory = Buffer.concat(central);
    const endRecord = Buffer.alloc(22);
    endRecord.writeUInt32LE(0x06054b50, 0);
    endRecord.writeUInt16LE(central.length, 8);
    endRecord.writeUInt16LE(central.length, 10);
    endRecord.writeUInt32LE(directory.length, 12);
    endRecord.writeUInt32LE(offset, 16);
    yield Buffer.concat([directory, endRecord]);
  }
  // In bytes, not objects: the next entry is made once the one before has been taken.
  return Readable.from(parts(), { objectMode: false, highWaterMark: 1 });
}
