import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { accountsApi, type LoginInput, type LoginResult } from '../../api/accounts';
import { ApiError } from '../../api/request';
import { setSession } from '../../state/session';
import { loginFailureStore, slideNeededAfterFailures, useLoginFailures } from '../../state/login-failures';
import { toast } from '../feedback';

/**
 * The login steps the public dialog and the admin login page share: count failures, demand the
 * slide verification from the fifth one (or whenever the server asks), spend each ticket once.
 */
export function useLoginFlow(kind: 'general' | 'admin') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const failures = useLoginFailures();
  const [serverWantsSlide, setServerWantsSlide] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [slideGeneration, setSlideGeneration] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const slideRequired = serverWantsSlide || slideNeededAfterFailures(failures);

  async function login(input: Omit<LoginInput, 'slideTicket'>): Promise<LoginResult | null> {
    if (slideRequired && !ticket) {
      toast.warning(t('slide.required'));
      return null;
    }
    setSubmitting(true);
    const call = kind === 'admin' ? accountsApi.adminLogin : accountsApi.login;
    try {
      const result = await call(
        { ...input, slideTicket: ticket ?? undefined },
        { quiet: ['SLIDE_VERIFICATION_REQUIRED'] },
      );
      setSession(result.token, result.user);
      loginFailureStore.set(0);
      setServerWantsSlide(false);
      setTicket(null);
      await queryClient.invalidateQueries();
      return result;
    } catch (error) {
      if (ticket) {
        // A ticket is good for one attempt: a failed login needs a new puzzle.
        setTicket(null);
        setSlideGeneration((n) => n + 1);
      }
      if (error instanceof ApiError) {
        if (error.code === 'SLIDE_VERIFICATION_REQUIRED') {
          setServerWantsSlide(true);
          toast.warning(t('login.slideHint'));
        } else if (error.code === 'WRONG_CREDENTIALS') {
          const reported = (error.data as { failedCount?: number } | null)?.failedCount;
          loginFailureStore.set(typeof reported === 'number' ? reported : loginFailureStore.get() + 1);
        }
      }
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return { login, submitting, slideRequired, ticket, setTicket, slideGeneration };
}
