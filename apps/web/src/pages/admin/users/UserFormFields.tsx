import {
  Avatar,
  Checkbox,
  Col,
  ColorPicker,
  Divider,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import type { Color } from 'antd/es/color-picker';
import { UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, ROLE_IDS, USER_STATUS } from '@judge/contract';
import { roleLabelKey } from '../../../i18n/roles';
import {
  emailError,
  passwordError,
  phoneError,
  registerUsernameError,
  ruleOf,
} from '../../../validation/account-rules';
import { isWebAddress, type UserFormValues } from './user-form';

type Name = keyof UserFormValues;

/** One field in half a row (a whole row on phones). */
function Half({
  name,
  label,
  children,
  ...item
}: { name: Name; label: string; children: ReactNode } & Parameters<typeof Form.Item>[0]) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={label} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** The sections of a user's every field: account, profile, links and signature, title and avatar. */
export function UserFormFields({ avatar }: { avatar: string | null }) {
  const { t } = useTranslation();
  const webRule = {
    validator: (_rule: unknown, value: string | undefined) =>
      isWebAddress(value) ? Promise.resolve() : Promise.reject(new Error(t('adminUserFields.blogRule'))),
  };
  const section = (title: string) => (
    <Divider titlePlacement="start" style={{ margin: '8px 0 16px' }}>
      {title}
    </Divider>
  );
  const text = (name: Name, max: number) => <Input maxLength={max} data-testid={`user-${name}`} />;

  return (
    <Row gutter={16}>
      {section(t('adminUserFields.account'))}
      <Half name="username" label={t('adminUsers.username')} rules={[ruleOf(registerUsernameError, t)]}>
        {text('username', 20)}
      </Half>
      <Half
        name="email"
        label={t('adminUsers.email')}
        rules={[ruleOf((value) => (value ? emailError(value) : null), t)]}
      >
        {text('email', 100)}
      </Half>
      <Half
        name="password"
        label={t('adminUsers.newPassword')}
        extra={t('adminUsers.newPasswordHelp')}
        rules={[ruleOf((value) => (value ? passwordError(value) : null), t)]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-password" />
      </Half>
      <Half name="role" label={t('adminUsers.role')}>
        <Select
          options={ROLE_IDS.map((role) => ({ value: role, label: `${t(roleLabelKey(role))} (${role})` }))}
          data-testid="user-role"
        />
      </Half>
      <Half name="status" label={t('adminUsers.status')}>
        <Radio.Group
          options={[
            { value: USER_STATUS.NORMAL, label: t('adminUsers.normal') },
            { value: USER_STATUS.DISABLED, label: t('adminUsers.disabled') },
          ]}
        />
      </Half>
      <Half
        name="vip"
        label={t('adminUserFields.vip')}
        extra={t('adminUserFields.vipHelp')}
        valuePropName="checked"
      >
        <Switch data-testid="user-vip" />
      </Half>

      {section(t('adminUserFields.profile'))}
      <Half name="realname" label={t('adminUsers.realname')}>
        {text('realname', 50)}
      </Half>
      <Half name="nickname" label={t('setting.nickname')}>
        {text('nickname', 20)}
      </Half>
      <Half name="gender" label={t('setting.gender')}>
        <Radio.Group
          options={GENDERS.map((gender) => ({ value: gender, label: t(`setting.${gender}`) }))}
          data-testid="user-gender"
        />
      </Half>
      <Half name="phone" label={t('setting.phone')} rules={[ruleOf(phoneError, t)]}>
        {text('phone', 16)}
      </Half>
      <Half name="school" label={t('setting.school')}>
        {text('school', 100)}
      </Half>
      <Half name="course" label={t('setting.course')}>
        {text('course', 100)}
      </Half>
      <Half name="number" label={t('setting.number')}>
        {text('number', 30)}
      </Half>
      <Half name="grade" label={t('adminUserFields.grade')}>
        {text('grade', 30)}
      </Half>
      <Half name="deptId" label={t('adminUserFields.deptId')}>
        {text('deptId', 50)}
      </Half>

      {section(t('adminUserFields.about'))}
      <Half name="blog" label={t('setting.blog')} rules={[webRule]}>
        {text('blog', 255)}
      </Half>
      <Half name="github" label={t('setting.github')} rules={[webRule]}>
        {text('github', 255)}
      </Half>
      <Half name="cfUsername" label={t('setting.cfUsername')}>
        {text('cfUsername', 50)}
      </Half>
      <Col xs={24}>
        <Form.Item name="signature" label={t('setting.signature')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={65535}
            data-testid="user-signature"
          />
        </Form.Item>
      </Col>

      {section(t('adminUserFields.look'))}
      <Half name="titleName" label={t('adminUsers.titleName')}>
        {text('titleName', 20)}
      </Half>
      <Half
        name="titleColor"
        label={t('adminUsers.titleColor')}
        getValueFromEvent={(color: Color | null) => (color && !color.cleared ? color.toHexString() : '')}
      >
        <ColorPicker allowClear showText format="hex" disabledAlpha />
      </Half>
      <Col xs={24}>
        <Form.Item label={t('adminUserFields.avatar')}>
          <Flex align="center" gap={12} wrap>
            <Avatar size={48} icon={<UserOutlined />} src={avatar || undefined} />
            {avatar ? (
              <Form.Item name="removeAvatar" valuePropName="checked" noStyle>
                <Checkbox data-testid="user-remove-avatar">{t('adminUserFields.removeAvatar')}</Checkbox>
              </Form.Item>
            ) : (
              <Typography.Text type="secondary">{t('adminUserFields.noAvatar')}</Typography.Text>
            )}
          </Flex>
        </Form.Item>
      </Col>
    </Row>
  );
}
