import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  reformatBraces,
  reformatIndentation,
  reformatKeepingBraces,
  renameIdentifiers,
  rewriteComments,
} from './transformations.ts';

/** One corpus language: its folder, its file extension, the judge's name for it and how copiers reformat it. */
interface CorpusLanguage {
  folder: string;
  extension: string;
  judgeName: string;
  commentMarker: string;
  reformat: (source: string) => string;
}

export const corpusLanguages: CorpusLanguage[] = [
  {
    folder: 'cpp',
    extension: 'cpp',
    judgeName: 'C++ 17 With O2',
    commentMarker: '//',
    reformat: reformatBraces,
  },
  { folder: 'c', extension: 'c', judgeName: 'C', commentMarker: '//', reformat: reformatBraces },
  { folder: 'java', extension: 'java', judgeName: 'Java', commentMarker: '//', reformat: reformatBraces },
  {
    folder: 'python',
    extension: 'py',
    judgeName: 'Python3',
    commentMarker: '#',
    reformat: reformatIndentation,
  },
  {
    folder: 'javascript',
    extension: 'js',
    judgeName: 'JavaScript Node',
    commentMarker: '//',
    reformat: reformatBraces,
  },
  {
    folder: 'go',
    extension: 'go',
    judgeName: 'Golang',
    commentMarker: '//',
    reformat: reformatKeepingBraces,
  },
];

export interface CorpusProgram {
  /** "<problem>/<language>/<variant>" */
  name: string;
  /** Whose program it is: a copy has its original's author. */
  author: string;
  source: string;
}

export interface CorpusPair {
  language: string;
  left: CorpusProgram;
  right: CorpusProgram;
  copied: boolean;
}

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** Variants written by hand, one transformation each, and `combined`, which does several at once. */
const HAND_VARIANTS = ['loops', 'functions', 'statements', 'deadcode', 'combined'];
const INDEPENDENT = /^independent-\d+\./;

function readRenames(folder: string): Array<[string, string]> {
  const file = path.join(folder, 'renames.txt');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/) as [string, string]);
}

/** The copies of one original: the hand-written variants, then the text edits alone and all on top of `combined`. */
function copiesOf(folder: string, language: CorpusLanguage, original: string): Array<[string, string]> {
  const read = (variant: string) =>
    fs.readFileSync(path.join(folder, `${variant}.${language.extension}`), 'utf8');
  const renames = readRenames(folder);
  const everything = (source: string) =>
    language.reformat(rewriteComments(renameIdentifiers(source, renames), language.commentMarker));
  return [
    ...HAND_VARIANTS.map((variant): [string, string] => [variant, read(variant)]),
    ['renamed', renameIdentifiers(original, renames)],
    ['comments', rewriteComments(original, language.commentMarker)],
    ['formatted', language.reformat(original)],
    ['combined-all', everything(read('combined'))],
  ];
}

function pairsOfLanguage(problem: string, language: CorpusLanguage): CorpusPair[] {
  const folder = path.join(ROOT, problem, language.folder);
  if (!fs.existsSync(path.join(folder, `original.${language.extension}`))) return [];
  const program = (variant: string, author: string, source: string): CorpusProgram => ({
    name: `${problem}/${language.folder}/${variant}`,
    author,
    source,
  });
  const original = program(
    'original',
    'original',
    fs.readFileSync(path.join(folder, `original.${language.extension}`), 'utf8'),
  );
  const copies = copiesOf(folder, language, original.source).map(([variant, source]) =>
    program(variant, 'original', source),
  );
  const independents = fs
    .readdirSync(folder)
    .filter((file) => INDEPENDENT.test(file))
    .sort()
    .map((file) => program(file.split('.')[0], file, fs.readFileSync(path.join(folder, file), 'utf8')));
  const pair = (left: CorpusProgram, right: CorpusProgram): CorpusPair => ({
    language: language.folder,
    left,
    right,
    copied: left.author === right.author,
  });
  // Copies against their original; each independent program against the original, its copies and the others.
  return [
    ...copies.map((copy) => pair(original, copy)),
    ...independents.flatMap((independent, index) => [
      ...[original, ...copies].map((other) => pair(other, independent)),
      ...independents.slice(0, index).map((other) => pair(other, independent)),
    ]),
  ];
}

/** Every pair of the corpus with whether it is a copy, per problem and language. */
export function corpusPairs(): CorpusPair[] {
  const problems = fs.readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return problems.flatMap((problem) =>
    corpusLanguages.flatMap((language) => pairsOfLanguage(problem.name, language)),
  );
}

export const judgeNameOf = (folder: string) =>
  corpusLanguages.find((language) => language.folder === folder)!.judgeName;
