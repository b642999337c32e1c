import { codeFence } from './code-fence';
import { Markdown } from './Markdown';

/** Read-only code with syntax colours, through the same sanitised highlighter as statements. */
export function CodeBlock({ code, language }: { code: string; language: string }) {
  return <Markdown className="code-block">{codeFence(code, language)}</Markdown>;
}
