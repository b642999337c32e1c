import { useState } from 'react';
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDERS, type ChangeUserInfoBody } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { MarkdownEditor } from '../../components/markdown/MarkdownEditor';
import { updateUser, useSession } from '../../state/session';
import { ruleOf, webAddressError } from '../../validation/account-rules';

type Values = Required<ChangeUserInfoBody>;

/** Text fields with the limits of the contract's changeUserInfoBody. */
const TEXT_FIELDS: { name: keyof Values; max: number; link?: boolean }[] = [
  { name: 'nickname', max: 20 },
  { name: 'realname', max: 50 },
  { name: 'school', max: 100 },
  { name: 'course', max: 100 },
  { name: 'number', max: 30 },
  { name: 'cfUsername', max: 50 },
  { name: 'blog', max: 255, link: true },
  { name: 'github', max: 255, link: true },
];

export function UserInfoForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const initialValues: Partial<Values> = {
    nickname: user?.nickname ?? '',
    realname: user?.realname ?? '',
    school: user?.school ?? '',
    course: user?.course ?? '',
    number: user?.number ?? '',
    cfUsername: user?.cfUsername ?? '',
    blog: user?.blog ?? '',
    github: user?.github ?? '',
    gender: user?.gender ?? 'secrecy',
    signature: user?.signature ?? '',
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      updateUser(await accountsApi.changeUserInfo(values));
      toast.success(t('common.updateSuccess'));
    } catch {
      // Shown by the central handler, which names the field the server refused.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      data-testid="user-info-form"
    >
      <Row gutter={16}>
        {TEXT_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field.name}>
            <Form.Item
              name={field.name}
              label={t(`setting.${field.name}`)}
              rules={field.link ? [ruleOf(webAddressError, t)] : undefined}
            >
              <Input
                maxLength={field.max}
                inputMode={field.link ? 'url' : undefined}
                data-testid={`setting-${field.name}`}
              />
            </Form.Item>
          </Col>
        ))}
        {/* The mobile number has its own form in the account section (a new one must differ from the old). */}
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('setting.gender')}>
            <Radio.Group
              options={GENDERS.map((gender) => ({ value: gender, label: t(`setting.${gender}`) }))}
              optionType="button"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="signature" label={t('setting.signature')}>
            <MarkdownEditor layout="tabs" minRows={3} maxRows={8} maxLength={65535} testId="signature" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('setting.saveInfo')}
      </Button>
    </Form>
  );
}
