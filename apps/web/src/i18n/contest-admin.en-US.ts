/** English texts of a contest organiser's tools: the Rejudge tab's page, problems made in a contest, the AC download. */
export const contestAdminEnUS = {
  contestAdmin: {
    rejudge: {
      title: 'Contest Rejudge',
      hint: 'Rejudge All sends every submission of a problem in this contest back to the judge; verdicts and the scoreboard change as they come back.',
      problem: 'Problem',
      ac: 'AC',
      total: 'Total',
      actions: 'Option',
      rejudgeAll: 'Rejudge All',
      rejudgeAllOf: 'Rejudge all submissions of {{displayId}}',
      confirmTitle: 'Rejudge every submission of problem {{displayId}}?',
      confirm:
        'Every submission of this problem in the contest goes back to the judge. Contestants and the scoreboard see the new verdicts as they come.',
      success_one: '{{count}} submission is back in the queue',
      success_other: '{{count}} submissions are back in the queue',
      nothing: 'Problem {{displayId}} has no submissions to rejudge',
      judging: 'Judging again',
      empty: 'This contest has no problems',
      loadFailed: 'The contest problems could not be loaded',
    },
    problemForm: {
      createTitle: 'Create a contest problem',
      editTitle: 'Edit a contest problem',
      inContest: 'A problem of the contest “{{title}}”',
      locked:
        'Its auth is Contest (it stays out of the problem bank) and its type follows the contest: {{type}}.',
      displayId: 'Contest display ID',
      displayTitle: 'Contest display title',
      contestNotFound: 'The contest does not exist',
    },
    problems: {
      create: 'Create a problem',
      edit: 'Edit the problem',
    },
    eventFeed: 'Export for ICPC tools (CLICS event feed)',
    acDownload: {
      action: 'Download accepted code',
      title: 'Download accepted code',
      hint: 'A zip of every accepted submission of “{{title}}” (in OI contests, each user’s latest scored one per problem).',
      excludeAdmin: 'Leave out the contest admins’ submissions (the author and super admins)',
      splitType: 'One folder per',
      byUser: 'User',
      byProblem: 'Problem',
      ok: 'Download',
    },
  },
};
export type ContestAdminMessages = typeof contestAdminEnUS;
