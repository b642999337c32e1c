import type { AdminDiscussionMessages } from './admin-discussion.en-US';

/** Chinese texts of the back office's discussion moderation (the back office's chunk, bundle-admin.zh-CN.ts). */
export const adminDiscussionZhCN: AdminDiscussionMessages = {
  adminDiscussion: {
    menu: '讨论管理',
    listTitle: '讨论列表',
    reportsTitle: '举报列表',
    id: 'ID',
    title: '标题',
    author: '作者',
    problem: '题目',
    category: '分类',
    created: '发布时间',
    pinned: '置顶',
    status: '状态',
    normal: '正常',
    disabled: '禁用',
    actions: '操作',
    allStatus: '全部',
    search: '搜索标题、简介或作者',
    deleteConfirm: '确定删除这篇讨论吗？其评论与举报会一并删除。',
    reporter: '举报人',
    reason: '原因',
    tags: '标签',
    handled: '已处理',
    waiting: '待处理',
    discussion: '讨论',
    reportedAt: '举报时间',
    open: '查看',
  },
};
