import type { ContestAdminMessages } from './contest-admin.en-US';

/** 比赛组织者工具的中文文本：重判页签的页面、在比赛中创建的题目、AC 代码下载。 */
export const contestAdminZhCN: ContestAdminMessages = {
  contestAdmin: {
    rejudge: {
      title: '比赛重判',
      hint: '全部重判会把本场比赛中该题的所有提交重新送去评测；评测结果和排行榜会随之更新。',
      problem: '题目',
      ac: 'AC',
      total: '总数',
      actions: '操作',
      rejudgeAll: '全部重判',
      rejudgeAllOf: '重判 {{displayId}} 的全部提交',
      confirmTitle: '确定重判题目 {{displayId}} 的全部提交吗？',
      confirm: '本场比赛中该题的所有提交都会重新评测，选手和排行榜会在结果出来后看到新的评测结果。',
      success_one: '重判成功：{{count}} 个提交已重新进入评测队列',
      success_other: '重判成功：{{count}} 个提交已重新进入评测队列',
      nothing: '题目 {{displayId}} 没有可重判的提交',
      judging: '重新评测中',
      empty: '本场比赛还没有题目',
      loadFailed: '比赛题目加载失败',
    },
    problemForm: {
      createTitle: '创建比赛题目',
      editTitle: '编辑比赛题目',
      inContest: '比赛「{{title}}」的题目',
      locked: '题目权限为比赛题目（不在公开题库中显示），题目类型跟随比赛：{{type}}。',
      displayId: '比赛展示 ID',
      displayTitle: '比赛展示标题',
      contestNotFound: '该比赛不存在',
    },
    problems: {
      create: '创建题目',
      edit: '编辑题目',
    },
    eventFeed: '导出给 ICPC 工具（CLICS 事件流）',
    acDownload: {
      action: '下载 AC 代码',
      title: '下载 AC 代码',
      hint: '「{{title}}」所有通过的提交打包为 zip（OI 比赛为每位用户每题最后一次有分数的提交）。',
      excludeAdmin: '排除比赛管理员的提交（比赛创建者和超级管理员）',
      splitType: '按以下分文件夹',
      byUser: '用户',
      byProblem: '题目',
      ok: '下载',
    },
  },
};
