import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * Read-only peeks into the app's SQLite file for the two answers a test cannot see on screen as
 * a person would (the captcha text and the slide gap); the server has no test backdoor.
 */
function open(dataDir: string) {
  return new Database(path.join(dataDir, 'judge.sqlite'), { readonly: true, fileMustExist: true });
}

export function captchaText(dataDir: string, captchaKey: string): string {
  const db = open(dataDir);
  try {
    const row = db.prepare('SELECT text FROM captchas WHERE captcha_key = ?').get(captchaKey) as
      { text: string } | undefined;
    if (!row) throw new Error(`No captcha with key ${captchaKey}`);
    return row.text;
  } finally {
    db.close();
  }
}

export function slideGapX(dataDir: string, challengeId: string): number {
  const db = open(dataDir);
  try {
    const row = db.prepare('SELECT gap_x FROM slide_challenges WHERE id = ?').get(challengeId) as
      { gap_x: number } | undefined;
    if (!row) throw new Error(`No slide challenge ${challengeId}`);
    return row.gap_x;
  } finally {
    db.close();
  }
}
