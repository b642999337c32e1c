import { useEffect, useReducer } from 'react';
import ReactMarkdown, { defaultUrlTransform, type UrlTransform } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { extrasFor } from './markdown-extras';
import './Markdown.css';

/**
 * Statements are written by problem setters, so raw HTML is dropped and the tree is sanitised
 * before KaTeX and highlight.js add their own markup (which is trusted). Those two are loaded when a
 * text first needs them (markdown-extras.ts). The math classes that
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

type Plugins = NonNullable<Parameters<typeof ReactMarkdown>[0]['rehypePlugins']>;
const sanitize = [rehypeSanitize, schema] as unknown as Plugins[number];

export function Markdown({ children, className }: { children: string; className?: string }) {
  const { loaded, mathMissing, pending } = extrasFor(children);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let current = true;
    pending?.then(() => current && rerender());
    return () => {
      current = false;
    };
  }, [pending]);
  const boxClass = className ? `markdown-body ${className}` : 'markdown-body';
  // Until KaTeX is in, the text is not shown: read without it, its formulas would come out garbled.
  if (mathMissing) return <div className={boxClass} aria-busy="true" />;
  return (
    <div className={boxClass}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, ...loaded.flatMap((extra) => extra.remark)]}
        urlTransform={keepInlineImage}
        rehypePlugins={[sanitize, ...loaded.flatMap((extra) => extra.rehype)]}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
