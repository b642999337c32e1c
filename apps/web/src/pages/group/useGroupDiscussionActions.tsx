import { useState } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, type DiscussionView } from '@judge/contract';
import { discussionsApi, type DiscussionForm } from '../../api/discussions';
import { groupKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { useSession } from '../../state/session';
import { DiscussionEditDialog, type DiscussionDialogTarget } from '../discussion/DiscussionEditDialog';
import { discussionCategoriesKey } from '../discussion/useDiscussionActions';
import { useGroup } from './GroupShell';

/**
 * What the group's discussion list and page do (spec 3 "Group discussion screen"): post and edit through the
 * group's calls with the site's discussion dialog (the pin for the group's admins), delete (the author or the
 * group's admins), like through the general call.
 */
export function useGroupDiscussionActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const { group, level } = useGroup();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<DiscussionDialogTarget | null>(null);
  const categories = useQuery({ queryKey: discussionCategoriesKey, queryFn: discussionsApi.categories });
  const moderator = level >= GROUP_LEVEL.ADMIN;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...groupKey(group.id), 'discussions'] });

  const submit = async (values: DiscussionForm) => {
    const form = { ...values, topPriority: moderator ? Boolean(values.topPriority) : undefined };
    try {
      if (target?.id) {
        await groupsApi.updateDiscussion(group.id, target.id, form);
        toast.success(t('group.discussion.updated'));
      } else {
        await groupsApi.postDiscussion(group.id, form);
        toast.success(t('group.discussion.posted'));
      }
    } catch {
      return; // The request layer has shown why; the dialog keeps the text.
    }
    setTarget(null);
    await refresh();
  };

  return {
    moderator,
    refresh,
    canEdit: (d: DiscussionView) => d.uid === user?.uid,
    canDelete: (d: DiscussionView) => d.uid === user?.uid || moderator,
    openCreate: () =>
      setTarget({ initial: { title: '', categoryId: categories.data?.[0]?.id, topPriority: false } }),
    openEdit: async (d: DiscussionView & { content?: string }) => {
      const content = d.content ?? (await discussionsApi.detail(d.id)).content;
      setTarget({
        id: d.id,
        initial: {
          title: d.title,
          description: d.description,
          content,
          categoryId: d.categoryId,
          topPriority: d.topPriority,
        },
      });
    },
    remove: (d: DiscussionView) =>
      Modal.confirm({
        title: t('group.discussion.deleteConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
        onOk: async () => {
          await groupsApi.removeDiscussion(d.id);
          toast.success(t('group.discussion.deleted'));
          onDeleted?.();
          await refresh();
        },
      }),
    dialog: (
      <DiscussionEditDialog
        target={target}
        categories={categories.data ?? []}
        canPin={moderator}
        onClose={() => setTarget(null)}
        onSubmit={submit}
      />
    ),
  };
}
