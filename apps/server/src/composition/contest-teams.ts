import type { Db } from '../db/database.ts';
import type { AdminUsersService } from '../contexts/accounts/index.ts';
import type { ContestGate } from '../contexts/contests/policy.ts';
import { contestTeamsDeps, logoUploads } from '../contexts/contests/index.ts';
import type { SharedRepos } from '../composition.ts';

/**
 * Team contests (docs/contest-teams.md): the teams' operations ask the contest gate who may, and the accounts
 * context's user import to make generated accounts (one transaction for all of a batch's accounts).
 */
export function buildContestTeams(parts: {
  db: Db;
  repos: SharedRepos;
  contestGate: ContestGate;
  adminUsers: AdminUsersService;
  dataDir: string;
}) {
  const { db, repos, contestGate, adminUsers, dataDir } = parts;
  const deps = contestTeamsDeps(db, {
    gate: contestGate,
    accounts: {
      async createAccounts(accounts) {
        const rows = accounts.map((account) => [account.username, account.password, account.school]);
        if (rows.length > 0) await adminUsers.importRows(rows, ['username', 'password', 'school']);
      },
      async takenUsernames(usernames) {
        const found = await Promise.all(usernames.map((name) => repos.accounts.findByUsername(name)));
        return new Set(found.flatMap((user) => (user ? [user.username.toLowerCase()] : [])));
      },
    },
  });
  return { deps, uploads: logoUploads(dataDir) };
}
