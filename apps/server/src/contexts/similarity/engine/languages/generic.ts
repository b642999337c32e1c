import { defineLanguage, foldInto } from './define-language.ts';

// The judge's other languages (Haskell, Perl, Lua, OCaml, Scala, ...): the comment markers most of them use and the
// control words most of them share; any other word is a name. Good enough to catch a copy, weaker on small changes.
export const generic = defineLanguage({
  key: 'generic',
  matches: () => true,
  lineComments: ['//', '#', '--'],
  blockComments: [
    ['/*', '*/'],
    ['{-', '-}'],
    ['(*', '*)'],
  ],
  keywords:
    'if then else elif elsif unless return break continue next last case match when switch default def fun fn func function sub proc lambda let in where class object module struct end begin do done true false nil null',
  wordKinds: foldInto('LOOP', 'for while until loop foreach repeat'),
});
