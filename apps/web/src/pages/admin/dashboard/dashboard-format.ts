const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "812 B", "3.4 MB", "15.9 GB": powers of 1024, one decimal below 100. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

/** The browser and system named by a User-Agent header; null for what it does not say. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  return { browser: browserOf(userAgent), os: systemOf(userAgent) };
}

// Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Firefox', /\bFirefox\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\bChrome\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

function browserOf(userAgent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

function systemOf(userAgent: string): string | null {
  if (/Windows NT 10\.0/.test(userAgent)) return 'Windows 10/11';
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return `Windows NT ${windows[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)/.exec(userAgent);
  if (ios) return `iOS ${ios[1]}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  if (/Mac OS X/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return null;
}

/** "1 / 4" tasks held of the judge's capacity; "1" when the capacity is not known yet. */
export const judgeLoad = (judge: { running: number; capacity: number | null }) =>
  judge.capacity === null ? String(judge.running) : `${judge.running} / ${judge.capacity}`;
