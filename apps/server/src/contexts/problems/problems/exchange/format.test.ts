import { describe, expect, it } from 'vitest';
import { examplesOf, htmlToMarkdown, ourLanguage } from './format.ts';

describe('statement conversion', () => {
  it('turns HTML into Markdown, keeping TeX, sample blocks and [md] parts', () => {
    expect(htmlToMarkdown('<h2>Task</h2><p>Sum <i>all</i> $a_i$ for $1 \\le i_1$, a*b.</p>')).toBe(
      '## Task\n\nSum _all_ $a_i$ for $1 \\le i_1$, a\\*b.',
    );
    expect(htmlToMarkdown('<pre>1 2\r\n3 4\n</pre>')).toBe('```\n1 2\n3 4\n```');
    expect(htmlToMarkdown('<p>x</p><script>alert(1)</script>[md]*kept* as_is[/md]')).toBe(
      'x\n\n*kept* as_is',
    );
    expect(htmlToMarkdown('')).toBe('');
  });

  it('writes examples as the problem page reads them, and maps foreign language names', () => {
    expect(examplesOf([{ input: '1\r\n', output: '2' }])).toBe('<input>1\n</input><output>2</output>');
    expect(
      ['C', 'C++', 'Java', 'Python3', 'Python', 'Golang', 'Go', 'JavaScript', 'COBOL'].map(ourLanguage),
    ).toEqual(['C', 'C++', 'Java', 'Python3', 'Python3', 'Golang', 'Golang', 'JavaScript Node', undefined]);
  });
});
