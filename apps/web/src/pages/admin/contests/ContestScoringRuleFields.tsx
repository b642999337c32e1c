// The OI contest's scoring rule and its parameters (issue 25, docs/contest-rules.md), inside the contest form.
import { Button, Col, DatePicker, Form, InputNumber, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SCORED_RULES } from '@judge/contract';
import type { ContestFormValues } from './contest-form';

const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const MAX_LATE_PERIODS = 10;

/** The Ledo rule's cost per rejected try and its floor, both percents. */
function LedoFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="ledoTryPenaltyPercent"
          label={t('adminContest.ledoTryPenalty')}
          tooltip={t('adminContest.ledoHelp')}
        >
          <InputNumber
            min={0}
            max={100}
            addonAfter="%"
            style={{ width: '100%' }}
            data-testid="ledo-try-penalty"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="ledoFloorPercent" label={t('adminContest.ledoFloor')}>
          <InputNumber min={0} max={100} addonAfter="%" style={{ width: '100%' }} data-testid="ledo-floor" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Homework's due time and the late periods after it (hours after the due time, percent kept). */
function HomeworkFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="homeworkDueTime"
        label={t('adminContest.homeworkDue')}
        tooltip={t('adminContest.homeworkHelp')}
      >
        <DatePicker showTime format={DATE_FORMAT} data-testid="homework-due-time" />
      </Form.Item>
      <Form.List name="homeworkLatePeriods">
        {(fields, { add, remove }) => (
          <Form.Item label={t('adminContest.homeworkLatePeriods')}>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'hours']} rules={[{ required: true }]}>
                  <InputNumber
                    min={1}
                    addonBefore={t('adminContest.lateUpTo')}
                    addonAfter={t('adminContest.lateHours')}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'percent']} rules={[{ required: true }]}>
                  <InputNumber min={0} max={100} addonBefore={t('adminContest.lateScores')} addonAfter="%" />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('adminContest.lateRemove')}
                />
              </Space>
            ))}
            {fields.length < MAX_LATE_PERIODS && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ hours: 24, percent: 80 })}
                data-testid="homework-add-period"
              >
                {t('adminContest.lateAdd')}
              </Button>
            )}
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}

/** The scoring rule of an OI contest and, for Ledo and homework, their parameters. */
export function ContestScoringRuleFields({ rule }: { rule: ContestFormValues['scoringRule'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="scoringRule"
        label={t('adminContest.scoringRule')}
        tooltip={t('adminContest.scoringRuleHelp')}
      >
        <Select
          data-testid="scoring-rule"
          options={SCORED_RULES.map((value) => ({ value, label: t(`adminContest.rule.${value}`) }))}
        />
      </Form.Item>
      {rule === 'ledo' && <LedoFields />}
      {rule === 'homework' && <HomeworkFields />}
    </>
  );
}
