// The Contest API's wiring (issue 22), split from the composition root: what the API reads of the other contexts
// and what its writes ask of them, each through the operations those contexts offer. Built by composeServer.
import {
  ANNOUNCEMENT_STATUS,
  contestSaveBody,
  contestUpdateBody,
  type AdminContestView,
  type ClicsAccountRole,
  isRoleId,
  isRoot,
  USER_STATUS,
} from '@judge/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import type { SharedRepos } from '../composition.ts';
import type { createCommentsService } from '../contexts/community/index.ts';
import { createContestQuestionsReader, createReplyDating } from '../contexts/community/facts.ts';
import { sendMineNotices } from '../contexts/community/index.ts';
import {
  createAnnouncement,
  createContestApiListing,
  type ContestProblemsService,
  type ContestsService,
  type ScoreboardsService,
} from '../contexts/contests/index.ts';
import type { ContestGate } from '../contexts/contests/policy.ts';
import { createAnnouncementDating, createTeamRoster } from '../contexts/contests/facts.ts';
import {
  createIcpcPackageExport,
  unpackPackage,
  type createIcpcImporter,
} from '../contexts/problems/index.ts';
import { readZip } from '../contexts/problems/facts.ts';
import type { AdminUsersService } from '../contexts/accounts/index.ts';
import { languageCatalogue, sourceFileName } from '../contexts/platform/facts.ts';
import { PUBLIC_IMG_PREFIX } from '../contexts/platform/index.ts';
import {
  createContestJudgeCases,
  createForwardedMoment,
  createSubmissionCode,
} from '../contexts/judging/facts.ts';
import type { createSubmissionsService } from '../contexts/judging/index.ts';
import {
  createApiAccounts,
  createApiAccountsRepo,
  createClarificationIdsRepo,
  createSubmissionIdsRepo,
  createJuryMessagesRepo,
  createAwardsRepo,
  createThawsRepo,
  createBackdatedRepo,
  createWebhooks,
  createWebhooksRepo,
  createWebhookWorker,
  postCallback,
  actorOf,
  apiCaller,
  type ClicsService,
  createClicsService,
  createContestPackageImporter,
  createJuryMessageReader,
  type ApiAccountsRepo,
  type ClicsSource,
  type ClarificationKeeping,
  type ClarificationPorts,
  type ContestControlPorts,
  type SubmissionPorts,
  type SubmissionSources,
} from '../contexts/clics/index.ts';

type SubmissionsService = ReturnType<typeof createSubmissionsService>;

/** What the Contest API's writes do to the other contexts (issue 22), each through its operations. */
export function buildClicsWrites(
  parts: Parameters<typeof buildContestPackageImport>[0] & {
    comments: ReturnType<typeof createCommentsService>;
    contestAnnouncements: Parameters<typeof createAnnouncement>[0];
    submissions: SubmissionsService;
  },
) {
  const { comments, contestAnnouncements } = parts;
  const teamActor = teamActorOf(parts.repos);
  const clarificationPosts: ClarificationPorts = {
    ask: async (actor, cid, text) => (await comments.add(actor, { cid, content: text })).id,
    reply: async (actor, cid, commentId, text) =>
      (await comments.addReply(actor, { cid, reply: { commentId, content: text } })).id,
    announce: async (actor, cid, title, content) => {
      const announcement = { title, content, status: ANNOUNCEMENT_STATUS.VISIBLE };
      return (await createAnnouncement(contestAnnouncements, actor, { cid, announcement })).id;
    },
    teamActor,
  };
  return {
    contestControl: buildContestControl(parts.contests),
    clarificationPosts,
    submissionPosts: buildSubmissionPosts(parts.submissions, teamActor),
    contestPackageImport: buildContestPackageImport(parts),
  };
}

/**
 * The Contest API's team_submit, admin_submit and proxy_submit (issue 22): the site's own contest submission,
 * judged by the real judge; an admin or a proxy submits as the team's account.
 */
