import { lazy, Suspense } from 'react';

const Markdown = lazy(async () => ({ default: (await import('./Markdown')).Markdown }));

/**
 * The Markdown renderer for places that show a text only on demand (a dialog, a folded panel): the
 * renderer's chunk (react-markdown and its parsers) is fetched when a text is first shown, so a page that
 * may never show one, as the home page, does not load it. Pages whose first view is Markdown import
 * Markdown.tsx directly.
 */
export function LazyMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={className ? `markdown-body ${className}` : 'markdown-body'} aria-busy="true" />
      }
    >
      <Markdown className={className}>{children}</Markdown>
    </Suspense>
  );
}
