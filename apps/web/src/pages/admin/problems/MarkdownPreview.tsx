import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';

/**
 * Sanitising runs before KaTeX so formulas survive: remark-math marks them with the classes
 * math-inline / math-display, which the default schema would strip.
 */
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/** The statement as the problem page will render it: GFM, $…$ formulas, no raw HTML. */
export function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="problem-markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[[rehypeSanitize, schema], rehypeKatex]}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
