import { Divider, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesList } from './ExamplesList';
import { MarkdownField } from './MarkdownField';
import { requiredRules } from './problem-labels';

/** The statement: description, input, output, the examples and the hint (Markdown with formulas). */
export function StatementFields() {
  const { t } = useTranslation();
  const required = (field: string) => requiredRules(t, field);
  return (
    <>
      <Divider />
      <Typography.Title level={5}>{t('adminProblem.sectionStatement')}</Typography.Title>
      <Form.Item name="description" label={t('adminProblem.description')}>
        <MarkdownField rows={8} data-testid="problem-description" />
      </Form.Item>
      <Form.Item name="input" label={t('adminProblem.input')} rules={required(t('adminProblem.input'))}>
        <MarkdownField rows={3} data-testid="problem-input" />
      </Form.Item>
      <Form.Item name="output" label={t('adminProblem.output')} rules={required(t('adminProblem.output'))}>
        <MarkdownField rows={3} data-testid="problem-output" />
      </Form.Item>

      <Divider />
      <Typography.Title level={5}>{t('adminProblem.sectionExamples')}</Typography.Title>
      <ExamplesList />

      <Form.Item name="hint" label={t('adminProblem.hint')} style={{ marginTop: 16 }}>
        <MarkdownField rows={3} />
      </Form.Item>
    </>
  );
}
