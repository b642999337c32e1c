import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { Modal } from 'antd';
import type { DiscussionDetail, DiscussionView } from '@judge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../i18n/server-messages';
import { discussionsApi, type DiscussionForm } from '../../api/discussions';
import { toast } from '../../components/feedback';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { DiscussionEditDialog, type DiscussionDialogTarget } from './DiscussionEditDialog';
import { ReportDialog } from './ReportDialog';

export const discussionCategoriesKey = ['discussion-categories'] as const;

/**
 * What the list and the detail page both do with a discussion: post, edit (author), delete (author or
 * admin role), like and report (logged in; a guest is asked to log in first).
 */
export function useDiscussionActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<(DiscussionDialogTarget & { pid?: string }) | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const categories = useQuery({ queryKey: discussionCategoriesKey, queryFn: discussionsApi.categories });
  const uid = session.user?.uid;

  // Lists reload after every action; an open discussion only after an edit, because each fetch of
  // it counts a view (a like patches it in place instead).
  const refresh = ({ withDetail = false } = {}) =>
    queryClient.invalidateQueries({
      queryKey: ['discussion'],
      predicate: (query) => withDetail || query.queryKey[1] !== 'detail',
    });
  const needLogin = () => {
    if (session.loggedIn) return false;
    toast.warning(t('discussion.loginFirst'));
    openAuthDialog('Login');
    return true;
  };

  const submit = async (values: DiscussionForm) => {
    const form = { ...values, topPriority: session.isAdmin ? Boolean(values.topPriority) : undefined };
    if (target?.id) {
      await discussionsApi.update(target.id, form);
      toast.success(t('discussion.updatedSuccess'));
    } else {
      await discussionsApi.create({ ...form, pid: target?.pid ?? null });
      toast.success(t('discussion.postedSuccess'));
    }
    setTarget(null);
    await refresh({ withDetail: true });
  };

  return {
    categories: categories.data ?? [],
    setCategories: (list: NonNullable<typeof categories.data>) =>
      queryClient.setQueryData(discussionCategoriesKey, list),
    canEdit: (d: DiscussionView) => uid !== undefined && d.uid === uid,
    canDelete: (d: DiscussionView) => uid !== undefined && (d.uid === uid || session.isAdmin),
    /**
     * From a problem, the title starts with "[problemId] " and the category stays fixed. The posting rules (AC
     * count, posts a day) are asked first: a user who may not post is told so before writing anything.
     */
    openCreate: async (options: { pid?: string; categoryId?: number } = {}) => {
      if (needLogin()) return;
      const check = await discussionsApi.postingCheck().catch(() => null);
      if (!check) return;
      if (check.refusal) {
        Modal.warning({
          title: t('discussion.cannotPost'),
          content: <span data-testid="posting-refusal">{refusalText(check.refusal, i18n.language)}</span>,
          okText: t('common.confirm'),
        });
        return;
      }
      const categoryId = options.categoryId ?? categories.data?.[0]?.id;
      setTarget({
        pid: options.pid,
        categoryFixed: Boolean(options.pid),
        initial: { title: options.pid ? `[${options.pid}] ` : '', categoryId },
      });
    },
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
        title: t('discussion.deleteConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
        onOk: async () => {
          await discussionsApi.remove(d.id);
          toast.success(t('discussion.deletedSuccess'));
          onDeleted?.();
          await refresh();
        },
      }),
    like: async (d: DiscussionView) => {
      if (needLogin()) return;
      const liked = await discussionsApi.like(d.id, !d.hasLike);
      toast.success(d.hasLike ? t('discussion.cancelLikeSuccess') : t('discussion.likeSuccess'));
      queryClient.setQueriesData<DiscussionDetail>(
        { queryKey: ['discussion', 'detail', d.id] },
        (old) => old && { ...old, ...liked },
      );
      await refresh();
    },
    report: (d: DiscussionView) => {
      if (needLogin()) return;
      setReporting(d.id);
    },
    dialogs: (
      <>
        <DiscussionEditDialog
          target={target}
          categories={categories.data ?? []}
          canPin={session.isAdmin}
          onClose={() => setTarget(null)}
          onSubmit={submit}
        />
        {reporting !== null && <ReportDialog did={reporting} open onClose={() => setReporting(null)} />}
      </>
    ),
  };
}
