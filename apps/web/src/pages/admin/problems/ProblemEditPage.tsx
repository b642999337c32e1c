import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Result, Tag } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLY_PUBLIC,
  type ContestProblemView,
  type JudgeMode,
  type UploadedTestcaseZip,
} from '@judge/contract';
import {
  adminProblemsApi,
  type AdminProblemDetail,
  type JudgeLanguage,
  type ProblemTag,
} from '../../../api/admin-problems';
import { contestAdminApi } from '../../../api/contest-admin';
import { groupContestsApi } from '../../../api/group-contests';
import { groupProblemsApi } from '../../../api/group-problems';
import { PageLoading } from '../../../components/PageLoading';
import { toast } from '../../../components/feedback';
import { spreadScores, spreadScoresByGroup } from './case-scores';
import { LanguagesSection } from './LanguagesSection';
import { BasicFields } from './BasicFields';
import { StoredPackageReport } from './StoredPackageReport';
import { ContestLinkFields } from './ContestLinkFields';
import {
  emptyProblemForm,
  withoutGroupPrefix,
  formFromDetail,
  isSubtaskMode,
  JUDGE_CASE_MODES_BY_TYPE,
  type ProblemFormValues,
} from './problem-form';
import {
  bankTarget,
  contestTarget,
  groupTarget,
  inContest,
  type ContestFormContext,
  type ContestLinkValues,
  type ProblemFormMode,
  type ProblemFormTarget,
} from './problem-form-targets';
import { type CompiledCode } from './SpecialJudgeSection';
import { TestCasesSection } from './TestCasesSection';
import { useProblemSave } from './problem-save';
import { ExtraFilesSection } from './ExtraFilesSection';
import { JudgeSection } from './JudgeSection';
import { StatementFields } from './StatementFields';
import './ProblemEditPage.css';

export type { ProblemFormMode };

const problemDetailKey = (pid: number, cid?: number) => ['admin', 'problem', pid, cid ?? 0] as const;

/** The group a problem form writes for (/group/:groupID/problem/create and .../edit/:pid). */
export interface GroupFormContext {
  gid: number;
  /** Put before every problem id of the group (shown beside the field, left out of it). */
  shortName?: string;
}

/**
 * /admin/problem/create, /admin/problem/edit/:pid and /admin/problem/copy/:pid: one form for all three; with
 * `contest`, the same form for a problem made inside that contest (/admin/contest/:contestID/problem/...); with
 * `group`, for a group's problem (spec 3 "Group problems": the group's calls, its tags and special-judge compile).
 */
