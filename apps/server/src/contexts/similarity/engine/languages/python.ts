import { defineLanguage, foldInto, words } from './define-language.ts';

// Python has no braces: its colons and commas carry no more than the indentation does, so they go like C's braces.
export const python = defineLanguage({
  key: 'python',
  matches: (name) => name.includes('python') || name.includes('pypy'),
  lineComments: ['#'],
  blockComments: [],
  tripleQuotes: true,
  keywords:
    'if elif else return break continue def class lambda try except finally raise with as in not and or is import from pass yield global nonlocal True False None',
  wordKinds: foldInto('LOOP', 'for while'),
  droppedWords: '',
  operators: [
    '**=',
    '//=',
    '>>=',
    '<<=',
    '**',
    '//',
    '->',
    '<<',
    '>>',
    '<=',
    '>=',
    '==',
    '!=',
    '+=',
    '-=',
    '*=',
    '/=',
    '%=',
    ':=',
  ],
  droppedSymbols: words(': , ;'),
});
