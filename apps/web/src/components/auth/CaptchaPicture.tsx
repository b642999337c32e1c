import { Tooltip } from 'antd';
import type { CaptchaResult } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import './AuthDialogs.css';

/** The captcha's picture beside its field; a click asks for a new one. */
export function CaptchaPicture({
  captcha,
  onRefresh,
}: {
  captcha: CaptchaResult | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('resetPwd.refreshCaptcha')}>
      <button
        type="button"
        className="captcha-image-button"
        onClick={onRefresh}
        data-testid="captcha-image"
        data-captcha-key={captcha?.captchaKey ?? ''}
      >
        {captcha && <img src={captcha.img} alt={t('resetPwd.captcha')} />}
      </button>
    </Tooltip>
  );
}
