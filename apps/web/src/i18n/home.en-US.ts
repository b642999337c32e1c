/** English texts of the home page, the announcement panel (their back-office pages' are admin-home.en-US.ts). */
export const homeEnUS = {
  announcement: {
    title: 'Announcements',
    refresh: 'Refresh',
    empty: 'No announcements',
    unknownAuthor: 'Deleted user',
    close: 'Close',
  },
  homePage: {
    carouselImage: 'Home picture {{index}}',
    recentProblems: 'Latest Problems',
    noProblems: 'No problems yet',
    acRank: 'Recent 7-day AC Rank',
    noAcRank: 'Nobody has solved a problem in the last 7 days',
    acCount_one: '{{count}} AC',
    acCount_other: '{{count}} AC',
    timers: 'Countdown',
    timerLeft: '{{days}} d {{time}}',
  },
};
export type HomeMessages = typeof homeEnUS;
