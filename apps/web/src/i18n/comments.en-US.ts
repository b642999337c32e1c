import { COMMENT_LIMITS } from '@judge/contract';

/** English texts of the comment area (components/comments), merged into the main resources. */
export const commentsEnUS = {
  comments: {
    title: 'Comments',
    total_one: '{{count}} comment',
    total_other: '{{count}} comments',
    placeholder: 'Say something… (Markdown supported)',
    replyPlaceholder: 'Reply to @{{name}}…',
    submit: 'Comment',
    submitReply: 'Reply',
    cancel: 'Cancel',
    emoji: 'Emoji',
    empty: 'No comments yet. Be the first!',
    loadMore: 'Load More',
    noMore: 'No more comments',
    reply: 'Reply',
    like: 'Like',
    unlike: 'Unlike',
    delete: 'Delete',
    deleteCommentConfirm: 'Delete this comment and all its replies?',
    deleteReplyConfirm: 'Delete this reply?',
    replyTo: 'reply to',
    showAllReplies: 'Show all {{count}} replies',
    collapseReplies: 'Collapse replies',
    commentSuccess: 'Comment posted',
    replySuccess: 'Reply posted',
    deleteSuccess: 'Deleted',
    contentEmpty: 'Content cannot be empty',
    contentTooLong: `Content can not exceed ${COMMENT_LIMITS.contentMax} characters`,
    loginFirst: 'Please log in first',
    muted: 'Your account may not comment or reply.',
    superAdmin: 'Super Administrator',
    admin: 'Administrator',
  },
};
export type CommentsMessages = typeof commentsEnUS;
