// A folder submission's entry point, read from its files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectLanguages } from '../languages/index.ts';
import { readSubmission } from './submission-files.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'submission-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe('an OCaml folder submission', () => {
  it("enters at the module no other file uses, never an interface, whatever the names' order", () => {
    const dir = folder({
      'alpha.mli': 'val hello : string\n',
      'alpha.ml': 'let hello = "Hello"\n',
      'beta.ml': 'let text = Alpha.hello ^ "!"\n',
      'program.ml': 'let () = print_endline Beta.text\n',
    });
    const submission = readSubmission(dir, detectLanguages(), 'OCaml');
    expect(submission.entryFileName).toBe('program.ml');
    expect(Object.keys(submission.sourceFiles).sort()).toEqual(['alpha.ml', 'alpha.mli', 'beta.ml']);
  });
});
