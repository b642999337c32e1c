/**
 * Query keys of one training. Everything kept about it (details with the progress, problems, rank, the
 * problem pages) shares its prefix, so a judged submission or a registration refreshes them together.
 */
export const trainingKey = (tid: number) => ['training', tid] as const;
export const trainingDetailKey = (tid: number) => [...trainingKey(tid), 'detail'] as const;
export const trainingProblemsKey = (tid: number) => [...trainingKey(tid), 'problems'] as const;
