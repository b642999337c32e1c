// One section of the contest form (ContestEditPage): its fields, with what the form watches handed in.
import {
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Tag,
  Typography,
} from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIMITS, CONTEST_TYPE, type AdminContestView } from '@judge/contract';
import { durationText } from '../../contest/contest-labels';
import { MarkdownField } from '../problems/MarkdownField';
import type { ContestFormValues } from './contest-form';
import { requiredRule } from './contest-form-items';
import { ContestScoringRuleFields } from './ContestScoringRuleFields';

const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Title, times, rule, time limit and description. */
export function ContestBasicSection({
  detail,
  listPath,
  type,
  scoringRule,
  duration,
}: {
  detail: AdminContestView | undefined;
  listPath: string;
  type: ContestFormValues['type'];
  scoringRule: ContestFormValues['scoringRule'];
  /** The contest's length in seconds (0 until both times are set). */
  duration: number;
}) {
  const { t } = useTranslation();
  const required = (field: string) => requiredRule(t, field);
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <Link to={listPath} aria-label={t('contest.backToList')}>
            <ArrowLeftOutlined />
          </Link>
          <span>{detail ? t('adminContest.editTitle') : t('adminContest.createTitle')}</span>
          {detail && <Tag>#{detail.id}</Tag>}
        </Flex>
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('adminContest.sectionBasic')}
      </Typography.Title>
      <Form.Item name="title" label={t('adminContest.title')} rules={required(t('adminContest.title'))}>
        <Input maxLength={CONTEST_LIMITS.titleMax} data-testid="contest-title-input" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="startTime"
            label={t('adminContest.startTime')}
            rules={[
              {
                required: true,
                message: t('adminContest.required', { field: t('adminContest.startTime') }),
              },
            ]}
          >
            <DatePicker
              showTime
              format={DATE_FORMAT}
              style={{ width: '100%' }}
              data-testid="contest-start-time"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="endTime"
            label={t('adminContest.endTime')}
            dependencies={['startTime']}
            rules={[
              {
                required: true,
                message: t('adminContest.required', { field: t('adminContest.endTime') }),
              },
              ({ getFieldValue }) => ({
                validator: (_rule, value: ContestFormValues['endTime']) => {
                  const start = getFieldValue('startTime') as ContestFormValues['startTime'];
                  return !value || !start || value.isAfter(start)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('adminContest.endAfterStart')));
                },
              }),
            ]}
          >
            <DatePicker
              showTime
              format={DATE_FORMAT}
              style={{ width: '100%' }}
              data-testid="contest-end-time"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('adminContest.durationLabel')}>
            <Input
              readOnly
              value={duration > 0 ? durationText(t, duration) : '—'}
              data-testid="contest-duration"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="type" label={t('adminContest.contestType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: CONTEST_TYPE.ACM, label: 'ACM' },
                { value: CONTEST_TYPE.OI, label: 'OI' },
              ]}
            />
          </Form.Item>
        </Col>
        {type === CONTEST_TYPE.ACM && (
          <Col xs={24} md={8}>
            <Form.Item
              name="penaltyUnit"
              label={t('adminContest.penaltyUnit')}
              tooltip={t('adminContest.penaltyUnitHelp')}
            >
              <Select
                data-testid="penalty-unit"
                options={[
                  { value: 'minute', label: t('adminContest.penaltyMinute') },
                  { value: 'second', label: t('adminContest.penaltySecond') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {/* Latest or highest is the plain OI rule's choice; the other rules say how they count. */}
        {type === CONTEST_TYPE.OI && scoringRule === 'oi' && (
          <Col xs={24} md={8}>
            <Form.Item name="oiRankScoreType" label={t('adminContest.oiRankScoreType')}>
              <Select
                options={[
                  { value: 'Recent', label: t('adminContest.oiRecent') },
                  { value: 'Highest', label: t('adminContest.oiHighest') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item
            name="timeLimitHours"
            label={t('adminContest.timeLimitHours')}
            tooltip={t('adminContest.timeLimitHelp')}
            dependencies={['startTime', 'endTime']}
            rules={[
              {
                validator: (_rule, value: number | null) =>
                  value === null ||
                  value === undefined ||
                  (value >= 0 && (!(duration > 0) || value * 3600 <= duration))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('adminContest.timeLimitRange'))),
              },
            ]}
          >
            <InputNumber
              min={0}
              step={0.5}
              style={{ width: '100%' }}
              data-testid="contest-time-limit-input"
            />
          </Form.Item>
        </Col>
      </Row>
      {type === CONTEST_TYPE.OI && <ContestScoringRuleFields rule={scoringRule} />}
      <Form.Item
        name="description"
        label={t('adminContest.description')}
        rules={required(t('adminContest.description'))}
      >
        <MarkdownField rows={6} data-testid="contest-description" />
      </Form.Item>
    </Card>
  );
}
