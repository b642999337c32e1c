import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { clearSession, sessionStore } from '../../state/session';

/** Revokes the session on the server, forgets it here and returns home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Development's StrictMode mounts twice; the token must be revoked once.
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Forget the session here first: a background call that meets the revoked token afterwards
      // then reads as stale instead of reopening the login dialog.
      const token = sessionStore.get().token ?? undefined;
      clearSession();
      queryClient.removeQueries({ queryKey: ['unread'] });
      try {
        await accountsApi.logout(token);
      } catch {
        // A session the server already forgot is as good as revoked.
      }
      toast.success(t('logout.success'));
      navigate('/home', { replace: true });
    })();
  }, [navigate, queryClient, t]);

  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin tip={t('logout.loggingOut')} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}
