import { Card, Col, Row, Typography } from 'antd';
import { LIMITS, type WrongCaseData } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';

function CaseText({
  label,
  shown,
  testId,
}: {
  label: string;
  shown: { text: string; truncated: boolean } | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Typography.Text strong>{label}</Typography.Text>
      {shown ? (
        <pre className="case-table__output submission-detail__wrong-case-text">
          {shown.text}
          {shown.truncated ? '…' : ''}
        </pre>
      ) : (
        <Typography.Paragraph type="secondary">
          {t('submissionDetail.wrongCaseNoOutput')}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** The first failing case beside what the program printed (spec 1-core: the detail's waCaseData). */
export function WrongCaseCard({ data }: { data: WrongCaseData }) {
  const { t } = useTranslation();
  const truncated =
    data.input.truncated || data.expectedOutput.truncated || Boolean(data.userOutput?.truncated);
  return (
    <Card
      size="small"
      data-testid="wrong-case"
      title={
        <span className="submission-detail__wrong-case-title">
          {t('submissionDetail.wrongCase', { caseId: data.caseId })} <JudgeStatusTag status={data.status} />
        </span>
      }
    >
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <CaseText
            label={t('submissionDetail.wrongCaseInput')}
            shown={data.input}
            testId="wrong-case-input"
          />
        </Col>
        <Col xs={24} md={8}>
          <CaseText
            label={t('submissionDetail.wrongCaseExpected')}
            shown={data.expectedOutput}
            testId="wrong-case-expected"
          />
        </Col>
        <Col xs={24} md={8}>
          <CaseText
            label={t('submissionDetail.wrongCaseOutput')}
            shown={data.userOutput}
            testId="wrong-case-output"
          />
        </Col>
      </Row>
      {truncated && (
        <Typography.Paragraph type="secondary" className="submission-detail__wrong-case-note">
          {t('submissionDetail.wrongCaseTruncated', { chars: LIMITS.wrongCaseShownChars })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