function buildSubmissionPosts(
  submissions: SubmissionsService,
  teamActor: SubmissionPorts['teamActor'],
): SubmissionPorts {
  return {
    async submit(actor, { cid, label, language, code, ip }) {
      const row = await submissions.submit(actor, { pid: label, cid, language, code }, ip);
      return { id: row.submitId, submitMs: Date.parse(row.submitTime) };
    },
    teamActor,
  };
}

/** The site account an admin or a proxy writes as for a team (a disabled one is no team to write for). */
function teamActorOf(repos: SharedRepos): SubmissionPorts['teamActor'] {
  return async (uid) => {
    const user = await repos.accounts.findByUid(uid);
    if (!user || user.status !== USER_STATUS.NORMAL || !isRoleId(user.role)) return undefined;
    return { uid: user.uid, username: user.username, role: user.role, sessionId: '' };
  };
}

/**
 * The Contest API's contest_start and contest_thaw (issue 22): a contest's start moved (its length kept) and its
 * seal lifted, as its admins change them in the back office's form.
 */
function buildContestControl(contests: ContestsService): ContestControlPorts {
  const edit = async (cid: number, change: (view: AdminContestView) => Partial<AdminContestView>) => {
    const view = await contests.adminGet(cid);
    await contests.update(contestUpdateBody.parse({ ...view, cid, ...change(view) }));
  };
  return {
    moveStart: (_actor, cid, startTime) =>
      edit(cid, (view) => {
        const lengthMs = Date.parse(view.endTime) - Date.parse(view.startTime);
        return { startTime, endTime: new Date(Date.parse(startTime) + lengthMs).toISOString() };
      }),
    // The seal kept, lifted as at the end (autoRealRank): the state's freeze stays, its thaw is when it lifted.
    thawNow: (cid) => edit(cid, () => ({ autoRealRank: true })),
    holdSeal: (cid) => edit(cid, () => ({ autoRealRank: false })),
  };
}

/**
 * Importing a contest package through the Contest API (issue 22): the problems' packages imported as the back
 * office imports one, the contest and its problem list made as its admins make them, the teams' accounts as
 * the user import makes them.
 */
function buildContestPackageImport(parts: {
  repos: SharedRepos;
  icpcImporter: ReturnType<typeof createIcpcImporter>;
  contests: ContestsService;
  contestProblems: ContestProblemsService;
  adminUsers: AdminUsersService;
}) {
  const { repos, icpcImporter, contests, contestProblems, adminUsers } = parts;
  const bankProblemId = async (problemId: string) => {
    const problem = await repos.problems.findByProblemId(problemId);
    return problem && problem.gid === null ? problem.id : null;
  };
  return createContestPackageImporter({
    readZip: (zip) => readZip(zip, 'data'),
    problemByProblemId: bankProblemId,
    async importProblemPackage(actor, zip) {
      const report = await icpcImporter.importPackage(actor, await unpackPackage(zip));
      return (await bankProblemId(report.problemId))!;
    },
    async takenUsernames(usernames) {
      const found = await Promise.all(usernames.map((name) => repos.accounts.findByUsername(name)));
      return new Set(found.flatMap((user) => (user ? [user.username.toLowerCase()] : [])));
    },
    createContest: async (actor, body) => (await contests.create(actor, contestSaveBody.parse(body))).cid,
    async addContestProblem(cid, problem) {
      await contestProblems.addFromPublic({ cid, pid: problem.pid, displayId: problem.label });
      const link = { cid, pid: problem.pid, displayId: problem.label, displayTitle: problem.name };
      await contestProblems.update({ ...link, color: problem.color });
    },
    async createAccounts(accounts) {
      const rows = accounts.map((a) => [a.username, a.password, a.nickname, a.school ?? '']);
      if (rows.length > 0) await adminUsers.importRows(rows, ['username', 'password', 'nickname', 'school']);
    },
  });
}

/**
 * The Contest API (issue 22): what it reads of the contests (their list, records, admins, announcements),
 * the community (a contest's Q&A), the platform (the judge's languages) and the accounts (basic auth).
 */
