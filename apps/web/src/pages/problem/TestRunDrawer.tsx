import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Input, Space, Tabs, Typography } from 'antd';
import { CaretRightOutlined } from '@ant-design/icons';
import { JudgeStatus, LIMITS } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { submissionsApi, type TestRunResult } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import { formatMemory, formatTime } from '../../components/judge-status/format';
import {
  isInProgress,
  TEST_RUN_POLL_MS,
  SUBMISSION_POLL_MAX_CHECKS,
} from '../../components/judge-status/polling';
import { usePolling } from '../../components/judge-status/usePolling';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { expectedOutputOf, type ProblemExample } from './examples';
import { exampleWithInput, passedSampleIndex } from './sample-pass';
import './TestRunDrawer.css';

type DrawerTab = 'input' | 'result';

interface TestRunDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The problem whose limits the run uses; absent on the online IDE (a free run). */
  pid?: number;
  /** The contest of a contest problem page. */
  cid?: number;
  /** The training of a training problem page. */
  tid?: number;
  /** A group's problem page: the run is the group's (its members). */
  gid?: number;
  language: string;
  examples: ProblemExample[];
  /** Checks login and the code rules; returns the code to run, or null when refused (it has told the person). */
  prepareCode: () => string | null;
}

function Output({ text }: { text: string | null }) {
  const { t } = useTranslation();
  return (
    <pre className="test-run__text">
      {text ? text : <Typography.Text type="secondary">{t('testRun.empty')}</Typography.Text>}
    </pre>
  );
}

/** The online test drawer (spec 1-core §2.12, §4.4): run the code on typed input, then show what it printed. */
export function TestRunDrawer({
  open,
  onClose,
  pid,
  cid,
  tid,
  gid,
  language,
  examples,
  prepareCode,
}: TestRunDrawerProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [tab, setTab] = useState<DrawerTab>('input');
  const [userInput, setUserInput] = useState(examples[0]?.input ?? '');
  const [running, setRunning] = useState(false);
  const [runKey, setRunKey] = useState<string | null>(null);
  const [result, setResult] = useState<TestRunResult | null>(null);

  usePolling(runKey !== null && result !== null && isInProgress(result.status), runKey ?? '', {
    intervalMs: TEST_RUN_POLL_MS,
    maxChecks: SUBMISSION_POLL_MAX_CHECKS,
    check: async () => {
      const next = await submissionsApi.testRunResult(runKey!);
      setResult(next);
      // The server reports 5 (Pending) until the run is done; test runs have no compiling or judging stage.
      return isInProgress(next.status);
    },
    onEnd: () => setRunning(false),
  });

  const run = async () => {
    if (userInput.length > LIMITS.testInputMax) {
      toast.error(t('testRun.inputTooLong'));
      return;
    }
    const code = prepareCode();
    if (code === null) return;
    const example = exampleWithInput(userInput, examples);
    setRunning(true);
    setTab('result');
    setResult(null);
    try {
      const key = await submissionsApi.startTestRun({
        pid,
        cid,
        tid,
        gid,
        language,
        code,
        userInput,
        expectedOutput: example ? expectedOutputOf(example) : undefined,
      });
      setResult({
        status: JudgeStatus.PENDING,
        time: null,
        memory: null,
        stderr: null,
        userInput,
        expectedOutput: null,
        userOutput: null,
        problemJudgeMode: 'default',
      });
      setRunKey(key);
    } catch {
      // "The drawer moves back to the input tab if submit fails" (spec 1-core §4.4).
      setRunning(false);
      setTab('input');
    }
  };

  const passedIndex = result ? passedSampleIndex(result, examples) : -1;
  const finished = result !== null && !isInProgress(result.status);

  const inputTab = (
    <Flex vertical gap={8}>
      {examples.length > 0 && (
        <Space wrap>
          {examples.map((example, index) => (
            <Button
              key={index}
              size="small"
              onClick={() => setUserInput(example.input)}
              data-testid={`fill-example-${index + 1}`}
            >
              {t('testRun.fillExample', { index: index + 1 })}
            </Button>
          ))}
        </Space>
      )}
      <Input.TextArea
        value={userInput}
        onChange={(event) => setUserInput(event.target.value)}
        placeholder={t('testRun.inputPlaceholder')}
        autoSize={{ minRows: 6, maxRows: 14 }}
        maxLength={LIMITS.testInputMax}
        showCount
        className="test-run__input"
        data-testid="test-input"
        spellCheck={false}
      />
    </Flex>
  );

  const resultTab = result ? (
    <Flex vertical gap={12} data-testid="test-result">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'status', label: t('testRun.status'), children: <JudgeStatusTag status={result.status} /> },
          { key: 'time', label: t('testRun.time'), children: formatTime(result.time) },
          { key: 'memory', label: t('testRun.memory'), children: formatMemory(result.memory) },
        ]}
      />
      {finished && passedIndex >= 0 && (
        <Alert
          type="success"
          showIcon
          title={t('testRun.passedSample', { index: passedIndex + 1 })}
          data-testid="passed-sample"
        />
      )}
      {finished && passedIndex < 0 && result.status === JudgeStatus.ACCEPTED && !result.expectedOutput && (
        <Alert type="info" showIcon title={t('testRun.customInputAccepted')} />
      )}
      <div className="test-run__columns">
        <div>
          <Typography.Text strong>{t('testRun.input')}</Typography.Text>
          <Output text={result.userInput} />
        </div>
        {result.expectedOutput !== null && (
          <div>
            <Typography.Text strong>{t('testRun.expectedOutput')}</Typography.Text>
            <Output text={result.expectedOutput} />
          </div>
        )}
        <div>
          <Typography.Text strong>{t('testRun.userOutput')}</Typography.Text>
          {finished ? <Output text={result.userOutput} /> : <pre className="test-run__text">…</pre>}
        </div>
      </div>
      {/* Without an expected answer the judge's comparison notes say nothing about the program, so they are left out of an accepted run. */}
      {finished && result.stderr && result.status !== JudgeStatus.ACCEPTED && (
        <div>
          <Typography.Text strong>{t('testRun.stderr')}</Typography.Text>
          <pre className="test-run__text test-run__text--error">{result.stderr}</pre>
        </div>
      )}
    </Flex>
  ) : (
    <Empty description={t('testRun.noResult')} />
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size={mobile ? '85vh' : '62vh'}
      title={t('testRun.title')}
      destroyOnHidden={false}
      extra={
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          loading={running}
          onClick={run}
          data-testid="run-test"
        >
          {running ? t('testRun.running') : t('testRun.run')}
        </Button>
      }
      className="test-run"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DrawerTab)}
        items={[
          { key: 'input', label: t('testRun.inputTab'), children: inputTab },
          { key: 'result', label: t('testRun.resultTab'), children: resultTab },
        ]}
      />
    </Drawer>
  );
}
