/** English texts of the contest's Contest API accounts (docs/clics.md "API accounts"). */
export const clicsAccountsEnUS = {
  clicsAccounts: {
    tab: 'API accounts',
    intro:
      'Accounts for ICPC tools (resolver, Contest Data Server, presentation and balloon clients) reading this contest through the Contest API at {{url}}. An admin account reads everything and may change the contest; an analyst account reads everything, frozen results included, and changes nothing; a proxy account (a satellite site’s machine shared by its teams) reads what the public reads and submits and asks the jury for the teams it names. Each signs in with its username and password (HTTP basic auth) or its token (Authorization: Bearer).',
    username: 'Username',
    role: 'Role',
    roles: { admin: 'Admin', analyst: 'Analyst', proxy: 'Team proxy' },
    createdBy: 'Made by',
    createdAt: 'Made at',
    create: 'Make account',
    revoke: 'Revoke',
    revokeConfirm: 'Revoke {{username}}? Tools using it are refused at once.',
    revoked: '{{username}} revoked',
    createdTitle: 'Account {{username}} made',
    onceWarning: 'The password and the token are shown only now: copy them into the tool’s configuration.',
    hide: 'I have copied them',
    password: 'Password',
    token: 'Token',
    baseUrl: 'Base URL',
    empty: 'No API accounts yet',
  },
};
export type ClicsAccountsMessages = typeof clicsAccountsEnUS;
