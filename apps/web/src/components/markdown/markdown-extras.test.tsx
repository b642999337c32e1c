import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { extrasFor, needsHighlight, needsMath } from './markdown-extras';

describe('Markdown extras, loaded when a text first needs them', () => {
  it('tells which texts need KaTeX or highlight.js', () => {
    expect(needsMath('Print $a+b$.')).toBe(true);
    expect(needsMath('Print the sum.')).toBe(false);
    expect(needsHighlight('```cpp\nint main() {}\n```')).toBe(true);
    expect(needsHighlight('  ~~~ python\nprint(1)\n~~~')).toBe(true);
    expect(needsHighlight('```\nplain\n```')).toBe(false);
    expect(needsHighlight('Use `code` inline.')).toBe(false);
    expect(extrasFor('Plain words.')).toEqual({ loaded: [], mathMissing: false, pending: null });
  });

  it('holds a text with math back until KaTeX is in, then renders it', async () => {
    expect(renderToStaticMarkup(<Markdown>{'$a_i$'}</Markdown>)).toBe(
      '<div class="markdown-body" aria-busy="true"></div>',
    );
    // A text without math shows at once.
    expect(renderToStaticMarkup(<Markdown>{'Hello *world*'}</Markdown>)).toContain('<em>world</em>');
    await extrasFor('$a_i$').pending;
    const html = renderToStaticMarkup(<Markdown>{'$a_i$'}</Markdown>);
    expect(html).toContain('katex');
    expect(html).not.toContain('<em>');
  });

  it('shows code plain first, then coloured once highlight.js is in', async () => {
    const text = '```cpp\nint main() { return 0; }\n```';
    expect(renderToStaticMarkup(<Markdown>{text}</Markdown>)).not.toContain('hljs-');
    await extrasFor(text).pending;
    expect(renderToStaticMarkup(<Markdown>{text}</Markdown>)).toContain('hljs-');
  });
});
