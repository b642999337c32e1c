import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownExtras } from './markdown-extras';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  insertSnippet,
  insertText,
  removeImage,
  uploadMarkdown,
  type EditorState,
  type SnippetKind,
} from './markdown-edits';
import { Markdown } from './Markdown';

const words = {
  code: 'code',
  linkText: 'text',
  listItem: 'item',
  heading: 'Heading',
  bold: 'bold',
  italic: 'italic',
  formula: 'x^2',
  tableHeader: 'Head',
  tableCell: 'Cell',
};
const at = (text: string, start = text.length, end = start): EditorState => ({ text, start, end });
const selected = (state: EditorState) => state.text.slice(state.start, state.end);

describe('Markdown editor inserts', () => {
  // The math and code inserts render through KaTeX and highlight.js, loaded on first need.
  beforeAll(() => loadMarkdownExtras());

  it('inline code wraps the selection or selects the placeholder', () => {
    const empty = insertSnippet(at('use '), 'inlineCode', words);
    expect(empty.text).toBe('use `code`');
    expect(selected(empty)).toBe('code');
    const wrapped = insertSnippet(at('call foo() now', 5, 10), 'inlineCode', words);
    expect(wrapped.text).toBe('call `foo()` now');
    expect(selected(wrapped)).toBe('foo()');
  });

  it('bold, italic and inline math wrap the same way', () => {
    expect(insertSnippet(at('a b c', 2, 3), 'bold', words).text).toBe('a **b** c');
    const italic = insertSnippet(at(''), 'italic', words);
    expect([italic.text, selected(italic)]).toEqual(['*italic*', 'italic']);
    const math = insertSnippet(at('area '), 'inlineMath', words);
    expect([math.text, selected(math)]).toEqual(['area $x^2$', 'x^2']);
  });

  it('a code block and a display formula start on their own line', () => {
    const code = insertSnippet(at('see:'), 'codeBlock', words);
    expect(code.text).toBe('see:\n```\ncode\n```\n');
    expect(selected(code)).toBe('code');
    expect(insertSnippet(at(''), 'codeBlock', words).text).toBe('```\ncode\n```\n');
    const display = insertSnippet(at('so', 0, 2), 'displayMath', words);
    expect([display.text, selected(display)]).toEqual(['$$\nso\n$$\n', 'so']);
  });

  it('a heading marks the line the cursor is on, replacing a mark it had', () => {
    const marked = insertSnippet(at('intro\nInput format\nrest', 9), 'heading2', words);
    expect(marked.text).toBe('intro\n## Input format\nrest');
    expect(insertSnippet(at('## Title', 4), 'heading1', words).text).toBe('# Title');
    const empty = insertSnippet(at('a\n'), 'heading3', words);
    expect([empty.text, selected(empty)]).toEqual(['a\n### Heading', 'Heading']);
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

  it('a table is a GFM table on its own lines with its first header selected', () => {
    const grid = insertSnippet(at('data:'), 'table', words);
    expect(grid.text).toBe('data:\n| Head | Head |\n| --- | --- |\n| Cell | Cell |\n');
    expect(selected(grid)).toBe('Head');
  });

  it('every insert renders as what its button says', () => {
    const rendered = (kind: SnippetKind) =>
      renderToStaticMarkup(<Markdown>{insertSnippet(at(''), kind, words).text}</Markdown>);
    expect(rendered('heading1')).toContain('<h1>Heading</h1>');
    expect(rendered('bold')).toContain('<strong>bold</strong>');
    expect(rendered('italic')).toContain('<em>italic</em>');
    expect(rendered('table')).toContain('<th>Head</th>');
    expect(rendered('inlineMath')).toContain('katex');
    expect(rendered('displayMath')).toContain('katex-display');
    expect(rendered('orderedList')).toContain('<ol>');
  });

  it('an emoji or pasted text replaces the selection and the cursor follows it', () => {
    const state = insertText(at('nice work', 5, 9), '👍');
    expect(state.text).toBe('nice 👍');
    expect([state.start, state.end]).toEqual([7, 7]);
  });
});

describe('uploads in the text', () => {
  it('links a picture or a file under its name without brackets', () => {
    expect(uploadMarkdown('image', 'fig [1].png', '/api/public/img/md/a.png')).toBe(
      '![fig 1.png](/api/public/img/md/a.png)',
    );
    expect(uploadMarkdown('file', 'data.zip', '/api/public/file/h/data.zip')).toBe(
      '[data.zip](/api/public/file/h/data.zip)',
    );
  });

  it('takes a deleted picture out of the text, and nothing else', () => {
    const link = '/api/public/img/md/ab.png';
    const text = `before\n![fig](${link})\nafter ![again](${link}) [link](${link}) ![other](/x.png)`;
    expect(removeImage(text, link)).toBe(`before\nafter  [link](${link}) ![other](/x.png)`);
    expect(removeImage('untouched', link)).toBe('untouched');
  });
});