export function buildClics(
  db: Db,
  repos: SharedRepos,
  contestGate: ContestGate,
  scoreboards: ScoreboardsService,
  dataDir: string,
) {
  const apiAccounts = createApiAccountsRepo(db);
  // The ids clients choose for the clarifications they PUT: read with every view, written by admin_clar.
  const clarificationIds = createClarificationIdsRepo(db);
  // The ids clients choose for the submissions they PUT: read with every view, written by admin_submit.
  const submissionIds = createSubmissionIdsRepo(db);
  const juryMessages = createJuryMessagesRepo(db);
  const awards = createAwardsRepo(db);
  const thaws = createThawsRepo(db);
  // When a forwarded submission or clarification dated earlier was written: the feed places it then.
  const backdated = createBackdatedRepo(db);
  const source: ClicsSource = {
    contestList: createContestApiListing(db),
    contestRecord: (cid) => scoreboards.contestRecord(cid),
    isContestAdmin: (actor, cid) =>
      contestGate.view(actor, cid).then(
        (view) => view.admin,
        () => false,
      ),
    notices: async (cid) => (await repos.contestAnnouncements.page(cid, true, 0, 1000)).records,
    questions: createContestQuestionsReader(db),
    judgeCases: createContestJudgeCases(db),
    teamRoster: createTeamRoster(db),
    languageNames: () => languageCatalogue().map((language) => language.name),
    findAccount: (username) => repos.accounts.findByUsername(username),
    findAccountByUid: (uid) => repos.accounts.findByUid(uid),
    clarificationNames: clarificationIds.namesOf,
    submissionNames: submissionIds.namesOf,
    juryMessages: juryMessages.listOf,
    writtenAwards: awards.listOf,
    thawOf: thaws.of,
    publicImage: publicImageReader(dataDir),
    publicImageFile: publicImageFileReader(dataDir),
    problemPackage: createIcpcPackageExport(db).packageOf,
    backdated: backdated.of,
    apiAccountsOf: async (cid) =>
      (await apiAccounts.listOf(cid)).map((row) => ({ ...row, role: row.role as ClicsAccountRole })),
    async findApiAccount(key) {
      const row =
        'username' in key
          ? await apiAccounts.byUsername(key.username)
          : await apiAccounts.byTokenHash(key.tokenHash);
      if (!row) return undefined;
      const maker = await repos.accounts.findByUid(row.createdBy);
      return { ...row, role: row.role as ClicsAccountRole, maker };
    },
  };
  const service = createClicsService(source);
  return {
    service,
    source,
    juryMessageReader: createJuryMessageReader(source),
    apiAccounts: buildApiAccounts(apiAccounts, repos, contestGate),
    clarificationNaming: { name: clarificationIds.insert },
    submissionNaming: { name: submissionIds.insert },
    clarificationKeeping: {
      ...buildClarificationKeeping(db, juryMessages),
      keepWritten: backdated.record,
    },
    awardKeeping: { save: awards.save },
    thaws,
    submissionDating: { setMadeAt: createForwardedMoment(db), keepWritten: backdated.record },
    submissionSources: buildSubmissionSources(db),
    webhooks: buildWebhooks(db, source, service),
  };
}

/**
 * The jury's clarifications the contest's Q&A has no place for (docs/clics.md "Posting clarifications"): a message
 * to one team, kept here and put into each member's message inbox ("Mine"); and the moment a forwarded one was
 * written, set on the announcement, the Q&A reply or the message it became.
 */
function buildClarificationKeeping(
  db: Db,
  juryMessages: ReturnType<typeof createJuryMessagesRepo>,
): Omit<ClarificationKeeping, 'keepWritten'> {
  const setAnnouncedAt = createAnnouncementDating(db);
  const setRepliedAt = createReplyDating(db);
  const dating: Record<string, (cid: number, id: number, madeAt: string) => Promise<void>> = {
    notice: setAnnouncedAt,
    reply: (_cid, id, madeAt) => setRepliedAt(id, madeAt),
    message: juryMessages.setMadeAt,
  };
  return {
    async messageTeam(actor, cid, message) {
      const { memberUids, ...kept } = message;
      const id = await juryMessages.insert(cid, kept, actor.uid);
      const problem = message.problemId === null ? '' : ` (problem ${message.problemId})`;
      const title = `Contest ${cid}: a clarification from the jury${problem}`;
      await sendMineNotices(db, memberUids, { title, content: message.text });
      return id;
    },
    async setMadeAt(cid, ownId, madeAt) {
      const [kind, id] = ownId.split('-');
      const date = dating[kind!];
      if (date) await date(cid, Number(id), madeAt);
    },
  };
}

