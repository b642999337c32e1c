import { useState } from 'react';
import { Input, Modal, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { LIMITS } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { CaptchaPicture } from '../../components/auth/CaptchaPicture';
import { useCaptcha } from '../../components/auth/useCaptcha';
import { toast } from '../../components/feedback';

export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

interface SubmitCaptchaDialogProps {
  open: boolean;
  onClose: () => void;
  onAnswered: (answer: CaptchaAnswer) => void;
}

/**
 * The site asks a captcha on submit (the submitCaptcha switch; spec 1-core §4.7): the same text captcha as the
 * reset form. Opened afresh for each submission, so each gets a picture of its own (a key answers once).
 */
export function SubmitCaptchaDialog({ open, onClose, onAnswered }: SubmitCaptchaDialogProps) {
  return open ? <CaptchaForm onClose={onClose} onAnswered={onAnswered} /> : null;
}

function CaptchaForm({ onClose, onAnswered }: Omit<SubmitCaptchaDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { captcha, refresh } = useCaptcha();
  const [answer, setAnswer] = useState('');
  const send = () => {
    if (!captcha) return;
    if (answer.trim() === '') {
      toast.warning(t('validation.captchaRequired'));
      return;
    }
    onAnswered({ captcha: answer.trim(), captchaKey: captcha.captchaKey });
  };
  return (
    <Modal
      open
      width={400}
      title={t('problemDetail.captchaTitle')}
      okText={t('problemDetail.captchaSubmit')}
      cancelText={t('common.cancel')}
      onOk={send}
      onCancel={onClose}
      okButtonProps={{ disabled: !captcha, id: 'submit-captcha-send' }}
      className="submit-captcha-dialog"
    >
      <Space.Compact block>
        <Input
          autoFocus
          prefix={<SafetyOutlined />}
          placeholder={t('resetPwd.captcha')}
          maxLength={LIMITS.captchaMax}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          onPressEnter={send}
          data-testid="submit-captcha-input"
        />
        <CaptchaPicture captcha={captcha} onRefresh={() => void refresh()} />
      </Space.Compact>
    </Modal>
  );
}
