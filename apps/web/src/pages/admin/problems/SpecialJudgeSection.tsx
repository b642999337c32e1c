import { useState } from 'react';
import { App, Button, Col, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { CheckCircleTwoTone, CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JudgeMode } from '@judge/contract';
import { adminProblemsApi, type JudgeLanguage } from '../../../api/admin-problems';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import type { ExtraFileRow, ProblemFormValues } from './problem-form';

/** What was last compiled successfully; the form saves special code only when it matches. */
export interface CompiledCode {
  judgeMode: JudgeMode;
  language: string;
  code: string;
}

interface SpecialJudgeSectionProps {
  form: FormInstance<ProblemFormValues>;
  judgeMode: Exclude<JudgeMode, 'default'>;
  languages: JudgeLanguage[];
  compiled: boolean;
  onCompiled: (compiled: CompiledCode) => void;
  /** The call that compiles: the back office's unless the form is a group's (problem-form-targets.ts). */
  compileCall?: typeof adminProblemsApi.compile;
}

/** The special judge or interactor: its language, its code and the compile check (spec 3 §4). */
export function SpecialJudgeSection({
  form,
  judgeMode,
  languages,
  compiled,
  onCompiled,
  compileCall = adminProblemsApi.compile,
}: SpecialJudgeSectionProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [compiling, setCompiling] = useState(false);
  const spjLanguages = languages.filter((language) => language.isSpj);

  const compile = async () => {
    const { spjCode, spjLanguage, judgeExtraFiles } = form.getFieldsValue([
      'spjCode',
      'spjLanguage',
      'judgeExtraFiles',
    ]) as { spjCode?: string; spjLanguage: string; judgeExtraFiles?: ExtraFileRow[] };
    if (!spjCode?.trim()) {
      form.setFields([{ name: 'spjCode', errors: [t('adminProblem.spjCodeRequired')] }]);
      return;
    }
    setCompiling(true);
    try {
      await compileCall(judgeMode, {
        code: spjCode,
        language: spjLanguage,
        // The judge's extra files (testlib.h and the like) are there when it compiles for real.
        extraFiles: Object.fromEntries(
          (judgeExtraFiles ?? [])
            .filter((file) => file?.name?.trim())
            .map((file) => [file.name.trim(), file.content]),
        ),
      });
      onCompiled({ judgeMode, language: spjLanguage, code: spjCode });
      form.setFields([{ name: 'spjCode', errors: [] }]);
      toast.success(t('adminProblem.compileSuccess'));
    } catch (error) {
      if (error instanceof ApiError) {
        modal.error({
          title: t('adminProblem.compileError'),
          width: 640,
          content: (
            <pre className="problem-form__compile-error">
              {error.message.replace(/^code: /, '').replace(/^Compile Error: /, '')}
            </pre>
          ),
        });
      }
    } finally {
      setCompiling(false);
    }
  };

  return (
    <Row gutter={16} data-testid="special-judge">
      <Col xs={24} md={8} lg={6}>
        <Form.Item name="spjLanguage" label={t('adminProblem.spjLanguage')} rules={[{ required: true }]}>
          <Select
            options={(spjLanguages.length ? spjLanguages : languages).map((language) => ({
              value: language.name,
              label: language.name,
            }))}
          />
        </Form.Item>
        <Button
          icon={compiled ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CodeOutlined />}
          loading={compiling}
          onClick={() => void compile()}
          data-testid="compile-special"
          block
        >
          {t('adminProblem.compile')}
        </Button>
        {compiled && (
          <Typography.Text type="success" style={{ display: 'block', marginTop: 4 }}>
            {t('adminProblem.compileSuccess')}
          </Typography.Text>
        )}
      </Col>
      <Col xs={24} md={16} lg={18}>
        <Form.Item
          name="spjCode"
          label={judgeMode === 'spj' ? t('adminProblem.spjCode') : t('adminProblem.interactorCode')}
          rules={[{ required: true, whitespace: true, message: t('adminProblem.spjCodeRequired') }]}
        >
          <Input.TextArea
            className="problem-form__code"
            autoSize={{ minRows: 12, maxRows: 40 }}
            spellCheck={false}
            data-testid="special-judge-code"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