export function ProblemEditPage({
  mode,
  contest,
  group,
}: {
  mode: ProblemFormMode;
  contest?: ContestFormContext;
  group?: GroupFormContext;
}) {
  const { t } = useTranslation();
  const params = useParams();
  // The bank's routes name it pid, a contest's problemID.
  const pid = mode === 'create' ? undefined : Number(params.pid ?? params.problemID);
  const target = contest ? contestTarget(contest) : group ? groupTarget(group.gid) : bankTarget;
  const languages = useQuery({ queryKey: ['languages'], queryFn: adminProblemsApi.languages });
  const tags = useQuery({
    queryKey: group ? ['group', group.gid, 'problem-tags'] : ['admin', 'all-tags'],
    queryFn: () => (group ? groupProblemsApi.tags(group.gid) : adminProblemsApi.allTags()),
  });
  const detail = useQuery({
    queryKey: group
      ? ['group', group.gid, 'admin-problem', pid ?? 0, contest?.cid ?? 0]
      : problemDetailKey(pid ?? 0, contest?.cid),
    queryFn: async (): Promise<AdminProblemDetail & { contestProblem?: ContestProblemView | null }> => {
      // A group contest's problem: the group's form data and the problem's link in the contest.
      if (contest?.gid !== undefined) {
        const [problem, contestProblem] = await Promise.all([
          groupProblemsApi.get(pid!),
          groupContestsApi.link(contest.cid, pid!),
        ]);
        return { ...problem, contestProblem };
      }
      return contest
        ? contestAdminApi.getProblem(pid!, contest.cid)
        : group
          ? groupProblemsApi.get(pid!)
          : adminProblemsApi.get(pid!);
    },
    enabled: pid !== undefined && Number.isInteger(pid),
    gcTime: 0,
  });

  if (pid !== undefined && (!Number.isInteger(pid) || detail.isError)) {
    return (
      <Result
        status="warning"
        title={t('adminProblem.notFound')}
        extra={
          <Link to={target.listPath}>
            <Button>{t('adminProblem.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  if (!languages.data || !tags.data || (pid !== undefined && !detail.data)) return <PageLoading />;
  return (
    <ProblemForm
      // A new key per problem and mode: the form takes its initial values once.
      key={`${mode}-${pid ?? 'new'}-${contest?.cid ?? (group ? `group-${group.gid}` : 'bank')}`}
      mode={mode}
      languages={languages.data}
      knownTags={tags.data}
      detail={detail.data}
      target={target}
      contest={contest}
      link={detail.data?.contestProblem ?? null}
      idPrefix={group?.shortName}
    />
  );
}

interface ProblemFormProps {
  mode: ProblemFormMode;
  languages: JudgeLanguage[];
  knownTags: ProblemTag[];
  detail: AdminProblemDetail | undefined;
  target: ProblemFormTarget;
  contest: ContestFormContext | undefined;
  /** The problem's link in the contest (edit in a contest). */
  link: ContestProblemView | null;
  /** A group's short name, which the server puts before the id. */
  idPrefix?: string;
}

/** The values the form starts from: the stored problem or an empty form, in a contest with its link. */
function startingValues({
  detail,
  languages,
  contest,
  link,
  idPrefix,
}: Pick<ProblemFormProps, 'detail' | 'languages' | 'contest' | 'link' | 'idPrefix'>): ProblemFormValues &
  ContestLinkValues {
  const stored = detail && formFromDetail(detail);
  const base = stored
    ? { ...stored, problemId: withoutGroupPrefix(stored.problemId, idPrefix) }
    : emptyProblemForm(languages.filter((language) => language.enabled).map((language) => language.name));
  return contest ? inContest(base, { contest, link, isNew: !detail }) : base;
}

function ProblemForm({
  mode,
  languages,
  knownTags,
  detail,
  target,
  contest,
  link,
  idPrefix,
}: ProblemFormProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ProblemFormValues>();
  const initialValues = useMemo(
    () => startingValues({ detail, languages, contest, link, idPrefix }),
    [detail, languages, contest, link, idPrefix],
  );
  const sourcePid = detail?.problem.id;
  const originalProblemId = detail && withoutGroupPrefix(detail.problem.problemId, idPrefix);

  // Cases an edit has not touched are kept by the server (changeCases: false).
  const [casesChanged, setCasesChanged] = useState(mode !== 'edit');
  // Key of a zip uploaded in this session; without one, uploaded cases name the stored files.
  const [uploadTestcaseDir, setUploadTestcaseDir] = useState<string | undefined>();
  // The stored special code counts as compiled: the server compiled it when it was saved.
  const [compiled, setCompiled] = useState<CompiledCode | null>(
    detail && detail.problem.judgeMode !== 'default'
      ? {
          judgeMode: detail.problem.judgeMode,
          language: detail.problem.spjLanguage,
          code: detail.problem.spjCode,
        }
      : null,
  );
  const previousJudgeMode = useRef<JudgeMode>(initialValues.judgeMode);

  const type = Form.useWatch('type', form) ?? initialValues.type;
  const judgeMode = Form.useWatch('judgeMode', form) ?? initialValues.judgeMode;
  const judgeCaseMode = Form.useWatch('judgeCaseMode', form) ?? initialValues.judgeCaseMode;
  const caseSource = Form.useWatch('caseSource', form) ?? initialValues.caseSource;
  const isFileIO = Form.useWatch('isFileIO', form) ?? initialValues.isFileIO;
  const chosenLanguages = Form.useWatch('languages', form) ?? initialValues.languages;
  const spjCode = Form.useWatch('spjCode', form) ?? initialValues.spjCode;
  const spjLanguage = Form.useWatch('spjLanguage', form) ?? initialValues.spjLanguage;
  const oi = type === 1;
  const subtasks = isSubtaskMode(judgeCaseMode);
  const specialCompiled =
    judgeMode !== 'default' &&
    compiled !== null &&
    compiled.judgeMode === judgeMode &&
    compiled.language === spjLanguage &&
    compiled.code === spjCode;

  const spreadOverCases = () => {
    const list = form.getFieldValue('caseSource') === 'upload' ? 'uploadedCases' : 'typedCases';
    const cases =
      (form.getFieldValue(list) as { score?: number | null; groupNum?: number | null }[] | undefined) ?? [];
    const scores = isSubtaskMode(form.getFieldValue('judgeCaseMode'))
      ? spreadScoresByGroup(cases.map((c) => c.groupNum))
      : spreadScores(cases.length);
    form.setFieldValue(
      list,
      cases.map((c, i) => ({ ...c, score: scores[i] })),
    );
    setCasesChanged(true);
    if (cases.length) toast.info(t('adminProblem.scoresSpread', { count: cases.length }));
  };

  const onValuesChange = (changed: Partial<ProblemFormValues>) => {
    if ('typedCases' in changed || 'uploadedCases' in changed || 'caseSource' in changed)
      setCasesChanged(true);
    if ('judgeCaseMode' in changed) setCasesChanged(true);
    if (changed.type !== undefined) {
      // Each type has its own case modes; OI gets 100 points spread over the cases (spec 3 §4).
      const allowed = JUDGE_CASE_MODES_BY_TYPE[changed.type];
      if (!allowed.includes(form.getFieldValue('judgeCaseMode')))
        form.setFieldValue('judgeCaseMode', 'default');
      if (changed.type === 1) spreadOverCases();
    }
    if (changed.judgeMode && changed.judgeMode !== previousJudgeMode.current) {
      previousJudgeMode.current = changed.judgeMode;
      const text = {
        default: t('adminProblem.judgeModeChangedDefault'),
        spj: t('adminProblem.judgeModeChangedSpj'),
        interactive: t('adminProblem.judgeModeChangedInteractive'),
      }[changed.judgeMode];
      modal.info({ title: t('adminProblem.judgeModeChangedTitle'), content: text });
    }
  };

  const onZipUploaded = (upload: UploadedTestcaseZip) => {
    const scores = oi ? spreadScores(upload.fileList.length) : [];
    form.setFieldValue(
      'uploadedCases',
      upload.fileList.map((file, i) => ({
        inputName: file.input,
        outputName: file.output,
        score: oi ? scores[i] : null,
        // One group per case until the admin groups them: subtask modes need a number on each.
        groupNum: i + 1,
      })),
    );
    form.validateFields([['uploadedCases']]).catch(() => undefined);
    setUploadTestcaseDir(upload.fileListDir);
    setCasesChanged(true);
  };

  const { saving, save } = useProblemSave({
    form,
    mode,
    target,
    sourcePid,
    casesChanged,
    uploadTestcaseDir,
    specialCompiled,
    knownTags,
  });

  const title = contest
    ? mode === 'edit'
      ? t('contestAdmin.problemForm.editTitle')
      : t('contestAdmin.problemForm.createTitle')
    : {
        create: t('adminProblem.createTitle'),
        edit: t('adminProblem.editTitle'),
        copy: t('adminProblem.copyTitle'),
      }[mode];
  // A group problem applying to go public or made public is no longer the group's to change (spec 3 §4).
  const progress = (detail?.problem as { applyPublicProgress?: number | null } | undefined)
    ?.applyPublicProgress;
  const frozen = progress === APPLY_PUBLIC.APPLYING || progress === APPLY_PUBLIC.PUBLIC;

  return (
    <Form<ProblemFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      className="problem-form"
      data-testid="problem-form"
    >
      <Flex vertical gap={16}>
        <Card
          title={
            <Flex gap={8} align="center" wrap>
              <Link to={target.listPath} aria-label={t('adminProblem.backToList')}>
                <ArrowLeftOutlined />
              </Link>
              <span>{title}</span>
              {detail && mode === 'edit' && <Tag>{detail.problem.problemId}</Tag>}
              {/* The bank's own page: a problem imported from a package keeps its check report. */}
              {detail && mode === 'edit' && !contest && target.gid === undefined && (
                <StoredPackageReport pid={detail.problem.id} />
              )}
            </Flex>
          }
        >
          {contest && <ContestLinkFields contest={contest} />}
          {frozen && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('group.problem.frozen')}
              data-testid="group-problem-frozen"
            />
          )}
          <BasicFields
            mode={mode}
            originalProblemId={originalProblemId}
            locked={target.locked !== null}
            knownTags={knownTags}
            idPrefix={idPrefix}
          />

          <StatementFields />
        </Card>

        <Card title={t('adminProblem.sectionLanguages')}>
          <LanguagesSection form={form} languages={languages} chosen={chosenLanguages} />
        </Card>

        <JudgeSection
          form={form}
          type={type}
          judgeMode={judgeMode}
          isFileIO={isFileIO}
          languages={languages}
          compiled={specialCompiled}
          onCompiled={setCompiled}
          compileCall={target.compile}
        />

        <ExtraFilesSection />

        <Card title={t('adminProblem.sectionCases')}>
          <TestCasesSection
            oi={oi}
            subtasks={subtasks}
            caseSource={caseSource}
            showingStoredFiles={caseSource === 'upload' && !uploadTestcaseDir && sourcePid !== undefined}
            casesUntouched={mode === 'edit' && !casesChanged}
            onZipUploaded={onZipUploaded}
            onSpreadScores={spreadOverCases}
            gid={target.gid}
          />
        </Card>

        <div className="problem-form__actions">
          <Button
            type="primary"
            size="large"
            onClick={() => void save()}
            icon={<SaveOutlined />}
            loading={saving}
            data-testid="save-problem"
          >
            {saving ? t('adminProblem.saving') : t('adminProblem.save')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
