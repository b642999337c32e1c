import { Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface ExtraFilesListProps {
  name: 'userExtraFiles' | 'judgeExtraFiles';
  title: string;
  hint: string;
}

/** Extra files as name + content rows; both are required and deleting one asks first (spec 3 §5). */
export function ExtraFilesList({ name, title, hint }: ExtraFilesListProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={`extra-files-${name}`}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {hint}
      </Typography.Paragraph>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} style={{ margin: 8 }} />}
            {fields.map((field) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 8 }}
                extra={
                  <Popconfirm
                    title={t('adminProblem.removeFileConfirm')}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove(field.name)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                  </Popconfirm>
                }
                title={
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: t('adminProblem.fileNameMissing') }]}
                    style={{ margin: '8px 0' }}
                  >
                    <Input placeholder={t('adminProblem.fileName')} style={{ maxWidth: 320 }} />
                  </Form.Item>
                }
              >
                <Row>
                  <Col span={24}>
                    <Form.Item
                      name={[field.name, 'content']}
                      rules={[{ required: true, message: t('adminProblem.fileContentMissing') }]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea
                        className="problem-form__code"
                        autoSize={{ minRows: 3, maxRows: 16 }}
                        placeholder={t('adminProblem.fileContent')}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', content: '' })}>
              {t('adminProblem.addFile')}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
