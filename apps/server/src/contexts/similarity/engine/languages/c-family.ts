import { defineLanguage, foldInto } from './define-language.ts';

// The loop words and the number types are the ones copiers swap (`for` for `while`, `int` for `long long`).
const C_LOOPS = foldInto('LOOP', 'for while do');
const C_TYPES = foldInto('TYPE', 'int long short char float double bool void size_t auto');
const C_FLOW =
  'if else return break continue switch case default goto sizeof struct union enum typedef new delete';

export const c = defineLanguage({
  key: 'c',
  matches: (name) => name === 'c' || name.startsWith('c with') || name === 'c11' || name === 'gnu11',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  preprocessorLines: true,
  keywords: C_FLOW,
  wordKinds: { ...C_LOOPS, ...C_TYPES },
  droppedWords: 'const unsigned signed static inline register volatile extern',
});

export const cpp = defineLanguage({
  key: 'cpp',
  matches: (name) => name.startsWith('c++') || name === 'cpp',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  preprocessorLines: true,
  keywords: `${C_FLOW} class this template typename try catch throw operator true false nullptr`,
  wordKinds: { ...C_LOOPS, ...C_TYPES, ...foldInto('TYPE', 'int64_t int32_t ll') },
  droppedWords:
    'const unsigned signed static inline register volatile extern public private protected virtual override constexpr using namespace std',
});

export const java = defineLanguage({
  key: 'java',
  matches: (name) => name.startsWith('java') && !name.startsWith('javascript'),
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  tripleQuotes: true,
  keywords:
    'if else return break continue switch case default new class interface enum extends implements this super try catch finally throw throws instanceof true false null',
  wordKinds: { ...C_LOOPS, ...foldInto('TYPE', 'int long short char float double boolean byte void var') },
  droppedWords: 'public private protected static final abstract synchronized import package',
});

export const csharp = defineLanguage({
  key: 'csharp',
  matches: (name) => name === 'c#' || name.includes('csharp'),
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  preprocessorLines: true,
  keywords:
    'if else return break continue switch case default new class struct interface enum this base try catch finally throw is as in out ref true false null',
  wordKinds: {
    ...C_LOOPS,
    ...foldInto('LOOP', 'foreach'),
    ...foldInto('TYPE', 'int long short char float double bool byte void var decimal'),
  },
  droppedWords:
    'public private protected internal static readonly const sealed abstract virtual override using namespace',
});

export const javascript = defineLanguage({
  key: 'javascript',
  matches: (name) =>
    name.startsWith('javascript') || name === 'node' || name === 'node.js' || name === 'typescript',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: ['"', "'", '`'],
  keywords:
    'if else return break continue switch case default new class extends this super try catch finally throw typeof instanceof in of function true false null undefined',
  wordKinds: { ...C_LOOPS, ...foldInto('TYPE', 'var let const') },
  droppedWords: 'async await static',
  operators: [
    '===',
    '!==',
    '**=',
    '**',
    ...['>>>=', '<<=', '>>=', '>>>', '...'],
    ...['++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||'],
    ...['+=', '-=', '*=', '/=', '%=', '=>', '?.', '??'],
  ],
});

export const go = defineLanguage({
  key: 'go',
  matches: (name) => name === 'golang' || name === 'go',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: ['"', "'", '`'],
  keywords:
    'if else return break continue switch case default func var const type struct map chan go defer range select interface true false nil make append len',
  wordKinds: {
    ...foldInto('LOOP', 'for'),
    ...foldInto('TYPE', 'int int64 int32 uint64 float64 bool string byte rune'),
  },
  droppedWords: 'package import',
});

export const rust = defineLanguage({
  key: 'rust',
  matches: (name) => name === 'rust',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: ['"'],
  keywords:
    'if else return break continue match fn let struct enum impl trait use mod self Self as in ref true false None Some Ok Err',
  wordKinds: {
    ...foldInto('LOOP', 'for while loop'),
    ...foldInto('TYPE', 'i32 i64 u32 u64 usize isize f64 f32 bool char String'),
  },
  droppedWords: 'mut pub use',
});

export const kotlin = defineLanguage({
  key: 'kotlin',
  matches: (name) => name === 'kotlin',
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  tripleQuotes: true,
  quotes: ['"'],
  keywords:
    'if else return break continue when fun class object interface this super try catch finally throw is as in true false null',
  wordKinds: { ...C_LOOPS, ...foldInto('TYPE', 'val var Int Long Double Boolean Char String') },
  droppedWords: 'private public internal protected override open data import package',
});
