// One section of the contest form (ContestEditPage): its fields, with what the form watches handed in.
import { Card, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH, CONTEST_LIMITS } from '@judge/contract';
import type { ContestFormValues } from './contest-form';
import { SwitchItem } from './contest-form-items';

/** Who may enter: the contest's auth and password, its visibility and the account limit. */
export function ContestAccessSection({
  auth,
  openAccountLimit,
}: {
  auth: ContestFormValues['auth'];
  openAccountLimit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('adminContest.sectionAccess')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="auth" label={t('adminContest.auth')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: CONTEST_AUTH.PUBLIC, label: t('contest.auth.public') },
                { value: CONTEST_AUTH.PRIVATE, label: t('contest.auth.private') },
                { value: CONTEST_AUTH.PROTECTED, label: t('contest.auth.protected') },
              ]}
              data-testid="contest-auth"
            />
          </Form.Item>
        </Col>
        {auth !== CONTEST_AUTH.PUBLIC && (
          <Col xs={24} md={12}>
            <Form.Item
              name="pwd"
              label={t('adminContest.pwd')}
              rules={[{ required: true, whitespace: true, message: t('adminContest.pwdRequired') }]}
            >
              <Input maxLength={CONTEST_LIMITS.pwdMax} autoComplete="off" data-testid="contest-pwd" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <SwitchItem name="visible" label={t('adminContest.visible')} />
        </Col>
        <Col xs={12} md={6}>
          <SwitchItem
            name="openAccountLimit"
            label={t('adminContest.accountLimit')}
            help={t('adminContest.accountLimitHelp')}
          />
        </Col>
      </Row>
      {openAccountLimit && (
        <Row gutter={16} data-testid="account-limit">
          <Col xs={12} md={6}>
            <Form.Item
              name="accountPrefix"
              label={t('adminContest.prefix')}
              dependencies={['accountSuffix']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string | undefined) =>
                    value?.trim() || (getFieldValue('accountSuffix') as string | undefined)?.trim()
                      ? Promise.resolve()
                      : Promise.reject(
                          new Error(t('adminContest.required', { field: t('adminContest.prefix') })),
                        ),
                }),
              ]}
            >
              <Input maxLength={CONTEST_LIMITS.accountAffixMax} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="accountSuffix" label={t('adminContest.suffix')}>
              <Input maxLength={CONTEST_LIMITS.accountAffixMax} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="accountStart"
              label={t('adminContest.numberFrom')}
              rules={[
                {
                  required: true,
                  message: t('adminContest.required', { field: t('adminContest.numberFrom') }),
                },
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="accountEnd"
              label={t('adminContest.numberTo')}
              dependencies={['accountStart']}
              rules={[
                {
                  required: true,
                  message: t('adminContest.required', { field: t('adminContest.numberTo') }),
                },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: number | null) => {
                    const start = getFieldValue('accountStart') as number | null;
                    return value === null || start === null || start <= value
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('adminContest.accountRangeInvalid')));
                  },
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="accountExtra" label={t('adminContest.extraAccounts')}>
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 6 }}
                placeholder={t('adminContest.extraAccountsPlaceholder')}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </Card>
  );
}
