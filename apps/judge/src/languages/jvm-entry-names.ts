// The class a JVM source says it starts from, per language, most likely first: the compiled classes holding `main`
// are then searched for these names (jvm-main-class.ts chooseMainClass), and the first class with `main` is the
// fallback, as DOMjudge's DetectMain takes the first it finds.
import { javaClass } from './index.ts';

type EntryNamer = (source: string, fileName: string) => string[];

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');

/**
 * The class kotlinc puts a file's top-level functions in: the file's name, capitalised, with `Kt` (`foo.kt` ->
 * `FooKt`, `test-hello.kt` -> `Test_helloKt`), which is the class Kattis runs (`{Mainclass}Kt`), unless the file
 * names it itself with `@file:JvmName("...")`.
 */
export function kotlinFileClass(source: string, fileName: string): string {
  const named = /@file\s*:\s*JvmName\s*\(\s*"([^"]+)"\s*\)/.exec(source)?.[1];
  if (named) return named;
  const stem = fileName.replace(/\.kt$/i, '').replace(/[^A-Za-z0-9_$]/g, '_');
  return `${stem.charAt(0).toUpperCase()}${stem.slice(1)}Kt`;
}

/**
 * Kotlin: a top-level `fun main` runs from the file's class; a `main` inside an `object` (or a class's companion
 * object) with `@JvmStatic` runs from that object or class, the last one declared before it. Both are qualified
 * by the file's `package`.
 */
function kotlinEntryNames(source: string, fileName: string): string[] {
  const code = withoutComments(source);
  const packageName = /^\s*package\s+([\w.]+)/m.exec(code)?.[1];
  const qualify = (name: string) => (packageName ? `${packageName}.${name}` : name);
  const names: string[] = [];
  if (/^fun\s+main\s*\(/m.test(code)) names.push(qualify(kotlinFileClass(code, fileName)));
  const nestedMain = code.search(/^[ \t]+(?:@JvmStatic\s+)?(?:public\s+)?fun\s+main\s*\(/m);
  if (nestedMain >= 0) {
    const holders = [...code.slice(0, nestedMain).matchAll(/\b(?:object|class)\s+([A-Za-z_]\w*)/g)];
    const holder = holders.at(-1)?.[1];
    if (holder) names.push(qualify(holder));
  }
  return names;
}

const ENTRY_NAMERS: Record<string, EntryNamer> = {
  Kotlin: kotlinEntryNames,
};

/** Java and Scala keep the site's reading of the source (its public class, else the class before `main`), which
 * chooseMainClass also matches by simple name against the file's own name. */
const javaEntryNames: EntryNamer = (source) => [javaClass(source).mainClass];

export function entryClassNames(languageName: string, source: string, fileName: string): string[] {
  return (ENTRY_NAMERS[languageName] ?? javaEntryNames)(source, fileName);
}
