import { Avatar, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PAGE_SIZES, type MessageView, type NoticeView } from '@judge/contract';
import { messagesApi } from '../../api/messages';
import { userHomeLink } from '../../components/comments/CommentAuthor';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { Markdown } from '../../components/markdown/Markdown';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { DeleteMessage, MessageList } from './MessageList';
import { actionKey, tabOf, type MessageTab } from './message-tabs';
import { useMessagePage } from './useMessagePage';

function UnreadTag({ state }: { state: number }) {
  const { t } = useTranslation();
  return state ? null : (
    <Tag color="red" className="message-unread" data-testid="message-unread">
      {t('message.unread')}
    </Tag>
  );
}

function ReminderItem({
  message,
  onDelete,
}: {
  message: MessageView;
  onDelete: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const sender = message.senderUsername;
  // Discuss and Reply show what was written; a Reply also what it answers; a Like of a comment shows the comment.
  const written = message.action === 'Like' ? null : message.sourceContent;
  const quoted = message.quoteType ? (message.quoteContent ?? t('message.quoteDeleted')) : null;
  return (
    <li
      className={`message-item${message.state ? '' : ' message-item--unread'}`}
      data-testid={`message-item-${message.id}`}
    >
      {sender ? (
        <Link to={userHomeLink(sender)} className="message-item__avatar" tabIndex={-1}>
          <Avatar size={mobile ? 32 : 40} src={message.senderAvatar || undefined} icon={<UserOutlined />} />
        </Link>
      ) : (
        <Avatar className="message-item__avatar" size={mobile ? 32 : 40} icon={<UserOutlined />} />
      )}
      <div className="message-item__main">
        <div className="message-item__head">
          <span className="message-item__what">
            {sender ? (
              <Link to={userHomeLink(sender)} className="message-item__sender" data-testid="message-sender">
                {sender}
              </Link>
            ) : (
              <span className="message-item__sender">{t('message.deletedUser')}</span>
            )}{' '}
            <span className="message-item__action">{t(actionKey(message))}</span>{' '}
            {message.sourceTitle !== null && message.url ? (
              <Link to={message.url} className="message-item__source" data-testid="message-source">
                {message.sourceTitle}
              </Link>
            ) : (
              <span className="message-item__source message-item__source--gone">
                {message.action === 'Like' && !message.quoteType && message.sourceContent
                  ? `${message.sourceContent} `
                  : ''}
                {t('message.sourceDeleted')}
              </span>
            )}
          </span>
          <UnreadTag state={message.state} />
        </div>
        {written && <Markdown className="message-item__content">{written}</Markdown>}
        {quoted && <Markdown className="message-item__quote">{quoted}</Markdown>}
        <div className="message-item__foot">
          <LocalTime value={message.gmtCreate} format="YYYY-MM-DD HH:mm" />
          <DeleteMessage id={message.id} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}

function NoticeItem({ notice, onDelete }: { notice: NoticeView; onDelete: (id: number) => Promise<void> }) {
  return (
    <li
      className={`message-item message-notice${notice.state ? '' : ' message-item--unread'}`}
      data-testid={`message-item-${notice.id}`}
    >
      <div className="message-item__main">
        <div className="message-item__head">
          <span className="message-notice__title">{notice.title}</span>
          <UnreadTag state={notice.state} />
        </div>
        <Markdown className="message-notice__content">{notice.content}</Markdown>
        <div className="message-item__foot">
          <LocalTime value={notice.gmtCreate} format="YYYY-MM-DD HH:mm" />
          <DeleteMessage id={notice.id} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}

function ReminderTab({ tab }: { tab: MessageTab & { list: 'comment' | 'reply' | 'like' } }) {
  const size = MESSAGE_PAGE_SIZES.reminder;
  const page = useMessagePage<MessageView>(tab, size, (current) =>
    messagesApi.reminders(tab.list, current, size),
  );
  return (
    <MessageList
      tab={tab}
      page={page}
      renderItem={(message) => <ReminderItem key={message.id} message={message} onDelete={page.remove} />}
    />
  );
}

function NoticeTab({ tab }: { tab: MessageTab & { list: 'sys' | 'mine' } }) {
  const size = MESSAGE_PAGE_SIZES.notice;
  const page = useMessagePage<NoticeView>(tab, size, (current) =>
    messagesApi.notices(tab.list, current, size),
  );
  return (
    <MessageList
      tab={tab}
      page={page}
      renderItem={(notice) => <NoticeItem key={notice.id} notice={notice} onDelete={page.remove} />}
    />
  );
}

const reminderTab = (key: 'discuss' | 'reply' | 'like') =>
  tabOf(key) as MessageTab & { list: 'comment' | 'reply' | 'like' };
const noticeTab = (key: 'sys' | 'mine') => tabOf(key) as MessageTab & { list: 'sys' | 'mine' };

/** /message/discuss: comments on my discussions. */
export const DiscussMsg = () => <ReminderTab key="discuss" tab={reminderTab('discuss')} />;
/** /message/reply: replies to my comments and replies. */
export const ReplyMsg = () => <ReminderTab key="reply" tab={reminderTab('reply')} />;
/** /message/like: likes of my discussions and comments. */
export const LikeMsg = () => <ReminderTab key="like" tab={reminderTab('like')} />;
/** /message/sys: the site's notices. */
export const SysMsg = () => <NoticeTab key="sys" tab={noticeTab('sys')} />;
/** /message/mine: notices about me. */
export const MineMsg = () => <NoticeTab key="mine" tab={noticeTab('mine')} />;
