import { Col, Input, Row, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/Markdown';

interface MarkdownFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
  id?: string;
  'data-testid'?: string;
}

/**
 * A markdown text area with its rendering beside it (below it on narrow screens), drawn by the
 * problem page's own renderer so the preview is what users will see.
 */
export function MarkdownField({ value = '', onChange, rows = 6, id, ...rest }: MarkdownFieldProps) {
  const { t } = useTranslation();
  // Rendering KaTeX on every keystroke of a long statement would lag the typing.
  const previewSource = useDeferredValue(value);
  return (
    <Row gutter={[16, 8]}>
      <Col xs={24} lg={12}>
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
          data-testid={rest['data-testid']}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('adminProblem.markdownHint')}
        </Typography.Text>
      </Col>
      <Col xs={24} lg={12}>
        <div className="problem-form__preview" aria-label={t('adminProblem.preview')}>
          {previewSource ? (
            <Markdown>{previewSource}</Markdown>
          ) : (
            <Typography.Text type="secondary">{t('adminProblem.preview')}</Typography.Text>
          )}
        </div>
      </Col>
    </Row>
  );
}
