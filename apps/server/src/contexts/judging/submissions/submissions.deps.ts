import { AppError } from '../../../errors.ts';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import { QUEUE_PRIORITY } from '../judging/queue.repo.ts';
import type { ProblemsRepo, TestdataRepo } from '../../problems/facts.ts';
import type { SubmissionRecord, SubmissionsRepo } from './submissions.repo.ts';
import type {
  ContestProblemLookup,
  ContestSubmitPolicy,
  SiteSwitches,
  TrainingSubmitPolicy,
} from './submit-ports.ts';
import { noticedSubmissions, type SubmissionNotices } from './submission-notices.ts';
import { createSubmitKeysRepo, type SubmitKeysRepo } from './submit-keys.repo.ts';
import { createTestRunsRepo, type TestRunsRepo } from './test-runs.repo.ts';

/** What a submission is checked and stored with: the other contexts' rules and the problems it names. */
export interface SubmissionsCollaborators {
  db: Db;
  /** The submissions' repo, built once by the root (its verdicts move the bank's counters through reactions). */
  submissions: SubmissionsRepo;
  siteConfig: SiteSwitches;
  onQueued: () => void;
  /** Whether a connected judge can run the language: a waiting submission says when none can. */
  canJudge: (language: string) => Promise<boolean>;
  problems: ProblemsRepo;
  testdata: TestdataRepo;
  contestGate: ContestSubmitPolicy;
  trainingGate: TrainingSubmitPolicy;
  groupGate: GroupGate;
  contestProblems: ContestProblemLookup;
  /** Who hears of a verdict given by hand and of a rejudge (the live updates: docs/live-updates.md). */
  notices?: SubmissionNotices;
  /** The access context's text captcha: throws unless the answer fits the key (each key answers once). */
  checkCaptcha: (captchaKey: string, answer: string) => Promise<void>;
}

type DetailRow = Awaited<ReturnType<SubmissionsRepo['findWithProblem']>>;

/** What each submission operation works with: the collaborators, the context's own repos and kept reads. */
export interface SubmissionsDeps extends SubmissionsCollaborators {
  repo: SubmissionsRepo;
  testRuns: TestRunsRepo;
  submitKeys: SubmitKeysRepo;
  /**
   * The polled detail's row (the submission with its problem's title, type and sharing), kept until a
   * submission, a problem or a user (whose removal removes their submissions) changes: on this server at
   * once (a judge's verdict, a share, a rejudge), from another server of the same PostgreSQL within a
   * second (no trigger watches these tables). While submissions are being judged the stamp moves at every
   * step and a poll reads; a finished one, or a quiet judge, is answered from memory. Who may see it is
   * decided on every call, never kept.
   */
  keptDetailRows: (key: string, read: () => Promise<DetailRow>) => Promise<DetailRow>;
}

export function submissionsDeps(collaborators: SubmissionsCollaborators): SubmissionsDeps {
  const { db } = collaborators;
  return {
    ...collaborators,
    repo: collaborators.submissions,
    testRuns: createTestRunsRepo(db),
    submitKeys: createSubmitKeysRepo(db),
    keptDetailRows: keptReads<DetailRow>(
      changeStampOf(db, ['submissions', 'problems', 'users'], { trustMs: 1_000 }),
      256,
    ),
  };
}

export const noSuchSubmission = () => new AppError('NOT_FOUND', 'The submission does not exist');

export async function requireSubmission(deps: SubmissionsDeps, id: number): Promise<SubmissionRecord> {
  const submission = await deps.repo.findById(id);
  if (!submission) throw noSuchSubmission();
  return submission;
}

/** A group's submission is seen by the group's members only (the gate's refusals otherwise). */
export async function assertGroupSubmissionVisible(
  deps: SubmissionsDeps,
  viewer: Actor | null,
  submission: SubmissionRecord,
) {
  if (submission.gid !== null) await deps.groupGate.forMember(viewer, submission.gid);
}

/** The super admin's rejudge: back to the queue behind fresh work (the rejudge priority), judges woken. */
export async function sendBackToJudge(deps: SubmissionsDeps, ids: number[]) {
  await deps.repo.requeueAll(ids, QUEUE_PRIORITY.rejudge);
  if (ids.length === 0) return;
  deps.onQueued();
  if (deps.notices) deps.notices.submissionsRequeued(await noticedSubmissions(deps.repo, ids));
}
