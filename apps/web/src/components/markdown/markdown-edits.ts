/**
 * What the Markdown editor's toolbar inserts (spec 1-core §2.12: headings, bold, italic, code, lists, link,
 * table, math; the comment box's quick inserts are a subset). Pure: a text and its selection in, the new text and
 * the selection the writer fills in next out.
 */
export type SnippetKind =
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'inlineCode'
  | 'codeBlock'
  | 'link'
  | 'unorderedList'
  | 'orderedList'
  | 'table'
  | 'inlineMath'
  | 'displayMath';

export interface EditorState {
  text: string;
  /** The selection (start === end for a plain cursor). */
  start: number;
  end: number;
}

/** Placeholder words used when nothing is selected (translated by the caller). */
export interface SnippetWords {
  code: string;
  linkText: string;
  listItem: string;
  heading: string;
  bold: string;
  italic: string;
  formula: string;
  tableHeader: string;
  tableCell: string;
}

interface Parts {
  before: string;
  selected: string;
  after: string;
  /** A newline when the cursor is not at the start of a line, for blocks that need a line of their own. */
  lineStart: string;
}

/** Puts prefix + body + suffix in place of the selection and selects `select` (offsets within body+suffix). */
function place(parts: Parts, prefix: string, body: string, suffix: string, select: [number, number]) {
  const text = parts.before + prefix + body + suffix + parts.after;
  const base = parts.before.length + prefix.length;
  return { text, start: base + select[0], end: base + select[1] };
}

/** Wraps the selection (or the placeholder) in a mark, selecting what is inside. */
const wrap = (parts: Parts, mark: string, placeholder: string) => {
  const body = parts.selected || placeholder;
  return place(parts, mark, body, mark, [0, body.length]);
};

/** A block on lines of its own: the selection (or the placeholder) between an opening and a closing line. */
const block = (parts: Parts, open: string, close: string, placeholder: string) => {
  const body = parts.selected || placeholder;
  return place(parts, `${parts.lineStart}${open}\n`, body, `\n${close}\n`, [0, body.length]);
};

function heading(state: EditorState, level: number, placeholder: string): EditorState {
  // A heading marks the line the cursor is on; a mark it already has is replaced.
  const lineStart = state.text.lastIndexOf('\n', state.start - 1) + 1;
  const lineEndAt = state.text.indexOf('\n', state.start);
  const lineEnd = lineEndAt === -1 ? state.text.length : lineEndAt;
  const line = state.text.slice(lineStart, lineEnd).replace(/^#{1,6}\s*/, '');
  const body = line || placeholder;
  const prefix = `${'#'.repeat(level)} `;
  const text = state.text.slice(0, lineStart) + prefix + body + state.text.slice(lineEnd);
  const start = lineStart + prefix.length;
  return { text, start: line ? start + body.length : start, end: start + body.length };
}

function list(parts: Parts, ordered: boolean, placeholder: string) {
  const lines = (parts.selected || placeholder).split('\n');
  const marker = (index: number) => (ordered ? `${index + 1}. ` : '- ');
  const body = lines.map((line, index) => marker(index) + line).join('\n');
  const firstMarker = marker(0).length;
  return place(
    parts,
    parts.lineStart,
    body,
    '\n',
    parts.selected ? [body.length, body.length] : [firstMarker, body.length],
  );
}

function table(parts: Parts, words: SnippetWords) {
  const header = `| ${words.tableHeader} | ${words.tableHeader} |`;
  const body = `${header}\n| --- | --- |\n| ${words.tableCell} | ${words.tableCell} |`;
  // The first header is selected: it is what a writer changes first.
  return place(parts, parts.lineStart, body, '\n', [2, 2 + words.tableHeader.length]);
}

/**
 * Inserts a snippet at the cursor, wrapping the selection when there is one, and selects the part the writer
 * fills in next (the placeholder word, or the URL of a link). Block snippets start on a line of their own.
 */
export function insertSnippet(state: EditorState, kind: SnippetKind, words: SnippetWords): EditorState {
  const before = state.text.slice(0, state.start);
  const parts: Parts = {
    before,
    selected: state.text.slice(state.start, state.end),
    after: state.text.slice(state.end),
    lineStart: before === '' || before.endsWith('\n') ? '' : '\n',
  };
  switch (kind) {
    case 'heading1':
    case 'heading2':
    case 'heading3':
      return heading(state, Number(kind.slice(-1)), words.heading);
    case 'bold':
      return wrap(parts, '**', words.bold);
    case 'italic':
      return wrap(parts, '*', words.italic);
    case 'inlineCode':
      return wrap(parts, '`', words.code);
    case 'inlineMath':
      return wrap(parts, '$', words.formula);
    case 'codeBlock':
      return block(parts, '```', '```', words.code);
    case 'displayMath':
      return block(parts, '$$', '$$', words.formula);
    case 'link': {
      const label = parts.selected || words.linkText;
      const url = 'https://';
      // The URL is what is left to write.
      return place(parts, '[', `${label}](${url}`, ')', [label.length + 2, label.length + 2 + url.length]);
    }
    case 'unorderedList':
    case 'orderedList':
      return list(parts, kind === 'orderedList', words.listItem);
    case 'table':
      return table(parts, words);
  }
}

/** Puts a text (an emoji, pasted text, an uploaded picture's Markdown) at the cursor; the cursor ends after it. */
export function insertText(state: EditorState, insert: string): EditorState {
  const text = state.text.slice(0, state.start) + insert + state.text.slice(state.end);
  const cursor = state.start + insert.length;
  return { text, start: cursor, end: cursor };
}

/** The Markdown of an uploaded picture or file; brackets in the name would end the link text early. */
export function uploadMarkdown(kind: 'image' | 'file', name: string, link: string): string {
  const label = name.replace(/[[\]]/g, '');
  return kind === 'image' ? `![${label}](${link})` : `[${label}](${link})`;
}

/** The text without the pictures that point at `link` (a deleted upload leaves no broken picture behind). */
export function removeImage(text: string, link: string): string {
  return text.split(`](${link})`).length === 1
    ? text
    : text.replace(new RegExp(`!\\[[^\\]]*\\]\\(${escapeRegExp(link)}\\)\\n?`, 'g'), '');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
