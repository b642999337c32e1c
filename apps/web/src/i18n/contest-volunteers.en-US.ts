/** English texts of balloon and print volunteers (docs/contest-volunteers.md). */
export const contestVolunteersEnUS = {
  contestVolunteers: {
    tab: 'Volunteers',
    intro:
      'Volunteers run this contest’s balloons and prints: they see the balloon and print queues with each team’s seat and room, claim a delivery and mark it done, and nothing else of the contest’s admin area. Removing one takes the duty away at once.',
    username: 'Username',
    realname: 'Real name',
    since: 'Since',
    add: 'Add volunteer',
    added: '{{username}} is now a volunteer',
    remove: 'Remove',
    removeConfirm:
      'Take the volunteer duty away from {{username}}? What it claimed and has not delivered goes back to the queue.',
    removed: '{{username}} removed',
    empty: 'No volunteers yet',
    nav: 'Deliveries',
    pageTitle: 'Balloon and print deliveries',
    pageIntro:
      'The balloon and print queues of the contests you volunteer for. Claim a delivery before you go, mark it done when it is handed over.',
    contest: 'Contest',
    none: 'You volunteer for no contest.',
    balloons: 'Balloons',
    prints: 'Prints',
    sentAt: 'Sent at',
    claim: 'Claim',
    release: 'Release',
    done: 'Delivered',
    state: 'Delivery',
    open: 'Waiting',
    claimedBy: 'Claimed by {{username}}',
    claimedByMe: 'Claimed by you',
    delivered: 'Delivered',
    doneBy: 'Delivered by {{username}}',
    balloonsEmpty: 'No balloons yet',
    printsEmpty: 'No prints yet',
    autoRefresh: 'Auto refresh',
    loadFailed: 'The queue could not be loaded.',
    total: '{{count}} in all',
  },
};
export type ContestVolunteersMessages = typeof contestVolunteersEnUS;
