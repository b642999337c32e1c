import { useCallback, useEffect, useState } from 'react';
import { problemsApi, type LanguageView, type ProblemDetailResult } from '../../api/problems';
import { defaultCodeFor } from '../../components/code-editor/source-files';
import { useSession } from '../../state/session';
import { defaultLanguage, readStoredCode, writeStoredCode } from './code-storage';
import { startingProblemCode } from './starting-code';

/**
 * The editor's language and code for one problem: what the browser kept, else what the user saved
 * on the server, else the problem's template. Every change is kept in the browser at once.
 */
export function useProblemCode(
  detail: ProblemDetailResult | undefined,
  languages: LanguageView[] | undefined,
  loggedIn: boolean,
  /** The key the browser keeps the code under; the problem's id unless given. */
  storageKey?: string,
  /**
   * A contest page asks for the saved code quietly: the bank may keep a contest's problem from the
   * person (private or contest-only), and then the browser's copy or the template is enough.
   */
  quietSavedCode = false,
) {
  const problemId = storageKey ?? detail?.problem.problemId;
  const defCode = useSession().user?.defCode ?? false;
  const [state, setState] = useState<{ problemId: string; language: string; code: string } | null>(null);

  const templateOf = useCallback(
    (language: string) => detail?.codeTemplate[language] ?? null,
    [detail?.codeTemplate],
  );
  const startingCodeOf = useCallback(
    (language: string) =>
      startingProblemCode(
        templateOf(language),
        languages?.find((known) => known.name === language)?.editorLanguage,
        defCode,
      ),
    [templateOf, languages, defCode],
  );

  useEffect(() => {
    if (!problemId || !languages || state?.problemId === problemId) return;
    const stored = readStoredCode(problemId);
    const known = (name: string | undefined) => languages.some((language) => language.name === name);
    if (stored && known(stored.language)) {
      setState({ problemId, ...stored });
      return;
    }
    const language = defaultLanguage(languages) ?? '';
    setState({ problemId, language, code: startingCodeOf(language) });
    if (!loggedIn || !detail) return;
    let cancelled = false;
    // Code saved on the server follows the person to another browser.
    problemsApi
      .savedCode(detail.problem.pid, quietSavedCode ? { quiet: true } : {})
      .then((saved) => {
        if (!cancelled && saved && known(saved.lang))
          setState({ problemId, language: saved.lang, code: saved.code });
      })
      .catch(() => {
        // The template stays; the central handler has said what went wrong.
      });
    return () => {
      cancelled = true;
    };
  }, [problemId, languages, loggedIn, detail, state?.problemId, startingCodeOf]);

  useEffect(() => {
    if (state) writeStoredCode(state.problemId, { language: state.language, code: state.code });
  }, [state]);

  const editorLanguageOf = (name: string) =>
    languages?.find((language) => language.name === name)?.editorLanguage;
  /** What reset gives: the template, else a C++ skeleton, else nothing. */
  const resetCodeOf = (language: string) =>
    templateOf(language) ?? defaultCodeFor(editorLanguageOf(language));

  return {
    ready: state !== null && state.problemId === problemId,
    language: state?.language ?? '',
    code: state?.code ?? '',
    setCode: (code: string) => setState((previous) => (previous ? { ...previous, code } : previous)),
    setLanguage: (language: string) =>
      setState((previous) => {
        if (!previous) return previous;
        // Untouched code follows the language; written code stays as it is.
        const untouched =
          previous.code.trim() === '' ||
          previous.code === resetCodeOf(previous.language) ||
          previous.code === templateOf(previous.language);
        return { ...previous, language, code: untouched ? startingCodeOf(language) : previous.code };
      }),
    reset: () =>
      setState((previous) => (previous ? { ...previous, code: resetCodeOf(previous.language) } : previous)),
  };
}
