import type { ContestProblemMessages } from './contest-problem.en-US';

/** 比赛题目与比赛提交的中文文本（比赛页签、题目页；后台的在 admin-contest.zh-CN.ts）。 */
export const contestProblemZhCN: ContestProblemMessages = {
  contestProblem: {
    tabProblems: '题目',
    tabSubmissions: '提交',
    noAccessTab: '请先在概览中报名参加比赛',
    list: {
      status: '状态',
      score: '得分',
      displayId: '#',
      title: '题目',
      ac: '通过',
      total: '提交',
      acRate: '通过率',
      empty: '比赛暂无题目',
      hiddenCount: '比赛结束后显示',
      refresh: '刷新',
    },
    nav: {
      previous: '上一题',
      next: '下一题',
      first: '已经是第一题了',
      last: '已经是最后一题了',
      notFound: '没有找到更多题目',
      unknownList: '无法确认题单，请从题目列表中进入',
    },
    backToProblems: '返回题目列表',
    ended: '比赛已结束',
    openInBank: '在题库中打开',
    openInGroup: '在团队题目中打开',
    notStarted: '比赛尚未开始',
    submittedOnly: '提交成功',
    resubmitConfirm: '比赛结束前结果不公开，且以最后一次提交为准，确定再次提交吗？',
    submissions: {
      onlyMine: '只看自己',
      allStatuses: '全部状态',
      username: '用户名',
      displayId: '题目编号',
      search: '搜索',
      refresh: '刷新',
      reset: '重置',
    },
  },
};
