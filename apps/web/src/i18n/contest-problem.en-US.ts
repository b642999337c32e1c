/** English texts of the contest problems and submissions (public tabs, problem page; the back office's are admin-contest.en-US.ts). */
export const contestProblemEnUS = {
  contestProblem: {
    tabProblems: 'Problems',
    tabSubmissions: 'Submissions',
    noAccessTab: 'Register for the contest on the overview first',
    list: {
      status: 'Status',
      score: 'Score',
      displayId: '#',
      title: 'Title',
      ac: 'AC',
      total: 'Total',
      acRate: 'AC rate',
      empty: 'No problems in this contest yet',
      hiddenCount: 'Shown after the contest',
      refresh: 'Refresh',
    },
    nav: {
      previous: 'Previous',
      next: 'Next',
      first: 'This is already the first problem',
      last: 'This is already the last problem',
      notFound: 'No more problems found',
      unknownList: 'Cannot determine the problem set, please enter from the problem list',
    },
    backToProblems: 'Back to problems',
    ended: 'Contest has ended',
    openInBank: 'Open in the problem bank',
    openInGroup: "Open in the group's problems",
    notStarted: 'The contest has not started yet',
    submittedOnly: 'Submitted successfully',
    resubmitConfirm:
      'Results stay hidden until the contest ends and your latest submission counts. Submit again?',
    submissions: {
      onlyMine: 'Only mine',
      allStatuses: 'All statuses',
      username: 'Username',
      displayId: 'Problem #',
      search: 'Search',
      refresh: 'Refresh',
      reset: 'Reset',
    },
  },
};

export type ContestProblemMessages = typeof contestProblemEnUS;
