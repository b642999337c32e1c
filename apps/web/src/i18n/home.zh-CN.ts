import type { HomeMessages } from './home.en-US';

/** 首页与公告面板的中文文本（其后台页面的在 admin-home.zh-CN.ts）。 */
export const homeZhCN: HomeMessages = {
  announcement: {
    title: '公告',
    refresh: '刷新',
    empty: '暂无公告',
    unknownAuthor: '已注销用户',
    close: '关闭',
  },
  homePage: {
    carouselImage: '首页图片 {{index}}',
    recentProblems: '最新题目',
    noProblems: '暂无题目',
    acRank: '最近一周过题排行',
    noAcRank: '最近 7 天还没有人通过题目',
    acCount_one: '{{count}} 题',
    acCount_other: '{{count}} 题',
    timers: '倒计时',
    timerLeft: '{{days}} 天 {{time}}',
  },
};
