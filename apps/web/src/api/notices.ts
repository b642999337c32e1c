import type {
  NoticeBody,
  NoticeRecipientType,
  NoticeSaveResult,
  NoticeUpdateBody,
  Page,
  SysNotice,
} from '@judge/contract';
import { request } from './request';

/** The super admin's system notifications (docs/api.md "System notifications"). */
export const noticesApi = {
  list: (currentPage: number, limit: number, type?: NoticeRecipientType) =>
    request<Page<SysNotice>>('/api/admin/msg/notice', { params: { currentPage, limit, type } }),
  /** Saves a new notice; with `push` it is delivered at once. */
  create: (body: NoticeBody) => request<NoticeSaveResult>('/api/admin/msg/notice', { method: 'POST', body }),
  /** Saves a notice; `push: true` on an unpushed one delivers it ("push now"). */
  update: (body: NoticeUpdateBody) =>
    request<NoticeSaveResult>('/api/admin/msg/notice', { method: 'PUT', body }),
  /** Deletes the notice and every delivered copy. */
  remove: (id: number) => request<null>('/api/admin/msg/notice', { method: 'DELETE', params: { id } }),
};

export const noticeListKey = (currentPage: number, type?: NoticeRecipientType) =>
  ['admin', 'notices', currentPage, type ?? 'any'] as const;
