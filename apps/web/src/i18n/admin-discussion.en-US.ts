/** English texts of the back office's discussion moderation (the back office's chunk, bundle-admin.en-US.ts). */
export const adminDiscussionEnUS = {
  adminDiscussion: {
    menu: 'Discussion',
    listTitle: 'Discussions',
    reportsTitle: 'Reports',
    id: 'ID',
    title: 'Title',
    author: 'Author',
    problem: 'Problem',
    category: 'Category',
    created: 'Created',
    pinned: 'Pinned',
    status: 'Status',
    normal: 'Normal',
    disabled: 'Disabled',
    actions: 'Actions',
    allStatus: 'All',
    search: 'Search title, summary or author',
    deleteConfirm: 'Delete this discussion? Its comments and reports go with it.',
    reporter: 'Reporter',
    reason: 'Reason',
    tags: 'Tags',
    handled: 'Handled',
    waiting: 'Waiting',
    discussion: 'Discussion',
    reportedAt: 'Reported',
    open: 'Open',
  },
};

export type AdminDiscussionMessages = typeof adminDiscussionEnUS;
