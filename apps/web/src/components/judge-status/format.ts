/** Time in ms, memory in KB (spec 1-core §9 units); nothing yet shows as a dash. */
export const formatTime = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '-' : `${ms} ms`;

export function formatMemory(kb: number | null | undefined) {
  if (kb === null || kb === undefined) return '-';
  return kb >= 10240 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

export const formatLength = (chars: number) =>
  chars >= 1024 ? `${(chars / 1024).toFixed(2)} KB` : `${chars} B`;

/** "percentage with 2 decimals (pass rate = ac / total)" (spec 1-core §9). */
export const passRate = (ac: number, total: number) =>
  (total > 0 ? ((ac / total) * 100).toFixed(2) : '0.00') + '%';
