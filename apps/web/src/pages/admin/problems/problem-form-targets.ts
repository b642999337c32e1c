import type { QueryKey } from '@tanstack/react-query';
import {
  nextDisplayId,
  PROBLEM_AUTH,
  PROBLEM_TYPE,
  type ContestProblemView,
  type ProblemSaveBody,
} from '@judge/contract';
import { adminProblemsApi } from '../../../api/admin-problems';
import { contestAdminApi } from '../../../api/contest-admin';
import { groupContestsApi } from '../../../api/group-contests';
import { groupProblemsApi } from '../../../api/group-problems';
import type { ProblemFormValues } from './problem-form';

export type ProblemFormMode = 'create' | 'edit' | 'copy';

/** The contest a problem form writes for (issue 9 point 8: a problem made inside a contest). */
export interface ContestFormContext {
  cid: number;
  title: string;
  /** The contest's rule: the problem's type follows it (spec 3 §4). */
  type: 0 | 1;
  /** Display ids the contest uses already, to propose the next one. */
  usedDisplayIds: string[];
  /** A group's contest: the problem becomes the group's (the group's calls, its contest problems page). */
  gid?: number;
}

/** The form's values a contest adds: the problem's display id and title in the contest. */
export interface ContestLinkValues {
  contestDisplayId?: string;
  contestDisplayTitle?: string;
}

export interface SaveRequest {
  mode: ProblemFormMode;
  /** The stored problem (edit), or the one copied. */
  pid: number | undefined;
  body: ProblemSaveBody;
  values: ProblemFormValues & ContestLinkValues;
}

/**
 * Where a problem form saves and returns to: the bank (/admin/problems) or a contest's problem list. The
 * form, its rules and its fields are the same; only the calls and the way back differ.
 */
export interface ProblemFormTarget {
  listPath: string;
  /** A group's form: its test-case zip is sent with the gid, so the group's admins may upload it. */
  gid?: number;
  /** Lists that show the saved problem, refreshed after the save. */
  listKeys: QueryKey[];
  save(request: SaveRequest): Promise<void>;
  /** In a contest: the auth and type the form shows, fixed. */
  locked: { auth: 3; type: 0 | 1 } | null;
  /** Compiles a special judge or interactor (the back office's call, or the group's with its gid). */
  compile: typeof adminProblemsApi.compile;
}

export const bankTarget: ProblemFormTarget = {
  listPath: '/admin/problems',
  listKeys: [
    ['admin', 'problems'],
    ['admin', 'all-tags'],
  ],
  locked: null,
  compile: adminProblemsApi.compile,
  async save({ mode, pid, body }) {
    if (mode === 'edit' && pid !== undefined) await adminProblemsApi.update(pid, body);
    else await adminProblemsApi.create(body);
  },
};

/**
 * A group's problem (spec 3 "Group problems", issue 11.2): the same form over the group's calls; the server puts
 * the group's short name before the typed problem id. Back to the group's problem management.
 */
export function groupTarget(gid: number): ProblemFormTarget {
  return {
    listPath: `/group/${gid}/problem-admin`,
    gid,
    listKeys: [['group', gid]],
    locked: null,
    compile: (kind, body) => groupProblemsApi.compile(gid, kind, body),
    async save({ mode, pid, body }) {
      if (mode === 'edit' && pid !== undefined) await groupProblemsApi.update(pid, body);
      else await groupProblemsApi.create(gid, body);
    },
  };
}

export function contestTarget(contest: ContestFormContext): ProblemFormTarget {
  const { gid } = contest;
  if (gid !== undefined)
    return {
      listPath: `/group/${gid}/contest-admin/${contest.cid}/problems`,
      gid,
      listKeys: [['group', gid]],
      locked: { auth: PROBLEM_AUTH.CONTEST, type: contest.type },
      compile: (kind, body) => groupProblemsApi.compile(gid, kind, body),
      // Written in the contest, or one of the group's own problems edited from its problem list (with its link).
      async save({ mode, pid, body, values }) {
        const contestProblem = {
          displayId: (values.contestDisplayId ?? '').trim(),
          displayTitle: (values.contestDisplayTitle ?? '').trim(),
        };
        if (mode === 'edit' && pid !== undefined)
          await groupProblemsApi.updateInContest(pid, contest.cid, { ...body, contestProblem });
        else await groupContestsApi.createProblem({ ...body, cid: contest.cid, contestProblem });
      },
    };
  return {
    listPath: `/admin/contest/${contest.cid}/problems`,
    listKeys: [
      ['admin', 'contest-problems', contest.cid],
      ['admin', 'problems'],
      ['admin', 'all-tags'],
    ],
    locked: { auth: PROBLEM_AUTH.CONTEST, type: contest.type },
    compile: adminProblemsApi.compile,
    async save({ mode, pid, body, values }) {
      const contestProblem = {
        displayId: (values.contestDisplayId ?? '').trim(),
        displayTitle: (values.contestDisplayTitle ?? '').trim(),
      };
      if (mode === 'edit' && pid !== undefined)
        await contestAdminApi.updateProblem({ ...body, pid, cid: contest.cid, contestProblem });
      else await contestAdminApi.createProblem({ ...body, cid: contest.cid, contestProblem });
    },
  };
}

/**
 * A problem form's values in a contest: the contest's auth and type (spec 3 §4), the problem's display id and
 * title there (a new problem gets the first free display id), and, for a new OI problem, its 100 points on its
 * one case, as switching a bank problem to OI spreads them.
 */
export function inContest(
  values: ProblemFormValues,
  { contest, link, isNew }: { contest: ContestFormContext; link: ContestProblemView | null; isNew: boolean },
): ProblemFormValues & ContestLinkValues {
  const oi = contest.type === PROBLEM_TYPE.OI;
  return {
    ...values,
    auth: PROBLEM_AUTH.CONTEST,
    type: contest.type,
    typedCases: isNew && oi ? values.typedCases.map((c) => ({ ...c, score: 100 })) : values.typedCases,
    contestDisplayId: link?.displayId ?? nextDisplayId(contest.usedDisplayIds),
    contestDisplayTitle: link?.displayTitle ?? '',
  };
}
