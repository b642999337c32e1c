import type { MessageMessages } from './message.en-US';

/** 消息中心（pages/message）的中文文本，合并进主资源。 */
export const messageZhCN: MessageMessages = {
  message: {
    title: '消息中心',
    tabs: {
      discuss: '评论我的',
      reply: '回复我的',
      like: '收到的赞',
      sys: '系统通知',
      mine: '我的消息',
    },
    commentedDiscussion: '评论了你的讨论',
    repliedComment: '回复了你的评论，在',
    repliedReply: '回复了你的回复，在',
    likedComment: '赞了你的评论，在',
    likedDiscussion: '赞了你的讨论',
    sourceDeleted: '（该讨论已被删除）',
    quoteDeleted: '（已删除）',
    deletedUser: '（已注销用户）',
    unread: '新',
    delete: '删除',
    deleteConfirm: '确定删除这条消息吗？',
    clean: '清空',
    cleanConfirm: '确定删除“{{tab}}”下的全部消息吗？',
    cleaned: '清空成功',
    empty: '暂无消息',
    total: '共 {{count}} 条',
  },
};
