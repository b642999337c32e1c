import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_AUTH, GROUP_AUTHS, GROUP_LIMITS, type GroupAuth } from '@judge/contract';
import { MarkdownEditor } from '../../components/markdown/MarkdownEditor';
import { asFormRule, groupRules, type GroupRuleKey } from './group-form-rules';
import { authLabelKey, authTipKey } from './group-labels';

/** The form's values (the create dialog and the settings). */
export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  auth: GroupAuth;
  code?: string;
  visible: boolean;
  description: string;
}

/**
 * The group form's fields (spec 3 §5: name, short name, brief, kind, code, listed, description), checked in the
 * browser first; `codeStored` lets an edit keep the stored code.
 */
export function GroupFormFields({ codeStored = false }: { codeStored?: boolean }) {
  const { t } = useTranslation();
  const say = (key: GroupRuleKey) => t(`group.rule.${key}`);
  const auth = Form.useWatch<GroupAuth | undefined>('auth');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t('group.form.name')}
          required
          rules={[asFormRule(groupRules.name, say)]}
        >
          <Input maxLength={GROUP_LIMITS.nameMax} showCount data-testid="group-form-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="shortName"
          label={t('group.form.shortName')}
          extra={t('group.form.shortNameHelp')}
          required
          normalize={(value?: string) => value?.toUpperCase()}
          rules={[asFormRule(groupRules.shortName, say)]}
        >
          <Input maxLength={GROUP_LIMITS.shortNameInputMax} showCount data-testid="group-form-short-name" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="brief" label={t('group.form.brief')} rules={[asFormRule(groupRules.brief, say)]}>
          <Input maxLength={GROUP_LIMITS.briefMax} showCount data-testid="group-form-brief" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="auth" label={t('group.form.auth')} required>
          <Select<GroupAuth>
            data-testid="group-form-auth"
            options={GROUP_AUTHS.map((value) => ({
              value,
              label: `${t(authLabelKey(value))} · ${t(authTipKey(value))}`,
            }))}
          />
        </Form.Item>
      </Col>
      {/* Only a private group's applicants give a code (a protected one's give a reason): asked only then. */}
      {auth === GROUP_AUTH.PRIVATE && (
        <Col xs={24} md={8}>
          <Form.Item
            name="code"
            label={t('group.form.code')}
            extra={t('group.form.codeHelp')}
            dependencies={['auth']}
            rules={[asFormRule((value) => groupRules.code(value, auth, codeStored), say)]}
          >
            <Input maxLength={GROUP_LIMITS.codeMax} data-testid="group-form-code" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={8}>
        <Form.Item name="visible" label={t('group.form.visible')} valuePropName="checked">
          <Switch
            checkedChildren={t('group.form.visibleOn')}
            unCheckedChildren={t('group.form.visibleOff')}
            data-testid="group-form-visible"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="description"
          label={t('group.form.description')}
          rules={[asFormRule(groupRules.description, say)]}
        >
          <MarkdownEditor
            testId="group-form-description"
            minRows={5}
            maxRows={16}
            maxLength={GROUP_LIMITS.descriptionMax}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
