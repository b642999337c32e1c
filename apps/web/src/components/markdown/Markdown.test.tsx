import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { loadMarkdownExtras } from './markdown-extras';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('Markdown', () => {
  // KaTeX and highlight.js come in when a text first needs them; these render synchronously.
  beforeAll(() => loadMarkdownExtras());

  it('shows an inline picture of an imported statement', () => {
    expect(renderToStaticMarkup(<Markdown>{`![figure](${PIXEL})`}</Markdown>)).toContain(`src="${PIXEL}"`);
  });

  it('drops a data: URL that is not a picture, and data: links', () => {
    const html = renderToStaticMarkup(
      <Markdown>{'![x](data:text/html;base64,PHNjcmlwdD4=) [y](data:image/png;base64,AAAA)'}</Markdown>,
    );
    expect(html).not.toContain('data:text/html');
    expect(html).not.toContain('href="data:');
  });

  it('drops javascript: links and raw HTML', () => {
    const html = renderToStaticMarkup(
      <Markdown>{'[click](javascript:alert(1)) <img src=x onerror=alert(1)>'}</Markdown>,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('onerror');
  });

  it('still renders math and http pictures', () => {
    const html = renderToStaticMarkup(<Markdown>{'$a_i$ ![p](https://example.test/p.png)'}</Markdown>);
    expect(html).toContain('katex');
    expect(html).toContain('src="https://example.test/p.png"');
  });
});
