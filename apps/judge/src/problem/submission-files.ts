// A submission read from disk: one file, or a folder of several files (ICPC submissions may be either). The
// language comes from the file extensions (and, for an extension two languages share, the content); the entry
// point is the one the package names (DOMjudge's submissions.json `entry_point`), else the file that declares
// the program's start in its language, else main.py, __main__.py or the first file of the language.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import type { LanguageDefinition, LanguageRegistry } from '../languages/index.ts';

export interface SubmissionSource {
  language: LanguageDefinition;
  /** The entry point's content (written under the language's own source name). */
  source: string;
  /** Every other file of a folder submission, by name. */
  sourceFiles: Record<string, string>;
  /** The entry point's own file name. */
  entryFileName: string;
}

const HEADERS = ['.h', '.hpp', '.hh'];

/** How a source file says it is where the program starts, per language family. */
const ENTRY_DECLARATIONS: RegExp[] = [
  /\b(?:static\s+void\s+main\s*\(|int\s+main\s*\(|fn\s+main\s*\(|func\s+main\s*\(|fun\s+main\s*\(|def\s+main\s*\()/,
  // Pascal: DOMjudge's compile script takes the file with a `program` header as the main file; units say `unit`.
  /^\s*program\s+[A-Za-z_]\w*\s*(?:\([^)]*\))?\s*;/im,
  // Prolog: the file defining main/0.
  /^main\s*:-/m,
];

const CONVENTIONAL_NAMES = [
  'main.py',
  '__main__.py',
  'main.js',
  'main.mjs',
  'index.js',
  'main.rb',
  'main.php',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * OCaml: the module no other file of the submission uses, the program's top. The reference tools need no entry
 * (every module's top-level code runs, in link order), but here the entry is the file that takes the language's
 * own name (main.ml) when the submitted name is unknown, which only a module nobody refers to can (and never an
 * interface file).
 */
function topOcamlModule(files: string[], contents: Map<string, string>): string | undefined {
  const modules = files.filter((file) => extname(file) === '.ml');
  const usedElsewhere = (file: string) => {
    const stem = basename(file, '.ml');
    const name = new RegExp(`\\b${escapeRegExp(stem.charAt(0).toUpperCase() + stem.slice(1))}\\b`);
    return modules.some((other) => other !== file && name.test(contents.get(other) ?? ''));
  };
  return modules.find((file) => !usedElsewhere(file));
}

/** Per language, the entry point read from the files together, before any single file's declaration. */
const ENTRY_FINDERS: Record<string, (files: string[], contents: Map<string, string>) => string | undefined> =
  {
    OCaml: topOcamlModule,
  };

function entryOf(files: string[], language: LanguageDefinition, contents: Map<string, string>): string {
  const own = files.filter(
    (file) =>
      language.extensions.includes(extname(file)) ||
      language.extensions.includes(extname(file).toLowerCase()) ||
      (language.multiFileExtensions ?? []).includes(extname(file)),
  );
  const declared = ENTRY_DECLARATIONS.map((pattern) =>
    own.find((file) => pattern.test(contents.get(file) ?? '')),
  ).find(Boolean);
  const named = CONVENTIONAL_NAMES.map((name) => own.find((file) => basename(file) === name));
  const found = ENTRY_FINDERS[language.name]?.(own, contents);
  return found ?? declared ?? named.find(Boolean) ?? own[0] ?? files[0];
}

/**
 * DOMjudge's submissions.json names a folder submission's entry point (`"submissions/accepted/x/":
 * { "entry_point": "main.py" }`); the file sits at the package's root, two levels above the submission.
 */
function packageEntryPoint(path: string): string | undefined {
  const root = join(path, '..', '..', '..');
  const index = join(root, 'submissions.json');
  if (!existsSync(index)) return undefined;
  try {
    const entries = JSON.parse(readFileSync(index, 'utf8')) as Record<string, { entry_point?: unknown }>;
    const key = relative(root, path);
    const entry = entries[`${key}/`] ?? entries[key];
    return typeof entry?.entry_point === 'string' ? entry.entry_point : undefined;
  } catch {
    return undefined;
  }
}

function languageOfFiles(files: string[], languages: LanguageRegistry, contents: Map<string, string>) {
  for (const file of files) {
    try {
      return languages.forFile(file, contents.get(file));
    } catch {
      // not a source of a language this judge knows: try the next file
    }
  }
  return languages.forFile(files[0], contents.get(files[0]));
}

export function readSubmission(
  path: string,
  languages: LanguageRegistry,
  languageName?: string,
): SubmissionSource {
  if (!statSync(path).isDirectory()) {
    const source = readFileSync(path, 'utf8');
    const language = languageName ? languages.get(languageName) : languages.forFile(path, source);
    return { language, source, sourceFiles: {}, entryFileName: basename(path) };
  }
  const files = readdirSync(path)
    .sort()
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
  const coded = files.filter((file) => !HEADERS.includes(extname(file).toLowerCase()));
  if (coded.length === 0) throw new Error(`${path}: an empty submission folder`);
  const contents = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const language = languageName ? languages.get(languageName) : languageOfFiles(coded, languages, contents);
  const named = packageEntryPoint(path);
  const entry =
    (named && files.find((file) => basename(file) === named)) || entryOf(coded, language, contents);
  return {
    language,
    source: contents.get(entry)!,
    entryFileName: basename(entry),
    sourceFiles: Object.fromEntries(
      files.filter((file) => file !== entry).map((file) => [basename(file), contents.get(file)!]),
    ),
  };
}
