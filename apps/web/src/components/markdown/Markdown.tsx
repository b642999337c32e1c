import ReactMarkdown, { defaultUrlTransform, type UrlTransform } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import 'highlight.js/styles/github.css';
import './Markdown.css';

/**
 * Statements are written by problem setters, so raw HTML is dropped and the tree is sanitised
 * before KaTeX and highlight.js add their own markup (which is trusted). The math classes that
 * remark-math puts on code elements must survive sanitising for KaTeX to find them.
 */
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
  // Imported statements (FPS) carry their pictures inline as data: URLs; `keepInlineImage` narrows these
  // to images in <img>, where a browser never runs what they hold.
  protocols: { ...defaultSchema.protocols, src: [...(defaultSchema.protocols?.src ?? []), 'data'] },
};

const INLINE_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|bmp|svg\+xml);base64,[a-z0-9+/=\s]+$/i;

/** Links keep the library's safe protocols; an image may also be an inline picture. An unsafe URL is left out. */
export const keepInlineImage: UrlTransform = (url, key, node) => {
  if (key === 'src' && node.tagName === 'img' && INLINE_IMAGE.test(url)) return url;
  return defaultUrlTransform(url) || undefined;
};

const remarkPlugins = [remarkGfm, remarkMath];
const rehypePlugins = [[rehypeSanitize, schema], rehypeKatex, [rehypeHighlight, { detect: false }]] as const;

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ? `markdown-body ${className}` : 'markdown-body'}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        urlTransform={keepInlineImage}
        rehypePlugins={rehypePlugins as unknown as Parameters<typeof ReactMarkdown>[0]['rehypePlugins']}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