/** How much of a public image is read for its type and size: a JPEG's frame header may follow long metadata. */
const IMAGE_HEAD_BYTES = 64 * 1024;

/**
 * The first bytes of one of the site's public images (DATA_DIR/public/img, served under PUBLIC_IMG_PREFIX), for a
 * logo's file reference; kept by path, since a new logo is a new file. Null for another path or a missing file.
 */
function publicImageReader(dataDir: string) {
  const kept = new Map<string, Buffer | null>();
  return async (publicPath: string): Promise<Buffer | null> => {
    if (kept.has(publicPath)) return kept.get(publicPath)!;
    const file = publicImagePath(dataDir, publicPath);
    if (file === null) return null;
    const head = await readHead(file);
    if (kept.size >= 1000) kept.clear();
    kept.set(publicPath, head);
    return head;
  };
}

/** The file of one of the site's public images (served under PUBLIC_IMG_PREFIX); null for another path. */
function publicImagePath(dataDir: string, publicPath: string): string | null {
  const root = path.join(dataDir, 'public', 'img');
  const relative = publicPath.startsWith(PUBLIC_IMG_PREFIX)
    ? publicPath.slice(PUBLIC_IMG_PREFIX.length)
    : null;
  const file = relative === null ? null : path.resolve(root, relative);
  return file !== null && file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** A public image whole (a school's logo for a contest package: uploads are at most 2 MB); null when missing. */
function publicImageFileReader(dataDir: string) {
  return async (publicPath: string): Promise<Buffer | null> => {
    const file = publicImagePath(dataDir, publicPath);
    return file === null ? null : fs.readFile(file).catch(() => null);
  };
}

async function readHead(file: string): Promise<Buffer | null> {
  const handle = await fs.open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(IMAGE_HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A submission's source for its files (docs/clics.md "Submissions"): its code under the file name the judge gives
 * its language (`Main.java`), read through the judging context.
 */
function buildSubmissionSources(db: Db): SubmissionSources {
  const code = createSubmissionCode(db);
  return async (submissionId) => {
    const [author, source] = await Promise.all([code.authorsOf([submissionId]), code.codeOf([submissionId])]);
    const language = author.get(submissionId)?.language;
    const text = source.get(submissionId);
    if (language === undefined || text === undefined) return undefined;
    return { fileName: sourceFileName(language), code: text };
  };
}

/**
 * The Contest API's webhooks (docs/clics.md "Webhooks"): each read in its owner's view (a site account, or the API
 * account that registered it, while it can still sign in), "every contest" being those its owner may list.
 */
function buildWebhooks(db: Db, source: ClicsSource, service: ClicsService) {
  const repo = createWebhooksRepo(db);
  const worker = createWebhookWorker(repo, service, {
    async callerOf(row) {
      if (row.apiAccount) {
        const account = await source.findApiAccount({ username: row.apiAccount });
        return account ? apiCaller(account) : null;
      }
      const owner = await source.findAccountByUid(row.ownerUid);
      return owner && owner.status === USER_STATUS.NORMAL ? actorOf(owner) : null;
    },
    everyContest: async (caller) =>
      (await source.contestList({ authorUid: caller.uid, everything: isRoot(caller.role) })).map(
        (c) => c.cid,
      ),
    post: postCallback,
  });
  return { collection: createWebhooks(repo, service), worker };
}

/** The Contest API's accounts (docs/clics.md "API accounts"): the contest gate says who administers a contest. */
function buildApiAccounts(repo: ApiAccountsRepo, repos: SharedRepos, contestGate: ContestGate) {
  return createApiAccounts(repo, {
    isContestAdmin: (actor, cid) => contestGate.view(actor, cid).then((view) => view.admin),
    siteUsernameTaken: async (username) => (await repos.accounts.findByUsername(username)) !== undefined,
    usernameOf: async (uid) => (await repos.accounts.findByUid(uid))?.username ?? null,
  });
}
