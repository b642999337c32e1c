import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkStatementImages, readPolygonStatement, texToMarkdown } from './polygon-statement.ts';

/** A package folder holding only the given files. */
function packageWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'polygon-statement-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

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
    ).toBe('### Limits\n\n- ***small***: $n \\le 10$;\n- <https://example.org>\n\n![](picture.png)');
  });
});

describe('the statement a Polygon package gives the site', () => {
  it("reads problem-properties.json where the package has no statement sections, and Polygon's own examples", () => {
    const root = packageWith({
      'statements/russian/problem-properties.json': JSON.stringify({
        name: 'Сумма',
        legend: 'Даны $a$ и $b$.',
        input: 'Два числа.',
        output: 'Одно число.',
        interaction: 'Спрашивайте \\texttt{? x}.',
        scoring: '',
        notes: 'Пример.',
        tutorial: 'Решение: сложите.',
        sampleTests: [],
      }),
      'statement-sections/russian/example.01': '1 2\n',
      'statement-sections/russian/example.01.a': '3\n',
    });
    try {
      expect(readPolygonStatement(root)).toEqual({
        language: 'russian',
        name: 'Сумма',
        description: 'Даны $a$ и $b$.\n\n### Interaction\n\nСпрашивайте `? x`.',
        input: 'Два числа.',
        output: 'Одно число.',
        hint: 'Пример.',
        examples: [{ input: '1 2\n', output: '3\n' }],
        images: new Map(),
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('prefers Chinese, then English, then Russian; a package without a statement has none', () => {
    const root = packageWith({
      'statement-sections/russian/legend.tex': 'Русский.',
      'statement-sections/english/legend.tex': 'English.',
      'statement-sections/ukrainian/legend.tex': 'Українська.',
    });
    try {
      expect(readPolygonStatement(root)?.description).toBe('English.');
      writeFileSync(join(root, 'statement-sections/english/legend.tex'), '');
      mkdirSync(join(root, 'statement-sections/chinese'));
      writeFileSync(join(root, 'statement-sections/chinese/legend.tex'), '中文。');
      expect(readPolygonStatement(root)?.language).toBe('chinese');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    const empty = packageWith({ 'problem.xml': '<problem/>' });
    try {
      expect(readPolygonStatement(empty)).toBeUndefined();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('brings the pictures its sections show from the statement folders, never from outside them', () => {
    const root = packageWith({
      'statement-sections/english/legend.tex':
        'See \\includegraphics[width=3cm]{tree.png} and \\includegraphics{plot.png}.',
      'statement-sections/english/notes.tex':
        '\\includegraphics{../../secret.png} \\includegraphics{gone.png}',
      'statement-sections/english/tree.png': 'tree bytes',
      'statements/.html/english/plot.png': 'plot bytes',
      'secret.png': 'not a statement file',
    });
    try {
      const statement = readPolygonStatement(root)!;
      expect(statement.description).toBe('See ![](tree.png) and ![](plot.png).');
      expect(
        Object.fromEntries([...statement.images].map(([name, bytes]) => [name, bytes.toString()])),
      ).toEqual({ 'tree.png': 'tree bytes', 'plot.png': 'plot bytes' });
      expect(
        linkStatementImages(statement.description, new Map([['tree.png', '/api/public/img/md/a.png']])),
      ).toBe('See ![](/api/public/img/md/a.png) and ![](plot.png).');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
