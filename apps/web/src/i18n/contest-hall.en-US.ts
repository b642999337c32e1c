/** English texts of the contest hall (docs/contest-hall.md): the back office's settings and what contestants see. */
export const contestHallEnUS = {
  contestHall: {
    section: 'Contest hall',
    networks: 'Allowed networks',
    networksHelp:
      'While the contest runs, contestants reach it only from these addresses (one IPv4 or IPv6 address or CIDR range per line, such as 10.1.0.0/16). Empty: from anywhere. The contest admins are never refused.',
    networksPlaceholder: '10.1.0.0/16\n2001:db8:1::/48',
    networkInvalid: '{{entry}} is not an IP address or a CIDR range',
    sessionRule: 'Sessions per account',
    sessionRuleHelp: 'While the contest runs, what a second sign-in of a contestant does.',
    sessionAny: 'Any number',
    sessionRefuse: 'One: refuse a second sign-in',
    sessionReplace: 'One: a new sign-in signs the other out',
    seats: 'IP auto-login (fixed seats)',
    seatsHelp:
      'One seat per line: its address, then the account. While the contest runs, a browser at that address is signed in as the account, which counts as registered.',
    seatsPlaceholder: '10.1.2.31 team031\n10.1.2.32 team032',
    seatInvalid: 'Line {{line}}: write one IP address, then a username',
    restrictedTag: 'Contest hall',
    banner:
      'You are taking part in {{title}}: until it ends ({{end}}) only the contest is open — its problems, submissions, board, Q&A and printing.',
    bannerLink: 'Back to the contest',
    refusedTitle: 'Not from this address',
    refusedText:
      'This contest can only be entered from the contest hall while it runs, and your address is not one of its allowed networks. If you are in the hall, ask the organisers.',
  },
};
export type ContestHallMessages = typeof contestHallEnUS;
