// A problem of the site as an ICPC / Kattis problem package (zip), for the contest package's problems (issue 22,
// docs/clics.md "Contest package"): the stored problem and its cases read through this context's repos, written
// by icpc-package-writer.ts.
import type { Db } from '../../../db/database.ts';
import { createTestdataRepo } from '../testdata/testdata.repo.ts';
import { writeZip } from '../testdata/zip.ts';
import { icpcPackageFiles, type WritableCase } from './exchange/icpc-package-writer.ts';
import { createProblemsRepo } from './problems.repo.ts';

/** A problem's package, or why it has none (its special judge speaks another protocol than Kattis'). */
export type IcpcPackageExport = { zip: Buffer } | { unwritable: string };

export function createIcpcPackageExport(db: Db) {
  const repo = createProblemsRepo(db);
  const testdata = createTestdataRepo(db);
  return {
    /** The problem's package; each test data blob is read once, however many cases share it. */
    async packageOf(pid: number): Promise<IcpcPackageExport | null> {
      const problem = await repo.findById(pid);
      if (!problem) return null;
      const blobs = new Map<string, Buffer>();
      const blob = async (hash: string) => {
        const kept = blobs.get(hash);
        if (kept) return kept;
        const content = (await testdata.get(hash)) ?? Buffer.alloc(0);
        blobs.set(hash, content);
        return content;
      };
      const cases: WritableCase[] = [];
      for (const stored of await repo.cases(pid))
        cases.push({
          input: await blob(stored.inputHash),
          answer: stored.outputHash ? await blob(stored.outputHash) : null,
        });
      const written = icpcPackageFiles(problem, cases);
      return 'files' in written ? { zip: writeZip(written.files) } : written;
    },
  };
}
export type IcpcPackageExporter = ReturnType<typeof createIcpcPackageExport>;
