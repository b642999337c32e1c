// Language registry: the table plus what this host can actually run, decided once at start-up.
import { accessSync, constants } from 'node:fs';
import { extname } from 'node:path';
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
  /** Infers the language of a file from its extension. */
  forFile(fileName: string): LanguageDefinition;
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
    forFile(fileName) {
      const extension = extname(fileName).toLowerCase();
      const entry = all.find(({ language }) => language.extensions.includes(extension));
      if (!entry) throw new Error(`cannot infer the language of "${fileName}"; pass --language NAME`);
      if (!entry.enabled) throw new Error(`language "${entry.language.name}" is disabled: ${entry.reason}`);
      return entry.language;
    },
  };
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
  memoryMb: number;
  stackMb: number;
}

export function sourceFileName(language: LanguageDefinition, source: string): string {
  return language.sourceName.replace('{mainClass}', javaClass(source).fileClass);
}

export function expandArgv(argv: string[], language: LanguageDefinition, context: CommandContext): string[] {
  const sourceName = sourceFileName(language, context.source);
  return argv.map((arg) =>
    arg
      .replaceAll('{source}', sourceName)
      .replaceAll('{mainClass}', javaClass(context.source).mainClass)
      .replaceAll('{memoryMb}', String(Math.max(16, Math.floor(context.memoryMb))))
      .replaceAll('{stackMb}', String(Math.max(1, Math.floor(context.stackMb)))),
  );
}
