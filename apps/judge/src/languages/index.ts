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

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
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

/** Java's file and class name come from the source's public class; everything else is fixed. */
export function javaMainClass(source: string): string {
  const match = /public\s+(?:final\s+|abstract\s+)*class\s+([A-Za-z_$][\w$]*)/.exec(source);
  return match ? match[1] : 'Main';
}

export interface CommandContext {
  source: string;
  memoryMb: number;
  stackMb: number;
}

export function sourceFileName(language: LanguageDefinition, source: string): string {
  return language.sourceName.replace('{mainClass}', javaMainClass(source));
}

export function expandArgv(argv: string[], language: LanguageDefinition, context: CommandContext): string[] {
  const sourceName = sourceFileName(language, context.source);
  return argv.map((arg) =>
    arg
      .replaceAll('{source}', sourceName)
      .replaceAll('{mainClass}', javaMainClass(context.source))
      .replaceAll('{memoryMb}', String(Math.max(16, Math.floor(context.memoryMb))))
      .replaceAll('{stackMb}', String(Math.max(1, Math.floor(context.stackMb)))),
  );
}
