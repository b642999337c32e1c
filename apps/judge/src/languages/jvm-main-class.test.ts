// The entry point read from real class files (javac's output), and the choice among several.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseMainClass, mainClassesIn, readClassSummary } from './jvm-main-class.ts';

const dir = mkdtempSync(join(tmpdir(), 'jvm-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compile(files: Record<string, string>): string {
  const out = mkdtempSync(join(dir, 'classes-'));
  const paths = Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
  execFileSync('/usr/bin/javac', ['-J-Xmx256m', '-d', out, ...paths]);
  return out;
}

describe('the class holding main, read from the class files', () => {
  it('finds it in a package folder, by its binary name, and not in a helper class', () => {
    const out = compile({
      'Helper.java': 'package a.b; public class Helper { public static String text() { return "x"; } }',
      'Program.java':
        'package c; class Program { static class Inner {} public static void main(String[] args) {} }',
    });
    expect(mainClassesIn(out)).toEqual(['c.Program']);
    expect(readClassSummary(readFileSync(join(out, 'a/b/Helper.class')))).toEqual({
      name: 'a.b.Helper',
      hasMain: false,
    });
  });

  it('does not take a main that is not public static void main(String[])', () => {
    const out = compile({
      'NotMain.java':
        'public class NotMain { int main() { return 0; } static void main(String[] a) {} public static int main(int x) { return x; } }',
    });
    expect(mainClassesIn(out)).toEqual([]);
  });

  it('reads a file that is no class file as none', () => {
    expect(readClassSummary(Buffer.from('not a class file at all'))).toBeUndefined();
    expect(readClassSummary(Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0]))).toBeUndefined();
  });
});

describe('choosing among classes with main', () => {
  it('prefers the class the source names, then one named like the file, then the first', () => {
    expect(chooseMainClass(['a', 'b'], ['b'])).toBe('b');
    expect(chooseMainClass(['pkg.Different', 'pkg.Other'], ['Main', 'different'])).toBe('pkg.Different');
    expect(chooseMainClass(['a', 'b'], ['Main'])).toBe('a');
    expect(chooseMainClass([], ['Main'])).toBeUndefined();
  });
});
