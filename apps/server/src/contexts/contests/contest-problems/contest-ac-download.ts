import path from 'node:path';
import { CONTEST_TYPE } from '@judge/contract';
import { languageTable } from '@judge/judge';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { writeZip } from '../../problems/facts.ts';
import type { ContestGate } from './contest-gate.ts';
import { type ContestProblemsRepo } from './contest-problems.repo.ts';

/** A submission's code as the zip files it. */
export interface AcceptedCode {
  id: number;
  uid: number;
  username: string;
  pid: number;
  displayId: string;
  language: string;
  code: string;
  score: number | null;
}

export type AcSplit = 'user' | 'problem';

/** The extension of each judge language's source file (main.cpp, Main.java, ...), by language name. */
const EXTENSIONS = new Map(
  languageTable.map((language) => [language.name, path.extname(language.sourceName).slice(1) || 'txt']),
);
export const extensionOf = (language: string) => EXTENSIONS.get(language) ?? 'txt';

/** A folder or file name part from user text (a display id may hold '/'): nothing that leaves its folder. */
function safeSegment(text: string) {
  const cleaned = text.replace(/[^\p{L}\p{N}._ -]/gu, '_').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned;
}

/**
 * OI contests keep each user's latest scored submission of each problem (the reference's rule: that is
 * the code the board counts by default); ACM contests keep every accepted one. Rows come newest first.
 */
export function submissionsToFile(rows: AcceptedCode[], oi: boolean): AcceptedCode[] {
  if (!oi) return rows;
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.uid}:${row.pid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The zip's layout: `<username>/<displayId>_<submitId>.<ext>` per user, or `<displayId>/<username>_<submitId>.<ext>`
 * per problem; OI files carry the score too (`A_12_60.cpp`). Submit ids keep every name unique.
 */
export function acZipEntries(rows: AcceptedCode[], split: AcSplit, oi: boolean): Map<string, string> {
  const entries = new Map<string, string>();
  for (const row of submissionsToFile(rows, oi)) {
    const user = safeSegment(row.username);
    const problem = safeSegment(row.displayId);
    const [folder, prefix] = split === 'user' ? [user, problem] : [problem, user];
    const score = oi ? `_${row.score ?? 0}` : '';
    entries.set(`${folder}/${prefix}_${row.id}${score}.${extensionOf(row.language)}`, row.code);
  }
  return entries;
}

/** GET /api/file/download-contest-ac-submission: the contest admins' zip of the contest's accepted code. */
export function createContestAcDownload({ gate, repo }: { gate: ContestGate; repo: ContestProblemsRepo }) {
  return async (actor: Actor, query: { cid: number; excludeAdmin: boolean; splitType: AcSplit }) => {
    const { info } = await gate.forContestAdmin(actor, query.cid);
    const oi = info.type === CONTEST_TYPE.OI;
    const rows = await repo.acceptedCode({
      cid: info.id,
      startTime: info.startTime,
      endTime: info.endTime,
      scored: oi,
      excludeAdminsOf: query.excludeAdmin ? info.uid : undefined,
    });
    return {
      fileName: `contest_${info.id}_${query.splitType}_ac_submissions.zip`,
      zip: writeZip(acZipEntries(rows, query.splitType, oi)),
    };
  };
}
