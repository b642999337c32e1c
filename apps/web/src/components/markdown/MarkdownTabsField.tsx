import { Input, Tabs, Typography } from 'antd';
import { Markdown } from './Markdown';

/**
 * Markdown written in one tab and previewed in the other, for dialogs too narrow to show both side by
 * side. A form control: `value` and `onChange` come from the surrounding Form.Item.
 */
export function MarkdownTabsField({
  value = '',
  onChange,
  writeLabel,
  previewLabel,
  maxLength,
  testId,
  rows = { minRows: 6, maxRows: 16 },
}: {
  value?: string;
  onChange?: (value: string) => void;
  writeLabel: string;
  previewLabel: string;
  maxLength: number;
  testId: string;
  rows?: { minRows: number; maxRows: number };
}) {
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: writeLabel,
          children: (
            <Input.TextArea
              value={value}
              onChange={(event) => onChange?.(event.target.value)}
              autoSize={rows}
              maxLength={maxLength}
              data-testid={testId}
            />
          ),
        },
        {
          key: 'preview',
          label: previewLabel,
          children: (
            <div className="markdown-tabs-field__preview">
              {value.trim() ? (
                <Markdown>{value}</Markdown>
              ) : (
                <Typography.Text type="secondary">-</Typography.Text>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
