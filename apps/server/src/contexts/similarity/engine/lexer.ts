import type { LanguageTable, SourceToken } from './tokens.ts';

const WORD_START = /[A-Za-z_$\u00c0-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u00c0-\uffff]/;
const DIGIT = /[0-9]/;
const NUMBER_PART = /[0-9A-Za-z_.']/;
const SPACE = /\s/;

/** A cursor over the source that counts lines as it moves. */
class Cursor {
  position = 0;
  line = 1;
  constructor(readonly source: string) {}
  get done() {
    return this.position >= this.source.length;
  }
  at(offset = 0) {
    return this.source[this.position + offset] ?? '';
  }
  startsWith(text: string) {
    return this.source.startsWith(text, this.position);
  }
  advance(count = 1) {
    for (let i = 0; i < count && !this.done; i += 1) {
      if (this.source[this.position] === '\n') this.line += 1;
      this.position += 1;
    }
  }
  skipPast(text: string) {
    const found = this.source.indexOf(text, this.position);
    this.advance(found < 0 ? this.source.length - this.position : found - this.position + text.length);
  }
}

function atLineStart(cursor: Cursor) {
  for (let i = cursor.position - 1; i >= 0; i -= 1) {
    const char = cursor.source[i];
    if (char === '\n') return true;
    if (char !== ' ' && char !== '\t') return false;
  }
  return true;
}

/** Skips a comment or preprocessor line at the cursor; false when there is none. */
function skipIgnored(cursor: Cursor, table: LanguageTable) {
  if (table.preprocessorLines && cursor.at() === '#' && atLineStart(cursor)) {
    // A continued line (`\` at its end) belongs to the same directive.
    while (!cursor.done && cursor.at() !== '\n') cursor.advance(cursor.at() === '\\' ? 2 : 1);
    return true;
  }
  const line = table.lineComments.find((marker) => cursor.startsWith(marker));
  if (line !== undefined) {
    while (!cursor.done && cursor.at() !== '\n') cursor.advance();
    return true;
  }
  const block = table.blockComments.find(([open]) => cursor.startsWith(open));
  if (block) {
    cursor.advance(block[0].length);
    cursor.skipPast(block[1]);
    return true;
  }
  return false;
}

function readString(cursor: Cursor, table: LanguageTable) {
  const quote = cursor.at();
  const triple = quote.repeat(3);
  if (table.tripleQuotes && cursor.startsWith(triple)) {
    cursor.advance(3);
    cursor.skipPast(triple);
    return;
  }
  cursor.advance();
  while (!cursor.done && cursor.at() !== quote && cursor.at() !== '\n')
    cursor.advance(cursor.at() === '\\' ? 2 : 1);
  cursor.advance();
}

function readWhile(cursor: Cursor, pattern: RegExp) {
  while (!cursor.done && pattern.test(cursor.at())) cursor.advance();
}

function wordKind(word: string, table: LanguageTable): string | null {
  const key = table.caseInsensitive ? word.toLowerCase() : word;
  if (table.droppedWords.has(key)) return null;
  const folded = table.wordKinds[key];
  if (folded) return folded;
  return table.keywords.has(key) ? key : 'ID';
}

/** Python's string prefixes (`f"..."`, `rb'...'`): a short word glued to a quote is part of the string. */
function isStringPrefix(cursor: Cursor, start: number, table: LanguageTable) {
  const word = cursor.source.slice(start, cursor.position);
  return word.length <= 2 && /^[rbfuRBFU]+$/.test(word) && table.quotes.includes(cursor.at());
}

/** Reads the next token's kind at the cursor (null: nothing the comparison keeps, such as a brace). */
function readToken(cursor: Cursor, table: LanguageTable): string | null {
  const char = cursor.at();
  if (table.quotes.includes(char)) {
    readString(cursor, table);
    return 'STR';
  }
  if (DIGIT.test(char) || (char === '.' && DIGIT.test(cursor.at(1)))) {
    readWhile(cursor, NUMBER_PART);
    return 'NUM';
  }
  if (WORD_START.test(char)) {
    const start = cursor.position;
    readWhile(cursor, WORD_PART);
    if (isStringPrefix(cursor, start, table)) {
      readString(cursor, table);
      return 'STR';
    }
    return wordKind(cursor.source.slice(start, cursor.position), table);
  }
  const operator = table.operators.find((op) => cursor.startsWith(op)) ?? char;
  cursor.advance(operator.length);
  return table.droppedSymbols.has(operator) ? null : operator;
}

/** The program as normalised tokens: comments, whitespace and dropped words gone, names and literals folded. */
export function tokenize(source: string, table: LanguageTable): SourceToken[] {
  const cursor = new Cursor(source);
  const tokens: SourceToken[] = [];
  while (!cursor.done) {
    if (SPACE.test(cursor.at())) {
      cursor.advance();
      continue;
    }
    if (skipIgnored(cursor, table)) continue;
    const start = cursor.position;
    const line = cursor.line;
    const kind = readToken(cursor, table);
    if (kind !== null) tokens.push({ kind, start, end: cursor.position, line });
  }
  return tokens;
}
