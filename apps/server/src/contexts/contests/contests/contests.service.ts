import { bindOperations } from '../../../lib/operations.ts';

import { adminList, adminGet, create, update, remove, clone, setVisible } from './contest-admin.ts';
import { publicList, recent } from './contest-lists.ts';
import { accessFacts, info } from './contest-info.ts';
import { startVirtual, virtualParticipations, register, access, start } from './contest-participation.ts';
import type { ContestsDeps } from './contests.deps.ts';

export { contestValuesFrom, isContestAdmin } from './contests.deps.ts';

/** The operations, one file per area (contest-admin, contest-lists, contest-info, contest-participation), bound to one deps. */
export function createContestsService(collaborators: ContestsDeps) {
  return bindOperations(collaborators, {
    adminList,
    adminGet,
    create,
    update,
    remove,
    clone,
    setVisible,
    publicList,
    recent,
    info,
    accessFacts,
    startVirtual,
    virtualParticipations,
    register,
    access,
    start,
  });
}
export type ContestsService = ReturnType<typeof createContestsService>;
