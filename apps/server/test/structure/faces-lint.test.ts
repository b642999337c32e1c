import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of the contexts' faces (eslint.config.js, no-restricted-imports), so `npm run lint` and an editor
// show an import past another context's faces where it is written.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The faces rule's messages for one import written in a made-up file of the server's sources. */
async function facesMessages(file: string, specifier: string) {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, {
    filePath: path.join(root, 'apps/server/src', file),
  });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe("the lint rule of the contexts' faces", () => {
  it("refuses another context's inner file, from inside a context and from outside the contexts", async () => {
    expect(
      await facesMessages(
        'contexts/judging/submissions/made-up.ts',
        '../../contests/contest-problems/x.repo.ts',
      ),
    ).toHaveLength(1);
    expect(
      await facesMessages('contexts/groups/made-up.ts', '../problems/problems/problems.service.ts'),
    ).toHaveLength(1);
    expect(await facesMessages('made-up.ts', './contexts/judging/submissions/submit.ts')).toHaveLength(1);
  });

  it("lets another context's faces through, and a context's own files", async () => {
    for (const face of ['policy.ts', 'facts.ts', 'index.ts'])
      expect(
        await facesMessages('contexts/judging/submissions/made-up.ts', `../../contests/${face}`),
      ).toEqual([]);
    expect(
      await facesMessages('contexts/judging/submissions/made-up.ts', '../judging/queue.repo.ts'),
    ).toEqual([]);
    expect(await facesMessages('contexts/contests/contest-problems/made-up.ts', '../contests/x.ts')).toEqual(
      [],
    );
    expect(await facesMessages('composition.ts', './contexts/judging/index.ts')).toEqual([]);
    expect(await facesMessages('contexts/judging/submissions/made-up.ts', '../../../lib/time.ts')).toEqual(
      [],
    );
  });
});
