/** English texts of the message center (pages/message), merged into the main resources. */
export const messageEnUS = {
  message: {
    title: 'Message Center',
    tabs: {
      discuss: 'Comments',
      reply: 'Replies',
      like: 'Likes',
      sys: 'System',
      mine: 'My Messages',
    },
    commentedDiscussion: 'commented on your discussion',
    repliedComment: 'replied to your comment in',
    repliedReply: 'replied to your reply in',
    likedComment: 'liked your comment in',
    likedDiscussion: 'liked your discussion',
    sourceDeleted: '(the discussion was deleted)',
    quoteDeleted: '(deleted)',
    deletedUser: '(deleted user)',
    unread: 'New',
    delete: 'Delete',
    deleteConfirm: 'Delete this message?',
    clean: 'Clear all',
    cleanConfirm: 'Delete every message under “{{tab}}”?',
    cleaned: 'Cleared successfully',
    empty: 'No messages yet',
    total: '{{count}} in total',
  },
};
export type MessageMessages = typeof messageEnUS;
