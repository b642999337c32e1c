import type { RankMessages } from './rank.en-US';

/** 排名页面的中文文本（pages/rank），合并进主资源。 */
export const rankZhCN: RankMessages = {
  rank: {
    chartTitle: '前 {{count}} 名',
    user: '用户',
    nickname: '昵称',
    ac: 'AC',
    total: '总提交',
    score: '得分',
    acTotal: 'AC / 总提交',
    acRate: '通过率',
    signature: '个性签名',
    searchPlaceholder: '搜索用户名或昵称',
    empty: '暂无排名',
    totalUsers_one: '共 {{count}} 人',
    totalUsers_other: '共 {{count}} 人',
    period: {
      week: '最近一周',
      month: '最近一个月',
      threeMonths: '最近三个月',
      halfYear: '最近半年',
      year: '最近一年',
      all: '全部',
    },
  },
};
