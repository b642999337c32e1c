import { Alert, Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADVISED_EXAMPLE_COUNT } from './examples';

/** The examples shown on the problem page, as input/output pairs (stored as one string). */
export function ExamplesList() {
  const { t } = useTranslation();
  return (
    <Form.List name="examples">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12} data-testid="examples">
          {fields.length > ADVISED_EXAMPLE_COUNT && (
            <Alert type="warning" showIcon title={t('adminProblem.tooManyExamples')} />
          )}
          {fields.map((field, index) => (
            <div key={field.key} className="problem-form__pair">
              <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
                <Typography.Text strong>{t('adminProblem.example', { index: index + 1 })}</Typography.Text>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('adminProblem.removeExample')}
                  onClick={() => remove(field.name)}
                />
              </Flex>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'input']} label={t('adminProblem.exampleInput')}>
                    <Input.TextArea className="problem-form__code" autoSize={{ minRows: 2, maxRows: 10 }} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'output']} label={t('adminProblem.exampleOutput')}>
                    <Input.TextArea className="problem-form__code" autoSize={{ minRows: 2, maxRows: 10 }} />
                  </Form.Item>
                </Col>
              </Row>
            </div>
          ))}
          <div>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ input: '', output: '' })}>
              {t('adminProblem.addExample')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
