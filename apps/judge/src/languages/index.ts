// Language registry: the table plus what this host can actually run, decided once at start-up.
import { accessSync, constants } from 'node:fs';
import { extname } from 'node:path';
import { packageMessage } from '@judge/contract';
import { languageTable, type LanguageDefinition } from './table.ts';

export type { CompileStep, LanguageDefinition } from './table.ts';
export { languageTable } from './table.ts';

export interface LanguageAvailability {
  language: LanguageDefinition;
  enabled: boolean;
  /** Why it is disabled, in words an operator can act on. */
  reason?: string;
}

export interface LanguageRegistry {
  all: LanguageAvailability[];
  enabled: LanguageDefinition[];
  /** Finds an enabled language by name or alias (case-insensitive). Throws with the reason otherwise. */
  get(name: string): LanguageDefinition;
  /** Infers the language of a file from its extension (and, for an extension several languages share, from its
   * content when given). */
  forFile(fileName: string, content?: string): LanguageDefinition;
}

/** A program must be executable; a library the run needs (a .jar) only readable. */
function isExecutable(path: string): boolean {
  try {
    accessSync(path, path.includes('/bin/') ? constants.X_OK : constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export function detectLanguages(table: LanguageDefinition[] = languageTable): LanguageRegistry {
  const all = table.map((language): LanguageAvailability => {
    const missing = language.requires.filter((path) => !isExecutable(path));
    return missing.length === 0
      ? { language, enabled: true }
      : {
          language,
          enabled: false,
          reason: `missing ${missing.join(', ')} (see apps/judge/debian-packages.txt)`,
        };
  });
  const normalise = (name: string) => name.trim().toLowerCase();
  const find = (name: string) =>
    all.find(
      ({ language }) =>
        normalise(language.name) === normalise(name) ||
        language.aliases.some((alias) => normalise(alias) === normalise(name)),
    );
  return {
    all,
    enabled: all.filter((entry) => entry.enabled).map((entry) => entry.language),
    get(name) {
      const entry = find(name);
      if (!entry) throw new Error(`unknown language "${name}"`);
      if (!entry.enabled) throw new Error(`language "${entry.language.name}" is disabled: ${entry.reason}`);
      return entry.language;
    },
    forFile(fileName, content) {
      refuseNotRun(fileName, content);
      const entry = languageOfFile(all, fileName, content);
      if (!entry) throw new Error(`cannot infer the language of "${fileName}"; pass --language NAME`);
      if (!entry.enabled) throw new Error(`language "${entry.language.name}" is disabled: ${entry.reason}`);
      return entry.language;
    },
  };
}

/**
 * The language a submission is judged in under its problem's conventions: an ICPC package's follows its tools
 * (Python 3 runs with PyPy3 there, as in DOMjudge and Kattis, when this host has it), a site problem's is as named.
 */
export function languageForConventions(
  registry: LanguageRegistry,
  language: LanguageDefinition,
  conventions: 'site' | 'package' | undefined,
): LanguageDefinition {
  if (conventions !== 'package' || !language.packageToolsLanguage) return language;
  const tools = registry.enabled.find((entry) => entry.name === language.packageToolsLanguage);
  return tools ?? language;
}

/**
 * Languages the reference tools' packages hold submissions in that this judge has no toolchain for: a file in one
 * is refused by name (a package check lists it as not judged), never judged as another language (Kattis' Python 2
 * file `different_py2.py` would be a Python 3 Compile Error).
 */
const NOT_RUN: { name: string; extensions: string[]; contentPattern?: RegExp }[] = [
  // Kattis reads a .py file as Python 2 when its first line is a python2 shebang; .py2 always.
  { name: 'Python 2', extensions: ['.py2'] },
  { name: 'Python 2', extensions: ['.py'], contentPattern: /^#!.*python2\b/ },
  { name: 'Swift', extensions: ['.swift'] },
  { name: 'Objective-C', extensions: ['.m'] },
  { name: 'F#', extensions: ['.fs'] },
  { name: 'COBOL', extensions: ['.cob'] },
];

function refuseNotRun(fileName: string, content: string | undefined): void {
  const extension = extname(fileName);
  const entry = NOT_RUN.find(
    (language) =>
      language.extensions.includes(extension) &&
      (!language.contentPattern || (content !== undefined && language.contentPattern.test(content))),
  );
  if (entry) throw new Error(packageMessage('languageNotRun', { language: entry.name, path: fileName }));
}

/** Extensions compare as written first (`.C` is C++ for g++ and Kattis, `.c` is C), then case-insensitively. */
function claimedBy(all: LanguageAvailability[], fileName: string): LanguageAvailability[] {
  const extension = extname(fileName);
  const exact = all.filter(({ language }) => language.extensions.includes(extension));
  if (exact.length > 0) return exact;
  return all.filter(({ language }) =>
    language.extensions.some((own) => own.toLowerCase() === extension.toLowerCase()),
  );
}

function languageOfFile(
  all: LanguageAvailability[],
  fileName: string,
  content: string | undefined,
): LanguageAvailability | undefined {
  const claiming = claimedBy(all, fileName);
  const byContent = claiming.find(
    ({ language }) =>
      language.contentPattern && content !== undefined && language.contentPattern.test(content),
  );
  return byContent ?? claiming.find(({ language }) => !language.contentPattern) ?? claiming[0];
}

/**
 * Java's class to run and the file to compile it from. Kattis and DOMjudge run the class that has `main`, with its
 * package: the public class if there is one, else the class declared last before the first `static void main`.
 * The source file is named after the public class (javac's rule), else Main.java.
 */
export function javaClass(source: string): { fileClass: string; mainClass: string } {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');
  const packageName = /^\s*package\s+([\w$.]+)\s*;/m.exec(code)?.[1];
  const publicClass = /public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(code)?.[1];
  const mainAt = code.search(/static\s+void\s+main\s*\(/);
  const before = mainAt >= 0 ? code.slice(0, mainAt) : code;
  const classes = [...before.matchAll(/\bclass\s+([A-Za-z_$][\w$]*)/g)].map((match) => match[1]);
  const simple = publicClass ?? classes.at(-1) ?? 'Main';
  return { fileClass: publicClass ?? 'Main', mainClass: packageName ? `${packageName}.${simple}` : simple };
}

export interface CommandContext {
  source: string;
  /** The entry file's name as submitted (a package submission's `foo.kt`), when known. */
  fileName?: string;
  /** The class holding `main` found in the compiled classes (JVM languages), else the source's own. */
  mainClass?: string;
  memoryMb: number;
  stackMb: number;
}

/** A submitted name a compiler command may see: DOMjudge's rule for submitted files (programs.ts). */
const PLAIN_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9+_.-]*$/;

export function sourceFileName(language: LanguageDefinition, source: string, fileName?: string): string {
  if (
    language.keepsFileName &&
    fileName !== undefined &&
    PLAIN_FILE_NAME.test(fileName) &&
    language.extensions.includes(extname(fileName))
  )
    return fileName;
  return language.sourceName.replace('{mainClass}', javaClass(source).fileClass);
}

/** The JVM refuses a thread stack of 1 GiB or more ("exceeds the maximum representable size"); an ICPC package's
 * stack limit is its memory limit (2 GiB by default), so the stack argument is capped below that. */
const MAX_JVM_STACK_MB = 1000;

export function expandArgv(argv: string[], language: LanguageDefinition, context: CommandContext): string[] {
  const sourceName = sourceFileName(language, context.source, context.fileName);
  return argv.map((arg) =>
    arg
      .replaceAll('{source}', sourceName)
      .replaceAll('{mainClass}', context.mainClass ?? javaClass(context.source).mainClass)
      .replaceAll('{memoryMb}', String(Math.max(16, Math.floor(context.memoryMb))))
      .replaceAll('{stackMb}', String(Math.min(MAX_JVM_STACK_MB, Math.max(1, Math.floor(context.stackMb))))),
  );
}
