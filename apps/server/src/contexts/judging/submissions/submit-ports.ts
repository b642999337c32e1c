import type { SwitchConfig } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';

/**
 * What the submissions ask other contexts, written as the judging context needs it: ports the composition root
 * fills with the site's settings and the contests' and trainings' policies, so the judging context imports none
 * of them (each context that asks the judging's facts would otherwise be imported back).
 */

/** The site's switches (code sharing, the submit captcha, the submission interval). */
export interface SiteSwitches {
  switches(): Promise<SwitchConfig>;
}

/** Whether the caller may submit a problem through a training (it throws the refusal), and its group. */
export interface TrainingSubmitPolicy {
  forProblem(actor: Actor, tid: number, pid: number): Promise<{ view: { training: { gid: number | null } } }>;
}

/** A contest submission as the contests' rules read it. */
interface ContestSubmissionRef {
  cid: number;
  uid: number;
  pid: number;
  createdAt: string;
}

/** The contests' rules for submissions (each call throws the refusal: not registered, ended, not an admin). */
export interface ContestSubmitPolicy {
  /** The contest problem a submission goes to, and the team it is made for in a team contest (else null). */
  forSubmit(
    actor: Actor,
    cid: number,
    pid: number,
  ): Promise<{ contestProblem: { displayId: string; displayTitle: string }; teamId: number | null }>;
  /** Whether the viewer sees a contest submission's result now (the seal, an OI contest before its end). */
  forSubmission(
    viewer: Actor | null,
    submission: ContestSubmissionRef,
  ): Promise<{ hide: boolean; title: string | null }>;
  forContestAdmin(actor: Actor, cid: number): Promise<unknown>;
  /** The contest's problems. */
  problemList(cid: number): Promise<{ pid: number }[]>;
  /** The caller's own status per problem of the contest, as the seal lets them see it. */
  userStatuses(
    actor: Actor,
    cid: number,
    pids: number[],
  ): Promise<Record<number, { status: number; score: number | null }>>;
}

/** A contest's problem by its display id. */
export interface ContestProblemLookup {
  findByDisplayId(cid: number, displayId: string): Promise<{ pid: number } | undefined>;
}
