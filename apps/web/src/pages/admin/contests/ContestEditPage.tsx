import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AWARD_TYPE,
  CONTEST_AUTH,
  CONTEST_LIMITS,
  CONTEST_TYPE,
  LIMITS,
  SEAL_RANK_OPTION,
  type AdminContestView,
} from '@judge/contract';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import { PageLoading } from '../../../components/PageLoading';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { durationText } from '../../contest/contest-labels';
import { MarkdownField } from '../problems/MarkdownField';
import {
  contestToForm,
  emptyContestForm,
  formDuration,
  formFieldOfServerError,
  formToBody,
  messageWithoutField,
  type ContestFormValues,
} from './contest-form';
import {
  defaultAwards,
  defaultSealOption,
  fitSealOption,
  SEAL_OPTIONS,
  sealOptionDisabled,
} from './contest-form-rules';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';
import { AwardRowsField } from './AwardRowsField';
import { StarAccountsField } from './StarAccountsField';
import '../problems/ProblemEditPage.css';
import './ContestEditPage.css';

const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** /admin/contest/create and /admin/contest/:contestID/edit (spec 3 "Admin area": contest). */
export function ContestEditPage({
  mode,
  source = backOfficeContests,
}: {
  mode: 'create' | 'edit';
  /** A group's contests (spec 3 "Group contests"); the back office's by default. */
  source?: ContestAdminSource;
}) {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = mode === 'edit' ? Number(contestID) : undefined;
  const valid = cid === undefined || (Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax);
  const detail = useQuery({
    queryKey: [...source.key, 'contest', cid],
    queryFn: () => source.get(cid!),
    enabled: cid !== undefined && valid,
  });

  if (!valid || detail.isError) {
    return (
      <Result
        status="warning"
        title={t('contest.notFound')}
        extra={
          <Link to={source.paths.list}>
            <Button>{t('contest.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  if (cid !== undefined && !detail.data) return <PageLoading />;
  // A new key per contest: the form takes its initial values once.
  return <ContestForm key={cid ?? 'new'} detail={detail.data} source={source} />;
}

function ContestForm({
  detail,
  source,
}: {
  detail: AdminContestView | undefined;
  source: ContestAdminSource;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [form] = Form.useForm<ContestFormValues>();
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => {
    const awards = defaultAwards({
      gold: t('adminContest.awardGold'),
      silver: t('adminContest.awardSilver'),
      bronze: t('adminContest.awardBronze'),
    });
    return detail ? contestToForm(detail, awards) : emptyContestForm(awards);
    // antd's Form takes its initial values once: the award names are in the language of that moment.
  }, [detail, t]);

  const type = Form.useWatch('type', form) ?? initialValues.type;
  const auth = Form.useWatch('auth', form) ?? initialValues.auth;
  const sealRank = Form.useWatch('sealRank', form) ?? initialValues.sealRank;
  const openAccountLimit = Form.useWatch('openAccountLimit', form) ?? initialValues.openAccountLimit;
  const awardType = Form.useWatch('awardType', form) ?? initialValues.awardType;
  const startTime = Form.useWatch('startTime', form) ?? initialValues.startTime;
  const endTime = Form.useWatch('endTime', form) ?? initialValues.endTime;
  const duration = formDuration({ startTime, endTime });

  const onValuesChange = (changed: Partial<ContestFormValues>, all: ContestFormValues) => {
    const length = formDuration(all);
    if (changed.sealRank === true) {
      form.setFieldValue('sealRankOption', defaultSealOption(all.type, length));
    } else if ('startTime' in changed || 'endTime' in changed || 'type' in changed) {
      if (all.sealRank)
        form.setFieldValue('sealRankOption', fitSealOption(all.sealRankOption, all.type, length));
    }
    if ('startTime' in changed)
      void form.validateFields(['endTime', 'timeLimitHours']).catch(() => undefined);
  };

  const showServerError = (error: ApiError) => {
    const field = (error.data as { field?: string } | null)?.field;
    const name = formFieldOfServerError(field);
    if (name) {
      const path = name as Parameters<typeof form.scrollToField>[0];
      form.setFields([{ name: path, errors: [messageWithoutField(error.message, field)] }]);
      form.scrollToField(path, { behavior: 'smooth', block: 'center' });
    }
    toast.error(error.message);
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      const first = form.getFieldsError().find((field) => field.errors.length)?.name;
      if (first) form.scrollToField(first, { behavior: 'smooth', block: 'center' });
      toast.error(t('adminContest.fixErrors'));
      return;
    }
    const body = formToBody(form.getFieldsValue(true) as ContestFormValues);
    setSaving(true);
    try {
      if (detail) {
        await source.update(detail.id, body);
        toast.success(t('adminContest.updated'));
      } else {
        await source.create(body);
        toast.success(t('adminContest.created'));
      }
      await queryClient.invalidateQueries({ queryKey: [...source.key, 'contests'] });
      await queryClient.invalidateQueries({ queryKey: [...source.key, 'contest'] });
      navigate(source.paths.list);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') showServerError(error);
    } finally {
      setSaving(false);
    }
  };

  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminContest.required', { field }) },
  ];
  const switchItem = (name: keyof ContestFormValues, label: string, help?: string) => (
    <Form.Item name={name} label={label} valuePropName="checked" tooltip={help}>
      <Switch data-testid={`contest-${name}`} />
    </Form.Item>
  );
  const sealLabels = {
    [SEAL_RANK_OPTION.HALF_HOUR]: t('adminContest.sealHalfHour'),
    [SEAL_RANK_OPTION.HOUR]: t('adminContest.sealHour'),
    [SEAL_RANK_OPTION.WHOLE]: t('adminContest.sealWhole'),
  };

  return (
    <Form<ContestFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      className="contest-form"
      data-testid="contest-form"
    >
      <Flex vertical gap={16}>
        <Card
          title={
            <Flex gap={8} align="center" wrap>
              <Link to={source.paths.list} aria-label={t('contest.backToList')}>
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
            {type === CONTEST_TYPE.OI && (
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
          <Form.Item
            name="description"
            label={t('adminContest.description')}
            rules={required(t('adminContest.description'))}
          >
            <MarkdownField rows={6} data-testid="contest-description" />
          </Form.Item>
        </Card>

        <Card title={t('adminContest.sectionAccess')}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="auth" label={t('adminContest.auth')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: CONTEST_AUTH.PUBLIC, label: t('contest.auth.public') },
                    { value: CONTEST_AUTH.PRIVATE, label: t('contest.auth.private') },
                    { value: CONTEST_AUTH.PROTECTED, label: t('contest.auth.protected') },
                  ]}
                  data-testid="contest-auth"
                />
              </Form.Item>
            </Col>
            {auth !== CONTEST_AUTH.PUBLIC && (
              <Col xs={24} md={12}>
                <Form.Item
                  name="pwd"
                  label={t('adminContest.pwd')}
                  rules={[{ required: true, whitespace: true, message: t('adminContest.pwdRequired') }]}
                >
                  <Input maxLength={CONTEST_LIMITS.pwdMax} autoComplete="off" data-testid="contest-pwd" />
                </Form.Item>
              </Col>
            )}
          </Row>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              {switchItem('visible', t('adminContest.visible'))}
            </Col>
            <Col xs={12} md={6}>
              {switchItem(
                'openAccountLimit',
                t('adminContest.accountLimit'),
                t('adminContest.accountLimitHelp'),
              )}
            </Col>
          </Row>
          {openAccountLimit && (
            <Row gutter={16} data-testid="account-limit">
              <Col xs={12} md={6}>
                <Form.Item
                  name="accountPrefix"
                  label={t('adminContest.prefix')}
                  dependencies={['accountSuffix']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: string | undefined) =>
                        value?.trim() || (getFieldValue('accountSuffix') as string | undefined)?.trim()
                          ? Promise.resolve()
                          : Promise.reject(
                              new Error(t('adminContest.required', { field: t('adminContest.prefix') })),
                            ),
                    }),
                  ]}
                >
                  <Input maxLength={CONTEST_LIMITS.accountAffixMax} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="accountSuffix" label={t('adminContest.suffix')}>
                  <Input maxLength={CONTEST_LIMITS.accountAffixMax} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="accountStart"
                  label={t('adminContest.numberFrom')}
                  rules={[
                    {
                      required: true,
                      message: t('adminContest.required', { field: t('adminContest.numberFrom') }),
                    },
                  ]}
                >
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="accountEnd"
                  label={t('adminContest.numberTo')}
                  dependencies={['accountStart']}
                  rules={[
                    {
                      required: true,
                      message: t('adminContest.required', { field: t('adminContest.numberTo') }),
                    },
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: number | null) => {
                        const start = getFieldValue('accountStart') as number | null;
                        return value === null || start === null || start <= value
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('adminContest.accountRangeInvalid')));
                      },
                    }),
                  ]}
                >
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="accountExtra" label={t('adminContest.extraAccounts')}>
                  <Input.TextArea
                    autoSize={{ minRows: 1, maxRows: 6 }}
                    placeholder={t('adminContest.extraAccountsPlaceholder')}
                  />
                </Form.Item>
              </Col>
            </Row>
          )}
        </Card>

        <Card title={t('adminContest.sectionRank')}>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              {switchItem('sealRank', t('adminContest.sealRank'))}
            </Col>
            {sealRank && (
              <>
                <Col xs={24} md={9}>
                  <Form.Item name="sealRankOption" label={t('adminContest.sealRankTime')}>
                    <Radio.Group
                      options={SEAL_OPTIONS.map((option) => ({
                        value: option,
                        label: sealLabels[option],
                        disabled: sealOptionDisabled(option, duration),
                      }))}
                      data-testid="contest-seal-option"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item name="autoRealRank" label={t('adminContest.rankAfterContest')}>
                    <Radio.Group
                      options={[
                        { value: false, label: t('adminContest.afterSealed') },
                        { value: true, label: t('adminContest.afterAutoReal') },
                      ]}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="rankShowName" label={t('adminContest.rankShowName')}>
                <Select
                  options={[
                    { value: 'username', label: t('adminContest.showUsername') },
                    { value: 'nickname', label: t('adminContest.showNickname') },
                    { value: 'realname', label: t('adminContest.showRealname') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              {switchItem('openRank', t('adminContest.openRank'), t('adminContest.openRankHelp'))}
            </Col>
            <Col xs={12} md={8}>
              {switchItem('openPrint', t('adminContest.openPrint'))}
            </Col>
          </Row>
          <Form.Item
            name="starAccount"
            label={t('adminContest.starAccount')}
            tooltip={t('adminContest.starAccountHelp')}
          >
            <StarAccountsField />
          </Form.Item>
        </Card>

        <Card title={t('adminContest.sectionAward')}>
          <Form.Item name="awardType" label={t('adminContest.awardType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: AWARD_TYPE.NONE, label: t('adminContest.awardNone') },
                { value: AWARD_TYPE.PROPORTION, label: t('adminContest.awardProportion') },
                { value: AWARD_TYPE.NUMBER, label: t('adminContest.awardNumber') },
              ]}
              data-testid="contest-award-type"
            />
          </Form.Item>
          {awardType !== AWARD_TYPE.NONE && <AwardRowsField awardType={awardType} />}
        </Card>

        <Flex justify={mobile ? 'stretch' : 'flex-end'} className="contest-form__actions">
          <Button
            type="primary"
            size="large"
            icon={<SaveOutlined />}
            loading={saving}
            block={mobile}
            onClick={() => void save()}
            data-testid="contest-save"
          >
            {t('common.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
