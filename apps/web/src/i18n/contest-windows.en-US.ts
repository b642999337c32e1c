/** English texts of per-contestant time windows (docs/contest-rules.md "Own time windows"). */
export const contestWindowsEnUS = {
  contestWindows: {
    ownWindow: 'Your own time: {{start}} – {{end}}',
    tab: 'Time windows',
    intro:
      'Give one contestant (in a team contest: the team of the account named) a start and end of its own: a late start, extra time. Its submissions are taken inside that time only, its page counts down to its own end, and the board counts its contest time from its own start.',
    username: 'Username',
    name: 'Contestant or team',
    start: 'Start',
    end: 'End',
    save: 'Set window',
    saved: 'Window of {{username}} set',
    remove: 'Remove',
    removed: 'Window of {{name}} removed',
    empty: 'Everyone plays in the contest’s own times',
  },
};
export type ContestWindowsMessages = typeof contestWindowsEnUS;
