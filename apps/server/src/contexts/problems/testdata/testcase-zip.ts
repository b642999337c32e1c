import { readFile } from 'node:fs/promises';
import type { UploadedTestcaseZip } from '@judge/contract';
import { invalidField } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import { pairCaseFiles } from './case-pairing.ts';
import type { TestdataRepo } from './testdata.repo.ts';
import { isZipClutter, unpackZip } from './zip.ts';

/**
 * POST /api/file/upload-testcase-zip: the zip is inflated to a temporary folder with its limits checked as it
 * goes (a zip bomb stops early with a 400 naming the entry), then each file is stored as a blob, one file in
 * memory at a time; the upload is remembered for the problem form's next save.
 */
export async function storeTestcaseZip(
  testdata: TestdataRepo,
  uid: number,
  zip: Buffer,
): Promise<UploadedTestcaseZip> {
  const unpacked = unpackZip(zip, { prefix: 'testcase-upload-' });
  try {
    // Folders are flattened: a case is named by its file's name.
    const byName = new Map<string, string>();
    for (const { name, path } of unpacked.files) {
      if (isZipClutter(name)) continue;
      const base = name.split('/').pop()!;
      if (byName.has(base)) throw invalidField('file', `two files are named ${base} in the zip`);
      byName.set(base, path);
    }
    const pairs = pairCaseFiles([...byName.keys()]);
    if (pairs.length === 0)
      throw invalidField('file', 'the zip holds no .in files (cases are x.in with x.out or x.ans)');
    const stored = [];
    for (const [name, path] of byName) {
      const content = await readFile(path);
      // Windows line endings become Unix ones, as the reference judges do on import.
      const text =
        name.endsWith('.in') || name.endsWith('.out') || name.endsWith('.ans')
          ? Buffer.from(content.toString('utf8').replace(/\r\n/g, '\n'))
          : content;
      stored.push({ name, ...(await testdata.put(text)) });
    }
    const key = randomToken(18);
    await testdata.saveUpload(key, uid, stored);
    return {
      fileList: pairs.map((p) => ({ input: p.inputName, output: p.outputName ?? '-' })),
      fileListDir: key,
    };
  } finally {
    unpacked.cleanup();
  }
}
