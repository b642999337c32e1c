/** English texts of the scroll board: the contest's setup tab and the projector page /scrollBoard. */
export const scrollBoardEnUS = {
  scrollBoard: {
    tab: 'Scroll Board',
    tries_one: '{{count}} try',
    tries_other: '{{count}} tries',
    setup: {
      title: 'Scroll Board Setup',
      contestId: 'Contest ID',
      gold: 'Gold medals',
      silver: 'Silver medals',
      bronze: 'Bronze medals',
      removeStar: 'Leave out star users',
      start: 'Start rolling',
      confirmNotEnded: 'The contest has not ended yet. Start the scroll board anyway?',
      countRequired: 'Enter a number of medals',
      fromAwards: 'Proposed from the contest’s award rows, over {{count}} ranked participants.',
      fromShare:
        'Proposed: 10 %, 20 % and 30 % of the {{count}} ranked participants, rounded down (the contest gives no awards).',
      sealed:
        'The board has been frozen since {{time}}: the scroll board starts from the frozen board and reveals the hidden results from the bottom up.',
      sealNotBegun:
        'The board freezes at {{time}}: until then nothing is hidden and the scroll board starts on the final standings.',
      noSeal: 'This contest has no seal: the scroll board starts on the final standings.',
      newWindow:
        'It opens in a new window for the projector: press F there for full screen, Space for each step, ? for help.',
      loadFailed: 'The scroll board could not be prepared',
    },
    page: {
      title: 'Scroll Board',
      frozenSince: 'Frozen since {{time}}',
      revealing: 'Revealed {{done}} of {{total}}',
      final: 'Final standings',
      noSeal: 'Final standings (no seal)',
      autoPlay: 'Auto play',
      star: 'Unofficial participant',
      empty: 'No one is on the board.',
      loading: 'Loading the board…',
      column: { rank: 'Rank', team: 'Team', solved: 'Solved', penalty: 'Penalty' },
      medal: { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' },
      hint: 'Space: next   A: auto play   F: full screen   ?: help',
      help: {
        title: 'Keys',
        nextKeys: 'Space, Enter, →',
        next: 'Reveal the next result',
        auto: 'Start or stop auto play',
        fullScreen: 'Full screen on or off',
        escape: 'Leave full screen, close this help',
        help: 'Show or hide this help',
      },
      error: {
        address: 'This address names no contest: open the scroll board from the contest’s Scroll Board tab.',
        forbidden: 'Only the contest’s admins may open its scroll board.',
        notFound: 'The contest does not exist.',
        notAcm: 'The scroll board is for ACM contests only.',
        failed: 'The board could not be loaded.',
      },
    },
  },
};

export type ScrollBoardMessages = typeof scrollBoardEnUS;
