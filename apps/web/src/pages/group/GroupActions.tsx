import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GROUP_AUTH,
  GROUP_LEVEL,
  GROUP_LIMITS,
  isRoot,
  type GroupLevel,
  type GroupView,
} from '@judge/contract';
import { groupKey, groupListKey, groupsApi } from '../../api/groups';

import { toast } from '../../components/feedback';
import { useSession } from '../../state/session';
import { asFormRule, groupRules, serverFieldError, type GroupRuleKey } from './group-form-rules';

/**
 * The group card's button (spec 3 "Group details"): join or apply (a dialog with the reason, and the code for a
 * private group), the state of an application, leave (members), disband (the owner and root), each asked first.
 */
export function GroupActions({
  group,
  level,
  refresh,
}: {
  group: GroupView;
  level: GroupLevel;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [applying, setApplying] = useState(false);
  const owner = user?.uid === group.uid;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
    } catch {
      return false; // The request layer has shown why.
    }
    toast.success(success);
    await queryClient.invalidateQueries({ queryKey: groupListKey });
    return true;
  };

  // Only the group itself and the level are asked again: the members-only tabs still on the screen would be
  // refused, and that refusal replaced the "You left the group" toast. They are marked stale for a later visit.
  const refreshAfterLeaving = async () => {
    await queryClient.invalidateQueries({ queryKey: groupKey(group.id), refetchType: 'none' });
    await Promise.all(
      (['level', 'detail'] as const).map((part) =>
        queryClient.refetchQueries({ queryKey: [...groupKey(group.id), part] }),
      ),
    );
  };

  if (owner || (user && isRoot(user.role)))
    return (
      <Popconfirm
        title={t('group.action.disbandConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'disband-confirm' } as ButtonProps}
        onConfirm={async () => {
          if (await run(() => groupsApi.disband(group.id), t('group.disbanded'))) void navigate('/group');
        }}
      >
        <Button danger data-testid="disband-group">
          {t('group.action.disband')}
        </Button>
      </Popconfirm>
    );
  if (level >= GROUP_LEVEL.MEMBER)
    return (
      <Popconfirm
        title={t('group.action.exitConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': 'exit-confirm' } as ButtonProps}
        onConfirm={async () => {
          if (await run(() => groupsApi.exit(group.id), t('group.exited'))) await refreshAfterLeaving();
        }}
      >
        <Button danger data-testid="exit-group">
          {t('group.action.exit')}
        </Button>
      </Popconfirm>
    );
  if (level === GROUP_LEVEL.APPLYING)
    return (
      <Button disabled data-testid="group-applying">
        {t('group.action.applying')}
      </Button>
    );

  const joinPublic = async () => {
    if (await run(() => groupsApi.apply(group.id, {}), t('group.joined'))) await refresh();
  };
  return (
    <>
      <Button
        type="primary"
        onClick={() => (group.auth === GROUP_AUTH.PUBLIC ? void joinPublic() : setApplying(true))}
        data-testid="apply-group"
      >
        {level === GROUP_LEVEL.REFUSED ? t('group.action.refused') : t('group.action.apply')}
      </Button>
      <ApplyDialog
        group={group}
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={async () => {
          setApplying(false);
          toast.success(t('group.applied'));
          await refresh();
        }}
      />
    </>
  );
}

/** The apply dialog (spec 3 "Apply dialog: reason, plus code for private groups"). */
function ApplyDialog({
  group,
  open,
  onClose,
  onApplied,
}: {
  group: GroupView;
  open: boolean;
  onClose: () => void;
  onApplied: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string; code?: string }>();
  const [saving, setSaving] = useState(false);
  const say = (key: GroupRuleKey) => t(`group.rule.${key}`);
  const submit = async (values: { reason: string; code?: string }) => {
    setSaving(true);
    try {
      await groupsApi.apply(group.id, values);
      await onApplied();
    } catch (error) {
      const field = serverFieldError(error);
      // The form has checked the code's presence and length, so the server refusing it means a wrong code: said in
      // the page's language (the server's sentence is English).
      if (field?.field === 'code') form.setFields([{ name: 'code', errors: [say('codeWrong')] }]);
      else if (field?.field === 'reason') form.setFields([{ name: 'reason', errors: [field.message] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('group.applyDialog.title', { name: group.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="apply-submit">
            {t('group.applyDialog.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} preserve={false}>
        {group.auth === GROUP_AUTH.PRIVATE && (
          <Form.Item
            name="code"
            label={t('group.applyDialog.code')}
            required
            rules={[asFormRule((value) => groupRules.applyCode(value, group.auth), say)]}
          >
            <Input maxLength={GROUP_LIMITS.codeMax} data-testid="apply-code" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('group.applyDialog.reason')}
          required
          rules={[asFormRule((value) => groupRules.reason(value, group.auth), say)]}
        >
          <Input.TextArea
            rows={4}
            maxLength={GROUP_LIMITS.reasonMax}
            showCount
            placeholder={t('group.applyDialog.reasonPlaceholder')}
            data-testid="apply-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
