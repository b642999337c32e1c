import { Card, Col, Collapse, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangeEmailForm } from './ChangeEmailForm';
import { AvatarForm } from './AvatarForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ChangePhoneForm } from './ChangePhoneForm';
import { UserInfoForm } from './UserInfoForm';
import './SettingPage.css';

/** Account and user-info sections with the avatar upload (spec 1-core §2.10). */
export function SettingPage() {
  const { t } = useTranslation();
  return (
    <div className="setting-page" data-testid="setting-page">
      <Typography.Title level={3}>{t('setting.title')}</Typography.Title>
      <Collapse
        defaultActiveKey={['account', 'userInfo']}
        items={[
          {
            key: 'account',
            label: t('setting.account'),
            children: (
              <Row gutter={[24, 24]}>
                <Col xs={24} lg={12}>
                  <Card size="small" title={t('setting.changePassword')}>
                    <ChangePasswordForm />
                  </Card>
                </Col>
                <Col xs={24} lg={12}>
                  <Card size="small" title={t('setting.changeEmail')}>
                    <ChangeEmailForm />
                  </Card>
                </Col>
                <Col xs={24} lg={12}>
                  <Card size="small" title={t('setting.changePhone')}>
                    <ChangePhoneForm />
                  </Card>
                </Col>
              </Row>
            ),
          },
          {
            key: 'userInfo',
            label: t('setting.userInfo'),
            children: (
              <Space direction="vertical" size="large" style={{ width: '100%' }}>
                <Card size="small" title={t('setting.avatar')}>
                  <AvatarForm />
                </Card>
                <UserInfoForm />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
