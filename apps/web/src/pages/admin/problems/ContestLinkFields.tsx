import { Alert, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_PROBLEM_LIMITS } from '@judge/contract';
import type { ContestFormContext } from './problem-form-targets';
import { requiredRules, typeLabel } from './problem-labels';

/**
 * The contest part of the problem form in a contest (spec 3 §5, group problem form in contest mode): the
 * problem's display id and title in the contest, both required, and why auth and type cannot be chosen.
 */
export function ContestLinkFields({ contest }: { contest: ContestFormContext }) {
  const { t } = useTranslation();
  const required = (field: string) => requiredRules(t, field);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('contestAdmin.problemForm.inContest', { title: contest.title })}
        description={t('contestAdmin.problemForm.locked', { type: typeLabel(t, contest.type) })}
        data-testid="contest-problem-notice"
      />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="contestDisplayId"
            label={t('contestAdmin.problemForm.displayId')}
            rules={required(t('contestAdmin.problemForm.displayId'))}
          >
            <Input maxLength={CONTEST_PROBLEM_LIMITS.displayIdMax} data-testid="contest-display-id" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="contestDisplayTitle"
            label={t('contestAdmin.problemForm.displayTitle')}
            rules={required(t('contestAdmin.problemForm.displayTitle'))}
          >
            <Input maxLength={CONTEST_PROBLEM_LIMITS.displayTitleMax} data-testid="contest-display-title" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
