import { defineLanguage, foldInto, words } from './define-language.ts';

// Pascal's begin/end are its braces; its words are read in any case.
export const pascal = defineLanguage({
  key: 'pascal',
  matches: (name) => name === 'pascal' || name.includes('fpc') || name.includes('delphi'),
  lineComments: ['//'],
  blockComments: [
    ['{', '}'],
    ['(*', '*)'],
  ],
  quotes: ["'"],
  caseInsensitive: true,
  keywords:
    'program var const type procedure function if then else case of to downto repeat until array record div mod and or not xor shl shr nil true false exit break continue',
  wordKinds: {
    ...foldInto('LOOP', 'for while'),
    ...foldInto('TYPE', 'integer longint int64 real double boolean char string qword'),
  },
  droppedWords: 'begin end uses do',
  operators: [':=', '<=', '>=', '<>', '..'],
  droppedSymbols: words('; ,'),
});
