/** The quick-insert buttons of the comment editor (spec 1-core §2.12). */
export type SnippetKind = 'inlineCode' | 'codeBlock' | 'link' | 'unorderedList' | 'orderedList';

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
}

/**
 * Inserts a snippet at the cursor, wrapping the selection when there is one, and selects the part the writer
 * fills in next (the placeholder word, or the URL of a link). Block snippets start on a line of their own.
 */
export function insertSnippet(state: EditorState, kind: SnippetKind, words: SnippetWords): EditorState {
  const before = state.text.slice(0, state.start);
  const selected = state.text.slice(state.start, state.end);
  const after = state.text.slice(state.end);
  const lineStart = before === '' || before.endsWith('\n') ? '' : '\n';
  const place = (prefix: string, body: string, suffix: string, select: [number, number]) => {
    const text = before + prefix + body + suffix + after;
    const base = before.length + prefix.length;
    return { text, start: base + select[0], end: base + select[1] };
  };
  switch (kind) {
    case 'inlineCode': {
      const body = selected || words.code;
      return place('`', body, '`', [0, body.length]);
    }
    case 'codeBlock': {
      const body = selected || words.code;
      return place(`${lineStart}\`\`\`\n`, body, '\n```\n', [0, body.length]);
    }
    case 'link': {
      const label = selected || words.linkText;
      const url = 'https://';
      // The URL is what is left to write.
      return place('[', `${label}](${url}`, ')', [label.length + 2, label.length + 2 + url.length]);
    }
    case 'unorderedList':
    case 'orderedList': {
      const lines = (selected || words.listItem).split('\n');
      const marker = (index: number) => (kind === 'unorderedList' ? '- ' : `${index + 1}. `);
      const body = lines.map((line, index) => marker(index) + line).join('\n');
      const firstMarker = marker(0).length;
      return place(lineStart, body, '\n', selected ? [body.length, body.length] : [firstMarker, body.length]);
    }
  }
}

/** Puts a text (an emoji) at the cursor, replacing the selection; the cursor ends after it. */
export function insertText(state: EditorState, insert: string): EditorState {
  const text = state.text.slice(0, state.start) + insert + state.text.slice(state.end);
  const cursor = state.start + insert.length;
  return { text, start: cursor, end: cursor };
}
