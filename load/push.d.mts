// Types of push.mjs for the TypeScript tests that import it.
export function boardChangeAnswer(
  event: { kind: string; version?: number; changed?: number[] | null },
  shown: { version: number; records: { uid: number }[]; current: number; pages: number } | undefined,
  viewerUid: number,
): 'skip' | 'refetch-own' | 'refetch' | 'refetch-slowly';
export function keepForReplay<T extends { kind: string }>(recent: T[], event: T): T[];
