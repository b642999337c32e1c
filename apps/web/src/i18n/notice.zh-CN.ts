import type { NoticeMessages } from './notice.en-US';

/** 后台系统通知页面的中文文本（pages/admin/notices）。 */
export const noticeZhCN: NoticeMessages = {
  adminNotice: {
    menu: '系统通知',
    title: '系统通知',
    create: '创建通知',
    edit: '编辑通知',
    noticeTitle: '标题',
    content: '内容',
    recipients: '接收者',
    type: {
      All: '全部用户',
      Admin: '管理员',
      Designated: '指定用户',
    },
    allTypes: '全部接收者',
    usernames: '用户名',
    usernamesHint: '输入用户名后按回车；可粘贴多个，用逗号或空格分隔。',
    pushed: '已推送',
    pushState: '推送状态',
    notPushed: '整点推送',
    delivered: '已送达',
    author: '发布者',
    createTime: '创建时间',
    actions: '操作',
    pushOnSave: '保存时推送',
    pushOnSaveHint:
      '开启：立即送达每位接收者的系统消息。关闭：在下一个整点送达。送达之后注册的用户不会收到。',
    pushedHint: '已推送：接收者不可再改；修改标题和内容会同步到已送达的消息。',
    pushNow: '立即推送',
    pushConfirm: '现在把这条通知推送给接收者？',
    pushSuccess: '已推送给 {{count}} 位用户',
    saveSuccess: '保存成功',
    deleteConfirm: '删除这条通知？已送达用户的消息也会一并删除。',
    titleRequired: '请输入标题',
    contentRequired: '请输入内容',
    usernamesRequired: '请至少指定一位用户',
    total: '共 {{total}} 条通知',
    empty: '暂无通知',
  },
};
