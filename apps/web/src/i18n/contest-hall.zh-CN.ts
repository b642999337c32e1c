import type { ContestHallMessages } from './contest-hall.en-US';

/** 赛场（docs/contest-hall.md）的中文文本：后台设置与选手看到的提示。 */
export const contestHallZhCN: ContestHallMessages = {
  contestHall: {
    section: '赛场',
    networks: '允许的网段',
    networksHelp:
      '比赛进行期间，选手只能从这些地址进入比赛（每行一个 IPv4 或 IPv6 地址或 CIDR 网段，如 10.1.0.0/16）。留空：不限地址。比赛管理员不受限制。',
    networksPlaceholder: '10.1.0.0/16\n2001:db8:1::/48',
    networkInvalid: '{{entry}} 不是 IP 地址或 CIDR 网段',
    sessionRule: '每个账号的登录会话',
    sessionRuleHelp: '比赛进行期间，选手账号再次登录时如何处理。',
    sessionAny: '不限',
    sessionRefuse: '仅一个：拒绝再次登录',
    sessionReplace: '仅一个：新的登录使旧的下线',
    seats: 'IP 自动登录（固定座位）',
    seatsHelp:
      '每行一个座位：先写地址，再写账号。比赛进行期间，该地址的浏览器会自动登录为该账号，并视为已报名。',
    seatsPlaceholder: '10.1.2.31 team031\n10.1.2.32 team032',
    seatInvalid: '第 {{line}} 行：请先写一个 IP 地址，再写用户名',
    restrictedTag: '赛场',
    banner: '你正在参加 {{title}}：比赛结束（{{end}}）前只能访问本比赛——题目、提交、榜单、答疑与打印。',
    bannerLink: '回到比赛',
    refusedTitle: '当前地址无法进入',
    refusedText: '本比赛进行期间只能在赛场内进入，你的地址不在允许的网段中。如果你在赛场内，请联系工作人员。',
  },
};
