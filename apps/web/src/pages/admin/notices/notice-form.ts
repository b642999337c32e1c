import type { NoticeBody, NoticeRecipientType, SysNotice } from '@judge/contract';

/** What the notice dialog edits. */
export interface NoticeFormValues {
  title: string;
  content: string;
  type: NoticeRecipientType;
  recipients: string[];
  push: boolean;
}

/** The usernames typed or pasted into the tags field: split at spaces and commas (also the full-width one), once each. */
export const splitNames = (names: string[]): string[] => [
  ...new Set(names.flatMap((name) => name.split(/[\s,，]+/)).filter(Boolean)),
];

/** The dialog's starting values: the notice's own, or an empty one for all users, not pushed. */
export const noticeFormValues = (row: SysNotice | null): NoticeFormValues => ({
  title: row?.title ?? '',
  content: row?.content ?? '',
  type: row?.type ?? 'All',
  recipients: row?.recipients ?? [],
  push: false,
});

/** The body of POST/PUT: usernames only for a Designated notice. */
export const noticeBodyOf = (values: NoticeFormValues): NoticeBody => ({
  title: values.title.trim(),
  content: values.content,
  type: values.type,
  recipients: values.type === 'Designated' ? values.recipients : [],
  push: values.push,
});

/** The "push now" body: the stored notice as it is, with push on. */
export const pushNowBody = (row: SysNotice) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  type: row.type,
  recipients: row.recipients,
  push: true,
});
