import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Table,
  Typography,
  Upload,
  type FormListFieldData,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedTestcaseZip } from '@judge/contract';
import { adminProblemsApi } from '../../../api/admin-problems';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import { checkScore } from './case-scores';
import type { CaseSource, TypedCase, UploadedCase } from './problem-form';

interface TestCasesSectionProps {
  oi: boolean;
  subtasks: boolean;
  caseSource: CaseSource;
  /** The list shows the stored problem's files, not a zip uploaded in this session. */
  showingStoredFiles: boolean;
  /** An edit whose cases are untouched keeps them. */
  casesUntouched: boolean;
  onZipUploaded: (upload: UploadedTestcaseZip) => void;
  onSpreadScores: () => void;
  /** A group's problem form: the zip is sent with the group's id, so its admins may upload. */
  gid?: number;
}

/** Test cases typed in or named by an uploaded zip, with OI scores and subtask groups (spec 3 §5). */
export function TestCasesSection(props: TestCasesSectionProps) {
  const { oi, subtasks, caseSource, showingStoredFiles, casesUntouched, onZipUploaded, onSpreadScores, gid } =
    props;
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  // preserve: the file names have no input of their own, so only the store holds them.
  const uploaded = Form.useWatch('uploadedCases', { form: Form.useFormInstance(), preserve: true }) as
    UploadedCase[] | undefined;

  const scoreRules: Rule[] = [
    {
      validator: (_rule, value) => {
        const problem = checkScore(value);
        if (!problem) return Promise.resolve();
        const key = {
          required: 'adminProblem.scoreRequired',
          integer: 'adminProblem.scoreInteger',
          negative: 'adminProblem.scoreNegative',
        } as const;
        return Promise.reject(new Error(t(key[problem])));
      },
    },
  ];
  const groupRules: Rule[] = [{ required: true, message: t('adminProblem.groupRequired') }];
  const atLeastOne: { validator: (rule: unknown, cases: unknown[] | undefined) => Promise<void> }[] = [
    {
      validator: (_rule, cases: unknown[] | undefined) =>
        cases && cases.length > 0
          ? Promise.resolve()
          : Promise.reject(new Error(t('adminProblem.casesRequired'))),
    },
  ];

  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      toast.warning(t('adminProblem.fileTypeNotSupported'));
      return;
    }
    setUploading(true);
    try {
      const result = await adminProblemsApi.uploadTestcaseZip(file, file.name, gid);
      onZipUploaded(result);
      toast.success(t('adminProblem.uploadSuccess'));
    } catch (error) {
      const detail = error instanceof ApiError ? error.message : '';
      toast.error(detail ? `${t('adminProblem.uploadFailed')}: ${detail}` : t('adminProblem.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const scoreInput = (field: FormListFieldData) =>
    oi && (
      <Form.Item name={[field.name, 'score']} rules={scoreRules} label={t('adminProblem.score')}>
        <InputNumber style={{ width: '100%' }} data-testid={`case-score-${field.name}`} />
      </Form.Item>
    );
  const groupInput = (field: FormListFieldData) =>
    subtasks && (
      <Form.Item name={[field.name, 'groupNum']} rules={groupRules} label={t('adminProblem.groupNum')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    );

  return (
    <Flex vertical gap={12} data-testid="test-cases">
      <Flex gap={12} wrap align="end">
        <Form.Item name="caseSource" label={t('adminProblem.caseSource')} style={{ marginBottom: 0 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'typed', label: t('adminProblem.caseSourceTyped') },
              { value: 'upload', label: t('adminProblem.caseSourceUpload') },
            ]}
          />
        </Form.Item>
        {oi && (
          <Button onClick={onSpreadScores} data-testid="spread-scores">
            {t('adminProblem.spreadScoresButton')}
          </Button>
        )}
      </Flex>
      {casesUntouched && <Alert type="info" showIcon title={t('adminProblem.storedCasesKept')} />}

      {caseSource === 'typed' ? (
        <Form.List name="typedCases" rules={atLeastOne}>
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => (
                <div key={field.key} className="problem-form__pair" data-testid={`typed-case-${index}`}>
                  <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
                    <Typography.Text strong>#{index + 1}</Typography.Text>
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('adminProblem.removeCase')}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                  <Row gutter={12}>
                    <Col xs={24} md={oi || subtasks ? 9 : 12}>
                      <Form.Item
                        name={[field.name, 'input']}
                        label={t('adminProblem.caseInput')}
                        dependencies={[['typedCases', field.name, 'output']]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: (_rule, input: string | undefined) => {
                              const row = getFieldValue(['typedCases', field.name]) as TypedCase | undefined;
                              return input || row?.output
                                ? Promise.resolve()
                                : Promise.reject(new Error(t('adminProblem.caseEmpty')));
                            },
                          }),
                        ]}
                      >
                        <Input.TextArea
                          className="problem-form__code"
                          autoSize={{ minRows: 2, maxRows: 10 }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={oi || subtasks ? 9 : 12}>
                      <Form.Item name={[field.name, 'output']} label={t('adminProblem.caseOutput')}>
                        <Input.TextArea
                          className="problem-form__code"
                          autoSize={{ minRows: 2, maxRows: 10 }}
                        />
                      </Form.Item>
                    </Col>
                    {(oi || subtasks) && (
                      <Col xs={24} md={6}>
                        <Row gutter={8}>
                          <Col span={subtasks && oi ? 12 : 24}>{scoreInput(field)}</Col>
                          <Col span={subtasks && oi ? 12 : 24}>{groupInput(field)}</Col>
                        </Row>
                      </Col>
                    )}
                  </Row>
                </div>
              ))}
              <ListErrors errors={errors} />
              <div>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ input: '', output: '', groupNum: subtasks ? fields.length + 1 : null })
                  }
                  data-testid="add-case"
                >
                  {t('adminProblem.addCase')}
                </Button>
              </div>
            </Flex>
          )}
        </Form.List>
      ) : (
        <>
          <div>
            <Upload
              accept=".zip"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false; // sent by upload() with the token, not by antd's uploader
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="upload-testcase-zip">
                {t('adminProblem.uploadZip')}
              </Button>
            </Upload>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('adminProblem.uploadZipHint')}
            </Typography.Paragraph>
          </div>
          {showingStoredFiles && <Alert type="info" showIcon title={t('adminProblem.uploadedFromStored')} />}
          <Form.List name="uploadedCases" rules={atLeastOne}>
            {(fields, _operations, { errors }) => (
              <>
                <Table<FormListFieldData>
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  scroll={{ x: 'max-content' }}
                  data-testid="uploaded-cases"
                  columns={[
                    { title: '#', key: 'index', width: 48, render: (_value, _field, index) => index + 1 },
                    {
                      title: t('adminProblem.caseInputFile'),
                      key: 'input',
                      render: (_value, field) => uploaded?.[field.name]?.inputName,
                    },
                    {
                      title: t('adminProblem.caseOutputFile'),
                      key: 'output',
                      render: (_value, field) => uploaded?.[field.name]?.outputName,
                    },
                    ...(oi
                      ? [
                          {
                            title: t('adminProblem.score'),
                            key: 'score',
                            width: 120,
                            render: (_value: unknown, field: FormListFieldData) => (
                              <Form.Item
                                name={[field.name, 'score']}
                                rules={scoreRules}
                                style={{ margin: 0 }}
                              >
                                <InputNumber
                                  style={{ width: 100 }}
                                  data-testid={`case-score-${field.name}`}
                                />
                              </Form.Item>
                            ),
                          },
                        ]
                      : []),
                    ...(subtasks
                      ? [
                          {
                            title: t('adminProblem.groupNum'),
                            key: 'groupNum',
                            width: 120,
                            render: (_value: unknown, field: FormListFieldData) => (
                              <Form.Item
                                name={[field.name, 'groupNum']}
                                rules={groupRules}
                                style={{ margin: 0 }}
                              >
                                <InputNumber min={0} precision={0} style={{ width: 100 }} />
                              </Form.Item>
                            ),
                          },
                        ]
                      : []),
                  ]}
                />
                <ListErrors errors={errors} />
              </>
            )}
          </Form.List>
        </>
      )}
    </Flex>
  );
}

/** A list's own errors ("Judge Samples is required"), in the colour of the field errors. */
function ListErrors({ errors }: { errors: ReactNode[] }) {
  if (errors.length === 0) return null;
  return (
    <Typography.Text type="danger" data-testid="cases-error">
      {errors.map((error, i) => (
        <div key={i}>{error}</div>
      ))}
    </Typography.Text>
  );
}
