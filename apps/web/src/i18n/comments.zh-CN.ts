import { COMMENT_LIMITS } from '@judge/contract';
import type { CommentsMessages } from './comments.en-US';

/** 评论区（components/comments）的中文文本，合并进主资源。 */
export const commentsZhCN: CommentsMessages = {
  comments: {
    title: '评论',
    total_one: '共 {{count}} 条评论',
    total_other: '共 {{count}} 条评论',
    placeholder: '说点什么吧……（支持 Markdown）',
    replyPlaceholder: '回复 @{{name}}……',
    submit: '评论',
    submitReply: '回复',
    cancel: '取消',
    emoji: '表情',
    empty: '暂无评论，快来抢沙发吧！',
    loadMore: '加载更多',
    noMore: '没有更多评论了',
    reply: '回复',
    like: '点赞',
    unlike: '取消点赞',
    delete: '删除',
    deleteCommentConfirm: '确定删除这条评论及其全部回复吗？',
    deleteReplyConfirm: '确定删除这条回复吗？',
    replyTo: '回复',
    showAllReplies: '查看全部 {{count}} 条回复',
    collapseReplies: '收起回复',
    commentSuccess: '评论成功',
    replySuccess: '回复成功',
    deleteSuccess: '删除成功',
    contentEmpty: '内容不能为空',
    contentTooLong: `内容不能超过 ${COMMENT_LIMITS.contentMax} 个字符`,
    loginFirst: '请先登录',
    muted: '您的账号已被禁言，不能评论或回复。',
    superAdmin: '超级管理员',
    admin: '管理员',
  },
};
