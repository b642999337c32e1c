import type { MessageListKey, MessageType, MessageView, NoticeView, Page } from '@judge/contract';
import { request } from './request';

/** The message center's calls (docs/api.md "Messages"). Listing a page marks its rows read on the server. */
export const messagesApi = {
  reminders: (key: 'comment' | 'reply' | 'like', currentPage: number, limit: number) =>
    request<Page<MessageView>>(`/api/msg/${key}`, { params: { currentPage, limit } }),
  notices: (key: 'sys' | 'mine', currentPage: number, limit: number) =>
    request<Page<NoticeView>>(`/api/msg/${key}`, { params: { currentPage, limit } }),
  /** One message (id) or every message of the type. */
  clean: (type: MessageType, id?: number) =>
    request<null>('/api/msg/clean', { method: 'DELETE', params: { type, id } }),
};

/** A list's cache key; the session's token keeps one account's messages from showing to the next. */
export const messageListKey = (key: MessageListKey, token: string | null, currentPage: number) =>
  ['messages', key, token, currentPage] as const;
/** The nav's unread counts (components/shell/useUnreadCounts): refreshed after a list is read or cleaned. */
export const UNREAD_QUERY_KEY = ['unread'] as const;
