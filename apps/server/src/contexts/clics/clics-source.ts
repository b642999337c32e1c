import type { ClicsAccountRole } from '@judge/contract';
import type { ContestQuestionEntry } from '../community/facts.ts';
import type { ContestJudgeCase } from '../judging/facts.ts';
import type { ScoreboardsService } from '../contests/index.ts';
import type { TeamRoster } from '../contests/facts.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ContestSummary } from './contest-object.ts';
import type { JuryMessage } from './jury-messages.repo.ts';
import type { WrittenAward } from './awards.repo.ts';
import type { ContestThaw } from './thaws.repo.ts';

/** A contest as the contests context hands it to the Contest API (its board, rows, submissions, judge facts). */
export type ContestRecord = Awaited<ReturnType<ScoreboardsService['contestRecord']>>;

/** A contest announcement, which the Contest API shows as a clarification from the jury to everyone. */
export interface ContestNotice {
  id: number;
  title: string;
  content: string;
  gmtCreate: string;
}

/** An account as HTTP basic auth checks it. */
export interface AccountForAuth {
  uid: number;
  username: string;
  role: number;
  status: number;
  passwordHash: string;
}

/** A Contest API account (migration 051) as basic auth and bearer tokens check it, with the admin who made it. */
export interface ApiAccountForAuth {
  id: number;
  cid: number;
  role: ClicsAccountRole;
  username: string;
  passwordHash: string;
  maker: AccountForAuth | undefined;
}

/**
 * Everything the Contest API reads of the other contexts, handed in by the composition root through their
 * faces: the contests it may list, a contest's record and admins, its announcements and Q&A, the accounts.
 */
export interface ClicsSource {
  /** The contests to list: the public site's open ones, the reader's own, or (root) all. */
  contestList(reader: { authorUid: number | null; everything: boolean }): Promise<ContestSummary[]>;
  /** Throws NOT_FOUND for a contest that does not exist. */
  contestRecord(cid: number): Promise<ContestRecord>;
  isContestAdmin(actor: Actor, cid: number): Promise<boolean>;
  notices(cid: number): Promise<ContestNotice[]>;
  questions(cid: number): Promise<ContestQuestionEntry[]>;
  /** A team contest's teams, members and schools; null for a contest of individuals. */
  teamRoster(cid: number): Promise<TeamRoster | null>;
  /** The test case results of the contest's submissions (the runs). */
  judgeCases(cid: number): Promise<ContestJudgeCase[]>;
  /** Every language the judge knows, by name. */
  languageNames(): string[];
  findAccount(username: string): Promise<AccountForAuth | undefined>;
  /** A site account by its id (a webhook's owner). */
  findAccountByUid(uid: number): Promise<AccountForAuth | undefined>;
  /** The ids clients chose for the clarifications they PUT (admin_clar), by the clarification's id here. */
  clarificationNames(cid: number): Promise<Map<string, string>>;
  /** The ids clients chose for the submissions they PUT (admin_submit), by the submission's id here. */
  submissionNames(cid: number): Promise<Map<number, string>>;
  /** The jury's clarifications to one team (admin_clar with `to_team_ids`). */
  juryMessages(cid: number): Promise<JuryMessage[]>;
  /** The awards the contest's admins wrote through the API. */
  writtenAwards(cid: number): Promise<WrittenAward[]>;
  /** The contest's thaw through the API (carried out, or set for later), if any. */
  thawOf(cid: number): Promise<ContestThaw | null>;
  /** The first bytes of one of the site's public images by its path (a school's logo), null when it has none. */
  publicImage(path: string): Promise<Buffer | null>;
  /** One of the site's public images whole (a school's logo for a contest package), null when it has none. */
  publicImageFile(path: string): Promise<Buffer | null>;
  /**
   * A problem of the site as an ICPC problem package (a zip, for an admin's contest package), or why it has none
   * (a special judge the format cannot run as it runs here); null for a problem that is gone.
   */
  problemPackage(pid: number): Promise<{ zip: Buffer } | { unwritable: string } | null>;
  /** When the objects dated earlier than they were written were written, by backdatedKey (backdated.repo.ts). */
  backdated(cid: number): Promise<Map<string, number>>;
  /** The contest's Contest API accounts (shown in the accounts collection). */
  apiAccountsOf(cid: number): Promise<{ id: number; username: string; role: ClicsAccountRole }[]>;
  /** A Contest API account by its username or its bearer token's hash. */
  findApiAccount(key: { username: string } | { tokenHash: string }): Promise<ApiAccountForAuth | undefined>;
}
