import type { TrainingProblemDetails } from '@judge/contract';
import type { ProblemDetail, ProblemDetailResult } from '../../api/problems';

/**
 * The problem page inside a training (spec 1-core §2.7 TrainingProblemDetails,
 * /training/:trainingID/problem/:problemID): the training it is reached through. Submissions and test
 * runs carry it (`tid`), previous / next walk its stored list.
 */
export interface TrainingScope {
  tid: number;
  /** A group's training (its submissions carry the group's gid); null for the site's, unknown while loading. */
  gid?: number | null;
}

/** The training details in the bank detail's shape, so the statement and the editor take them as they are. */
export function trainingDetailAsProblemDetail(details: TrainingProblemDetails): ProblemDetailResult {
  return {
    problem: details.problem as unknown as ProblemDetail,
    problemCount: details.problemCount,
    codeTemplate: details.codeTemplate,
    languages: details.languages,
    tags: details.tags,
    myStatus: details.myStatus,
  };
}
