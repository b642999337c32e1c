import { Button, Form, Input, Space } from 'antd';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { useCooldown } from '../../hooks/useCooldown';
import { openAuthDialog } from '../../state/auth-dialog';
import {
  captchaError,
  emailError,
  remoteRuleOf,
  REMOTE_CHECK_TRIGGERS,
  ruleOf,
} from '../../validation/account-rules';
import { toast } from '../feedback';
import { CaptchaPicture } from './CaptchaPicture';
import { useCaptcha } from './useCaptcha';

interface ResetValues {
  email: string;
  captcha: string;
}

/** Ask for a reset email: address plus image captcha, 90 s between requests (spec 1-core §2.5). */
export function ResetPasswordDialogContent() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const cooldown = useCooldown();
  const { captcha, refresh: refreshCaptcha } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues) => {
    if (!captcha) return;
    setSubmitting(true);
    try {
      await accountsApi.applyResetPassword({
        email: values.email.trim(),
        captcha: values.captcha.trim(),
        captchaKey: captcha.captchaKey,
      });
      toast.success(t('resetPwd.sent'));
      cooldown.start(LIMITS.resetCooldownSeconds);
    } catch {
      form.setFieldValue('captcha', '');
    } finally {
      // A captcha answers one request, right or wrong.
      void refreshCaptcha();
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" data-testid="reset-password-form">
      <Form.Item
        name="email"
        validateFirst
        validateTrigger={REMOTE_CHECK_TRIGGERS}
        rules={[
          ruleOf(emailError, t),
          remoteRuleOf(
            async (email) =>
              (await accountsApi.checkUsernameOrEmail({ email })).email ? null : 'emailNotExist',
            t,
          ),
        ]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('resetPwd.email')} autoComplete="email" />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={[ruleOf(captchaError, t)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('resetPwd.captcha')}
              maxLength={LIMITS.captchaMax}
            />
          </Form.Item>
          <CaptchaPicture captcha={captcha} onRefresh={() => void refreshCaptcha()} />
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={cooldown.active}>
          {cooldown.active ? t('resetPwd.waitIn', { seconds: cooldown.remaining }) : t('resetPwd.submit')}
        </Button>
      </Form.Item>
      <Button type="link" size="small" onClick={() => openAuthDialog('Login')}>
        {t('resetPwd.backToLogin')}
      </Button>
    </Form>
  );
}
