import { describe, expect, it } from 'vitest';
import { texToMarkdown } from './polygon-statement.ts';

describe("Polygon statement TeX as the site's Markdown", () => {
  it('keeps math as TeX and turns the markup around it into Markdown', () => {
    expect(
      texToMarkdown(
        'Find $a_i + b_i$ for each \\textbf{pair} (see {\\it below}).\n\\[ \\sum_{i=1}^n a_i \\]\nAnd \\(x^2\\).',
      ),
    ).toBe('Find $a_i + b_i$ for each **pair** (see *below*).\n$$ \\sum_{i=1}^n a_i $$\nAnd $x^2$.');
  });

  it("resolves TeX's escapes, dashes, quotes, ties and comments outside math", () => {
    expect(texToMarkdown("50\\% of n\\_max~--- <<quoted>> ``too'' % a comment\n\\texttt{int64\\_t}")).toBe(
      '50% of n\\_max — «quoted» “too”\n`int64\\_t`',
    );
  });

  it('turns lists, sections, nested markup, links and pictures into Markdown', () => {
    expect(
      texToMarkdown(
        '\\section*{Limits}\n\\begin{itemize}\n\\item \\textbf{\\emph{small}}: $n \\le 10$;\n\\item \\url{https://example.org}\n\\end{itemize}\n\\includegraphics[width=5cm]{picture.png}',
      ),
    ).toBe('### Limits\n\n- ***small***: $n \\le 10$;\n- <https://example.org>\n\n*(picture.png)*');
  });
});
