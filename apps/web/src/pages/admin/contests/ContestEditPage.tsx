import { useMemo, useState } from 'react';
import { Button, Flex, Form, Result } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AdminContestView } from '@judge/contract';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
import { PageLoading } from '../../../components/PageLoading';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import {
  contestToForm,
  emptyContestForm,
  formDuration,
  formFieldOfServerError,
  formToBody,
  messageWithoutField,
  type ContestFormValues,
} from './contest-form';
import { defaultAwards, defaultSealOption, fitSealOption } from './contest-form-rules';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';
import { ContestAccessSection } from './ContestAccessSection';
import { ContestAwardSection } from './ContestAwardSection';
import { ContestBasicSection } from './ContestBasicSection';
import { ContestHallSection } from './ContestHallSection';
import { ContestRankSection } from './ContestRankSection';
import '../problems/ProblemEditPage.css';
import './ContestEditPage.css';

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
  const scoringRule = Form.useWatch('scoringRule', form) ?? initialValues.scoringRule;
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
        <ContestBasicSection
          detail={detail}
          listPath={source.paths.list}
          type={type}
          scoringRule={scoringRule}
          duration={duration}
        />
        <ContestAccessSection auth={auth} openAccountLimit={openAccountLimit} />
        <ContestRankSection sealRank={sealRank} duration={duration} />
        <ContestAwardSection awardType={awardType} />
        <ContestHallSection />

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
