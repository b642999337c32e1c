import { describe, expect, it } from 'vitest';
import { insertSnippet, insertText, type EditorState } from './editor-snippets';

const words = { code: 'code', linkText: 'text', listItem: 'item' };
const at = (text: string, start = text.length, end = start): EditorState => ({ text, start, end });
const selected = (state: EditorState) => state.text.slice(state.start, state.end);

describe('comment editor quick inserts', () => {
  it('inline code wraps the selection or selects the placeholder', () => {
    const empty = insertSnippet(at('use '), 'inlineCode', words);
    expect(empty.text).toBe('use `code`');
    expect(selected(empty)).toBe('code');
    const wrapped = insertSnippet(at('call foo() now', 5, 10), 'inlineCode', words);
    expect(wrapped.text).toBe('call `foo()` now');
    expect(selected(wrapped)).toBe('foo()');
  });

  it('a code block starts on its own line', () => {
    const block = insertSnippet(at('see:'), 'codeBlock', words);
    expect(block.text).toBe('see:\n```\ncode\n```\n');
    expect(selected(block)).toBe('code');
    expect(insertSnippet(at(''), 'codeBlock', words).text).toBe('```\ncode\n```\n');
  });

  it('a link selects the URL to fill in', () => {
    const link = insertSnippet(at('read ', 5), 'link', words);
    expect(link.text).toBe('read [text](https://)');
    expect(selected(link)).toBe('https://');
    const named = insertSnippet(at('the docs', 4, 8), 'link', words);
    expect(named.text).toBe('the [docs](https://)');
  });

  it('lists mark every selected line, numbered for ordered lists', () => {
    expect(insertSnippet(at('a\nb', 0, 3), 'unorderedList', words).text).toBe('- a\n- b\n');
    expect(insertSnippet(at('x\ny', 0, 3), 'orderedList', words).text).toBe('1. x\n2. y\n');
    const fresh = insertSnippet(at('steps:'), 'orderedList', words);
    expect(fresh.text).toBe('steps:\n1. item\n');
    expect(selected(fresh)).toBe('item');
  });

  it('an emoji replaces the selection and the cursor follows it', () => {
    const state = insertText(at('nice work', 5, 9), '👍');
    expect(state.text).toBe('nice 👍');
    expect([state.start, state.end]).toEqual([7, 7]);
  });
});
