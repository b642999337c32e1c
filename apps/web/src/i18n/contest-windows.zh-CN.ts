import type { ContestWindowsMessages } from './contest-windows.en-US';

/** 个人比赛时间段（docs/contest-rules.md “Own time windows”）的中文文本。 */
export const contestWindowsZhCN: ContestWindowsMessages = {
  contestWindows: {
    ownWindow: '你的个人比赛时间：{{start}} – {{end}}',
    tab: '个人时间',
    intro:
      '为某位选手（团队赛中为该账号所在的队伍）设置单独的开始和结束时间，例如迟到或加时。其提交只在该时间段内被接受，比赛页面倒计时到其个人结束时间，榜单从其个人开始时间计算比赛用时。',
    username: '用户名',
    name: '选手或队伍',
    start: '开始',
    end: '结束',
    save: '设置时间段',
    saved: '已设置 {{username}} 的时间段',
    remove: '移除',
    removed: '已移除 {{name}} 的时间段',
    empty: '所有选手都按比赛时间参赛',
  },
};
