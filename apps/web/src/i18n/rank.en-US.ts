/** English texts of the public rankings (pages/rank), merged into the main resources. */
export const rankEnUS = {
  rank: {
    chartTitle: 'Top {{count}}',
    user: 'User',
    nickname: 'Nickname',
    ac: 'AC',
    total: 'Total',
    score: 'Score',
    acTotal: 'AC / Total',
    acRate: 'AC Rate',
    signature: 'Signature',
    searchPlaceholder: 'Search username or nickname',
    empty: 'No one is ranked yet',
    totalUsers_one: '{{count}} user',
    totalUsers_other: '{{count}} users',
    period: {
      week: 'Last week',
      month: 'Last month',
      threeMonths: 'Last 3 months',
      halfYear: 'Last half year',
      year: 'Last year',
      all: 'All',
    },
  },
};
export type RankMessages = typeof rankEnUS;
