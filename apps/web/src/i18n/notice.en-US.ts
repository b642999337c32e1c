/** English texts of the back office's system notifications (pages/admin/notices). */
export const noticeEnUS = {
  adminNotice: {
    menu: 'Notifications',
    title: 'System Notifications',
    create: 'Create Notification',
    edit: 'Edit Notification',
    noticeTitle: 'Title',
    content: 'Content',
    recipients: 'Recipients',
    type: {
      All: 'All users',
      Admin: 'Admins',
      Designated: 'Designated users',
    },
    allTypes: 'All recipients',
    usernames: 'Usernames',
    usernamesHint: 'Type a username and press Enter; several may be pasted separated by commas or spaces.',
    pushed: 'Pushed',
    pushState: 'Push state',
    notPushed: 'Goes out on the hour',
    delivered: 'Delivered',
    author: 'Author',
    createTime: 'Created',
    actions: 'Actions',
    pushOnSave: 'Push on save',
    pushOnSaveHint:
      'On: delivered now to every recipient’s System messages. Off: delivered on the next full hour. Users who register after the delivery do not get it.',
    pushedHint:
      'Already pushed: the recipients are fixed; a new title and content also change the delivered copies.',
    pushNow: 'Push now',
    pushConfirm: 'Push this notification to its recipients now?',
    pushSuccess: 'Pushed to {{count}} users',
    saveSuccess: 'Saved',
    deleteConfirm: 'Delete this notification? Every delivered copy is removed from the users’ messages too.',
    titleRequired: 'Please enter the title',
    contentRequired: 'Please enter the content',
    usernamesRequired: 'Name at least one user',
    total: '{{total}} notifications',
    empty: 'No notifications yet',
  },
};
export type NoticeMessages = typeof noticeEnUS;
