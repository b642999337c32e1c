import { MarkdownEditor } from '../../../components/markdown/MarkdownEditor';

interface MarkdownFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  id?: string;
  'data-testid'?: string;
}

/**
 * A Markdown field of a back-office form (statement parts, contest and training descriptions): the site's one
 * Markdown editor beside its preview, which is drawn as the problem page draws it.
 */
export function MarkdownField({ value, onChange, rows = 6, id, ...rest }: MarkdownFieldProps) {
  return (
    <MarkdownEditor
      value={value}
      onChange={onChange}
      id={id}
      minRows={rows}
      maxRows={24}
      testId={rest['data-testid'] ?? id ?? 'markdown-field'}
      previewClassName="problem-form__preview"
    />
  );
}
