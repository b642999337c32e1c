import type { MessageListKey, MessageType, MessageView } from '@judge/contract';
import { MESSAGE_PATHS } from '../../components/shell/navigation';

/** The five tabs of the message center (spec 2 §2.13): route, list call, clean type and label key. */
export interface MessageTab {
  /** Key of MESSAGE_PATHS and of the tab's label (message.tabs.*). */
  key: keyof typeof MESSAGE_PATHS;
  /** GET /api/msg/{list}, also the unread counter's name. */
  list: MessageListKey;
  type: MessageType;
  path: string;
}

export const MESSAGE_TABS: readonly MessageTab[] = [
  { key: 'discuss', list: 'comment', type: 'Discuss', path: MESSAGE_PATHS.discuss },
  { key: 'reply', list: 'reply', type: 'Reply', path: MESSAGE_PATHS.reply },
  { key: 'like', list: 'like', type: 'Like', path: MESSAGE_PATHS.like },
  { key: 'sys', list: 'sys', type: 'Sys', path: MESSAGE_PATHS.sys },
  { key: 'mine', list: 'mine', type: 'Mine', path: MESSAGE_PATHS.mine },
];

export const tabOf = (key: MessageTab['key']) => MESSAGE_TABS.find((tab) => tab.key === key)!;

/** The tab an address belongs to (the first one for /message itself). */
export const tabOfPath = (pathname: string) =>
  MESSAGE_TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`)) ?? MESSAGE_TABS[0];

type ActionKey =
  | 'message.commentedDiscussion'
  | 'message.repliedComment'
  | 'message.repliedReply'
  | 'message.likedComment'
  | 'message.likedDiscussion';

/** What the sender did, from the reminder's action and what it quotes. */
export function actionKey(message: Pick<MessageView, 'action' | 'quoteType'>): ActionKey {
  if (message.action === 'Discuss') return 'message.commentedDiscussion';
  if (message.action === 'Reply')
    return message.quoteType === 'Reply' ? 'message.repliedReply' : 'message.repliedComment';
  return message.quoteType ? 'message.likedComment' : 'message.likedDiscussion';
}
