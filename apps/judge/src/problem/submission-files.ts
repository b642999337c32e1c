// A submission read from disk: one file, or a folder of several files (ICPC submissions may be either). The
// language comes from the file extensions; the entry point is the file with `main` (C, C++, Java), else main.py,
// __main__.py or the only file of the language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { LanguageDefinition, LanguageRegistry } from '../languages/index.ts';

export interface SubmissionSource {
  language: LanguageDefinition;
  /** The entry point's content (written under the language's own source name). */
  source: string;
  /** Every other file of a folder submission, by name. */
  sourceFiles: Record<string, string>;
}

const HEADERS = ['.h', '.hpp', '.hh'];

function entryOf(files: string[], language: LanguageDefinition, contents: Map<string, string>): string {
  const own = files.filter(
    (file) =>
      language.extensions.includes(extname(file).toLowerCase()) ||
      (language.multiFileExtensions ?? []).includes(extname(file)),
  );
  const withMain = own.find((file) =>
    /\b(static\s+void\s+main\s*\(|int\s+main\s*\(|fn\s+main\s*\(|func\s+main\s*\()/.test(
      contents.get(file) ?? '',
    ),
  );
  const named = ['main.py', '__main__.py', 'main.js', 'index.js', 'main.rb', 'main.php'].map((name) =>
    own.find((file) => basename(file) === name),
  );
  return withMain ?? named.find(Boolean) ?? own[0] ?? files[0];
}

export function readSubmission(
  path: string,
  languages: LanguageRegistry,
  languageName?: string,
): SubmissionSource {
  if (!statSync(path).isDirectory()) {
    const language = languageName ? languages.get(languageName) : languages.forFile(path);
    return { language, source: readFileSync(path, 'utf8'), sourceFiles: {} };
  }
  const files = readdirSync(path)
    .sort()
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
  const coded = files.filter((file) => !HEADERS.includes(extname(file).toLowerCase()));
  if (coded.length === 0) throw new Error(`${path}: an empty submission folder`);
  const language = languageName
    ? languages.get(languageName)
    : languages.forFile(
        coded.find((file) => {
          try {
            languages.forFile(file);
            return true;
          } catch {
            return false;
          }
        }) ?? coded[0],
      );
  const contents = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const entry = entryOf(coded, language, contents);
  return {
    language,
    source: contents.get(entry)!,
    sourceFiles: Object.fromEntries(
      files.filter((file) => file !== entry).map((file) => [basename(file), contents.get(file)!]),
    ),
  };
}
