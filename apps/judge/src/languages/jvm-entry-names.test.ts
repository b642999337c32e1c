// The class a Kotlin source says it starts from, read as kotlinc names its classes.
import { describe, expect, it } from 'vitest';
import { entryClassNames, kotlinFileClass } from './jvm-entry-names.ts';

describe("Kotlin's entry class", () => {
  it('names a file-level main after the file, as kotlinc does and Kattis runs it', () => {
    expect(kotlinFileClass('fun main() {}', 'foo.kt')).toBe('FooKt');
    expect(kotlinFileClass('fun main() {}', 'test-hello.kt')).toBe('Test_helloKt');
    expect(kotlinFileClass('@file:JvmName("Start")\nfun main() {}', 'foo.kt')).toBe('Start');
  });

  it("qualifies it by the file's package", () => {
    expect(entryClassNames('Kotlin', 'package a.b\n\nfun main() {}\n', 'foo.kt')).toEqual(['a.b.FooKt']);
  });

  it('takes the object or the class whose companion holds main', () => {
    const inObject = 'object Solver {\n    @JvmStatic\n    fun main(args: Array<String>) {}\n}\n';
    expect(entryClassNames('Kotlin', inObject, 'x.kt')).toEqual(['Solver']);
    const inCompanion =
      'package p\nclass Helper\nclass App {\n    companion object {\n        @JvmStatic fun main(args: Array<String>) {}\n    }\n}\n';
    expect(entryClassNames('Kotlin', inCompanion, 'x.kt')).toEqual(['p.App']);
  });

  it('reads no main in a comment', () => {
    expect(entryClassNames('Kotlin', '/*\nfun main() {}\n*/\nobject A\n', 'x.kt')).toEqual([]);
  });
});

describe("Java's entry class", () => {
  it("stays the site's reading of the source", () => {
    expect(
      entryClassNames(
        'Java',
        'package q; public class Solution { public static void main(String[] a) {} }',
        'x.java',
      ),
    ).toEqual(['q.Solution']);
  });
});
