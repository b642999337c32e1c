import type { ClicsAccountsMessages } from './clics-accounts.en-US';

/** 比赛的 Contest API 账号（docs/clics.md “API accounts”）的中文文本。 */
export const clicsAccountsZhCN: ClicsAccountsMessages = {
  clicsAccounts: {
    tab: 'API 账号',
    intro:
      '供 ICPC 工具（滚榜程序、Contest Data Server、展示与气球客户端）通过 Contest API（{{url}}）读取本比赛的账号。管理员账号可读取全部内容并可修改比赛；分析员账号可读取全部内容（包括封榜后的结果），但不能修改任何内容；代理账号（分赛场各队共用的转发机器）只能读取公开内容，并可代其指定的队伍提交代码和向裁判提问。账号可用用户名和密码（HTTP Basic 认证）或令牌（Authorization: Bearer）登录。',
    username: '用户名',
    role: '角色',
    roles: { admin: '管理员', analyst: '分析员', proxy: '队伍代理' },
    createdBy: '创建者',
    createdAt: '创建时间',
    create: '创建账号',
    revoke: '吊销',
    revokeConfirm: '确定吊销 {{username}}？使用它的工具将立即被拒绝。',
    revoked: '已吊销 {{username}}',
    createdTitle: '已创建账号 {{username}}',
    onceWarning: '密码和令牌只显示这一次，请立即复制到工具的配置中。',
    hide: '已复制，关闭',
    password: '密码',
    token: '令牌',
    baseUrl: '基础地址',
    empty: '暂无 API 账号',
  },
};
