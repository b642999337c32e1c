import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { CaretRightOutlined, LoginOutlined } from '@ant-design/icons';
import { LIMITS } from '@judge/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemsApi } from '../../api/problems';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { PROBLEM_PAGE_FONT_SIZE } from '../../components/code-editor/editor-settings';
import { defaultCodeFor } from '../../components/code-editor/source-files';
import { toast } from '../../components/feedback';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { TestRunDrawer } from '../problem/TestRunDrawer';
import {
  defaultIdeLanguage,
  ideLanguages,
  readIdeCode,
  startingCode,
  writeIdeCode,
  type IdeCode,
} from './ide-code';
import './OjIdePage.css';

/**
 * The online IDE (spec 2 §2.15, docs/api.md "Online IDE"): write code in C++, C++ With O2 or Python3 and run
 * it on typed input through the problem page's online test drawer, without a problem.
 */
export function OjIdePage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const session = useSession();
  const defCode = session.user?.defCode ?? false;
  const languagesQuery = useQuery({ queryKey: ['languages'], queryFn: () => problemsApi.languages() });
  const languages = useMemo(() => ideLanguages(languagesQuery.data ?? []), [languagesQuery.data]);
  const [state, setState] = useState<IdeCode | null>(null);
  const [testOpen, setTestOpen] = useState(false);

  // What the browser kept, else the default language with the starting code for this person.
  useEffect(() => {
    if (state || !languagesQuery.data) return;
    const stored = readIdeCode();
    if (stored && languages.some((language) => language.name === stored.language)) {
      setState(stored);
      return;
    }
    const language = defaultIdeLanguage(languages);
    if (!language) return;
    setState({
      language,
      code: startingCode(
        languages.find((l) => l.name === language),
        defCode,
      ),
    });
  }, [state, languagesQuery.data, languages, defCode]);

  useEffect(() => {
    if (state) writeIdeCode(state);
  }, [state]);

  const editorLanguageOf = (name: string) =>
    languages.find((language) => language.name === name)?.editorLanguage;

  /** Login and the code rules of spec 1-core §5; says what is wrong and returns null when refused. */
  const prepareCode = (): string | null => {
    if (!session.loggedIn) {
      toast.warning(t('problemDetail.loginFirst'));
      openAuthDialog('Login');
      return null;
    }
    const code = state?.code ?? '';
    if (code.trim() === '') {
      toast.error(t('problemDetail.codeEmpty'));
      return null;
    }
    if (code.length > LIMITS.codeMaxLength) {
      toast.error(t('problemDetail.codeTooLong'));
      return null;
    }
    return code;
  };

  const header = (
    <div className="oj-ide__header">
      <Typography.Title level={3} className="oj-ide__title">
        {t('ide.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('ide.subtitle')}</Typography.Text>
    </div>
  );

  let body;
  if (languagesQuery.isError) body = <Alert type="error" showIcon title={t('ide.loadFailed')} />;
  else if (!languagesQuery.data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!state)
    body = <Alert type="warning" showIcon title={t('ide.noLanguage')} data-testid="ide-no-language" />;
  else
    body = (
      <CodeEditor
        languages={languages}
        language={state.language}
        onLanguageChange={(language) =>
          setState((previous) => {
            if (!previous) return previous;
            // Untouched code follows the language; written code stays as it is.
            const untouched =
              previous.code.trim() === '' ||
              previous.code === defaultCodeFor(editorLanguageOf(previous.language));
            const next = languages.find((l) => l.name === language);
            return { language, code: untouched ? startingCode(next, defCode) : previous.code };
          })
        }
        code={state.code}
        onCodeChange={(code) => setState((previous) => (previous ? { ...previous, code } : previous))}
        onReset={() =>
          setState((previous) =>
            previous ? { ...previous, code: defaultCodeFor(editorLanguageOf(previous.language)) } : previous,
          )
        }
        defaultFontSize={PROBLEM_PAGE_FONT_SIZE}
        height={mobile ? '60vh' : 'fill'}
        fileBaseName="main"
        extra={
          <Button
            type="primary"
            icon={<CaretRightOutlined />}
            onClick={() => setTestOpen(true)}
            data-testid="open-test-run"
          >
            {t('problemDetail.onlineTest')}
          </Button>
        }
      />
    );

  return (
    <div className="oj-ide" data-testid="oj-ide">
      {header}
      {!session.loggedIn && (
        <Alert
          type="info"
          showIcon
          title={t('ide.loginHint')}
          data-testid="ide-login-hint"
          action={
            <Button size="small" icon={<LoginOutlined />} onClick={() => openAuthDialog('Login')}>
              {t('ide.login')}
            </Button>
          }
        />
      )}
      <Flex vertical className="oj-ide__editor">
        {body}
      </Flex>
      {state && (
        <TestRunDrawer
          open={testOpen}
          onClose={() => setTestOpen(false)}
          language={state.language}
          examples={[]}
          prepareCode={prepareCode}
        />
      )}
    </div>
  );
}
