/** One token of a program after normalisation: what it stands for, and where it sits in the source. */
export interface SourceToken {
  /** The normalised kind: `ID` for any name, `NUM`, `STR`, `LOOP`, `TYPE`, or the keyword / operator itself. */
  kind: string;
  /** Offsets into the source (end exclusive) and the 1-based line the token starts on. */
  start: number;
  end: number;
  line: number;
}

/**
 * How one language is read, as data: the lexer is shared, each language is one table. Words not in
 * `keywords` are names and become `ID`, so renaming changes nothing; `wordKinds` folds words that copiers
 * swap for one another (`for`/`while`, `int`/`long`) into one kind; `droppedWords` and `droppedSymbols` are
 * noise (modifiers, braces, semicolons) that formatting or style moves around without changing the program.
 */
export interface LanguageTable {
  key: string;
  /** Whether a judge language name (lower-cased) is this language. */
  matches: (languageName: string) => boolean;
  lineComments: string[];
  blockComments: Array<[open: string, close: string]>;
  /** Quote characters; a backslash escapes the next character inside. */
  quotes: string[];
  /** Python's and Kotlin's triple-quoted strings. */
  tripleQuotes?: boolean;
  /** C, C++, C#: a line starting with `#` is the preprocessor's (includes differ between copies). */
  preprocessorLines?: boolean;
  /** Pascal: keywords in any case. */
  caseInsensitive?: boolean;
  keywords: ReadonlySet<string>;
  wordKinds: Readonly<Record<string, string>>;
  droppedWords: ReadonlySet<string>;
  /** Multi-character operators, read before single characters. */
  operators: string[];
  droppedSymbols: ReadonlySet<string>;
}
