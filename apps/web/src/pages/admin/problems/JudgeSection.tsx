import { Card, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeMode } from '@judge/contract';
import type { JudgeLanguage } from '../../../api/admin-problems';
import { JUDGE_CASE_MODES_BY_TYPE, JUDGE_MODES, type ProblemFormValues } from './problem-form';
import type { ProblemFormTarget } from './problem-form-targets';
import { judgeCaseModeLabel, judgeModeLabel } from './problem-labels';
import { SpecialJudgeSection, type CompiledCode } from './SpecialJudgeSection';
import { SwitchItem } from './SwitchItem';

/** How the problem is judged: the mode, the case mode, file I/O, and the special judge or interactor. */
export function JudgeSection({
  form,
  type,
  judgeMode,
  isFileIO,
  languages,
  compiled,
  onCompiled,
  compileCall,
}: {
  form: FormInstance<ProblemFormValues>;
  type: ProblemFormValues['type'];
  judgeMode: JudgeMode;
  isFileIO: boolean;
  languages: JudgeLanguage[];
  /** Whether the special code in the form is the one last compiled. */
  compiled: boolean;
  onCompiled: (compiled: CompiledCode) => void;
  compileCall: ProblemFormTarget['compile'];
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('adminProblem.sectionJudge')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="judgeMode" label={t('adminProblem.judgeMode')}>
            <Select
              options={JUDGE_MODES.map((value) => ({ value, label: judgeModeLabel(t, value) }))}
              data-testid="judge-mode"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="judgeCaseMode" label={t('adminProblem.judgeCaseMode')}>
            <Select
              options={JUDGE_CASE_MODES_BY_TYPE[type].map((value) => ({
                value,
                label: judgeCaseModeLabel(t, value),
              }))}
              data-testid="judge-case-mode"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <SwitchItem name="isFileIO" label={t('adminProblem.fileIO')} hint={t('adminProblem.fileIOHint')} />
        </Col>
        {isFileIO && (
          <>
            <Col xs={24} md={12}>
              <Form.Item
                name="ioReadFileName"
                label={t('adminProblem.ioReadFileName')}
                rules={[{ required: true, whitespace: true, message: t('adminProblem.fileNameRequired') }]}
              >
                <Input placeholder="input.txt" maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="ioWriteFileName"
                label={t('adminProblem.ioWriteFileName')}
                rules={[{ required: true, whitespace: true, message: t('adminProblem.fileNameRequired') }]}
              >
                <Input placeholder="output.txt" maxLength={64} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {judgeMode !== 'default' && (
        <SpecialJudgeSection
          form={form}
          judgeMode={judgeMode}
          languages={languages}
          compiled={compiled}
          onCompiled={onCompiled}
          compileCall={compileCall}
        />
      )}
    </Card>
  );
}
