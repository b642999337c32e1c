// The helper programs of an ICPC package: its output validator (a file, or a folder with one program).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { refuse } from './unsupported.ts';

/** Language of a helper program (checker, interactor, validator) from its file extension: every extension Kattis
 * and DOMjudge read as C, C++, Python 3 or Java (Kattis' guess ships validate.cc). */
export const helperLanguageByExtension: Record<string, string> = {
  '.c': 'C With O2',
  '.cpp': 'C++ 17 With O2',
  '.cc': 'C++ 17 With O2',
  '.cxx': 'C++ 17 With O2',
  '.c++': 'C++ 17 With O2',
  '.C': 'C++ 17 With O2',
  '.py': 'Python3',
  '.py3': 'Python3',
  '.java': 'Java',
};

export interface HelperProgram {
  source: string;
  language: string;
  /** The other files of the program's folder (headers, modules), put beside it. */
  extraFiles: Record<string, string>;
}

const COMPILED = ['.c', '.cpp', '.cc', '.cxx', '.c++', '.C', '.java'];

/** A validator given as one file or as a folder holding one program (plus headers or Python modules). */
export function readHelperProgram(path: string, what: string): HelperProgram {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        // Hidden files (.gitignore, editor swap files) are no part of the program, and no judge task may hold them.
        .filter((name) => !name.startsWith('.'))
        .map((name) => join(path, name))
        .filter((file) => statSync(file).isFile())
    : [path];
  if (files.some((file) => ['build', 'run'].includes(basename(file))))
    refuse(`${what} build/run scripts`, `${path}: validators built by their own scripts are not supported`);
  const sources = files.filter((file) => helperLanguageByExtension[extname(file)]);
  if (sources.length === 0) refuse(`${what} language`, `${path}: no C, C++, Python or Java source`);
  const compiled = sources.filter((file) => COMPILED.includes(extname(file)));
  if (compiled.length > 1)
    refuse(
      `${what} of several source files`,
      `${path}: ${compiled.map((file) => basename(file)).join(', ')}`,
    );
  const main =
    compiled[0] ??
    sources.find((file) => basename(file) === '__main__.py') ??
    (sources.length === 1
      ? sources[0]
      : refuse(`${what} entry point`, `${path}: several Python files but no __main__.py`));
  return {
    source: readFileSync(main, 'utf8'),
    language: helperLanguageByExtension[extname(main)],
    extraFiles: Object.fromEntries(
      files.filter((file) => file !== main).map((file) => [basename(file), readFileSync(file, 'utf8')]),
    ),
  };
}

/** The one output validator: in `output_validator/` (2023-07) or `output_validators/` (legacy), either source
 * files directly (one program with its headers) or one folder holding them (Kattis' guess:
 * output_validator/guess_validator/validate.cc). Several validators would all have to accept. */
export function findOutputValidator(dir: string): string | undefined {
  for (const name of ['output_validator', 'output_validators']) {
    const folder = join(dir, name);
    if (existsSync(folder)) return programFolder(folder);
  }
  return undefined;
}

function programFolder(folder: string): string | undefined {
  const entries = readdirSync(folder).filter((name) => !name.startsWith('.'));
  const folders = entries.filter((name) => statSync(join(folder, name)).isDirectory());
  const sources = entries.filter(
    (name) => !folders.includes(name) && helperLanguageByExtension[extname(name)],
  );
  if (folders.length > 1 || (folders.length === 1 && sources.length > 0))
    refuse('several output validators', `${folder}: ${[...folders, ...sources].join(', ')}`);
  if (folders.length === 1) return join(folder, folders[0]);
  return sources.length > 0 ? folder : undefined;
}
