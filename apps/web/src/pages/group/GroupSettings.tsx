import { useState } from 'react';
import { Button, Divider, Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL } from '@judge/contract';
import { groupListKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { GroupAvatarCrop } from './GroupAvatarCrop';
import { GroupFormFields, type GroupFormValues } from './GroupFormFields';
import { GroupLevelGate, useGroup } from './GroupShell';
import { serverFieldError } from './group-form-rules';

/** The group's settings (spec 3 "Group setting screen", group roots): the picture and the group form. */
export function GroupSettings() {
  const { t } = useTranslation();
  const { group, refresh } = useGroup();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupFormValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: GroupFormValues) => {
    setSaving(true);
    try {
      // An empty code keeps the stored one (the server answers the fields it is sent).
      await groupsApi.update(group.id, { ...values, code: values.code || undefined });
      toast.success(t('group.saved'));
      await queryClient.invalidateQueries({ queryKey: groupListKey });
      await refresh();
    } catch (error) {
      const field = serverFieldError(error);
      if (field) form.setFields([{ name: field.field as keyof GroupFormValues, errors: [field.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <GroupLevelGate needs={GROUP_LEVEL.ROOT}>
      <div className="group-settings" data-testid="group-settings">
        <Typography.Title level={5}>{t('group.setting.avatar')}</Typography.Title>
        <GroupAvatarCrop group={group} onUploaded={refresh} />
        <Divider />
        <Typography.Title level={5}>{t('group.setting.info')}</Typography.Title>
        <Form<GroupFormValues>
          form={form}
          layout="vertical"
          initialValues={{
            name: group.name,
            shortName: group.shortName,
            brief: group.brief,
            auth: group.auth,
            code: group.code ?? undefined,
            visible: group.visible,
            description: group.description,
          }}
          onFinish={(values) => void save(values)}
        >
          <GroupFormFields codeStored={Boolean(group.code)} />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="group-settings-save">
            {t('group.form.save')}
          </Button>
        </Form>
      </div>
    </GroupLevelGate>
  );
}
