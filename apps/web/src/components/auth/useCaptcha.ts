import { useCallback, useEffect, useState } from 'react';
import type { CaptchaResult } from '@judge/contract';
import { accountsApi } from '../../api/accounts';

/** The site's text captcha (GET /api/captcha): one picture at a time, a new one after every answer. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await accountsApi.getCaptcha());
    } catch {
      setCaptcha(null);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh };
}
