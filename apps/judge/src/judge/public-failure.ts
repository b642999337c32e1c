// What a judge failure may tell the submitter. The judge's own errors carry its host paths (the sandbox's run
// folder, named after the judge's process id; the test-data cache, inside the server's data directory for the
// embedded judge) and process ids: those stay in the judge's log, the result says what went wrong without them.
import { JudgeStatus, type CaseResult, type JudgeResult } from '@judge/contract';
import { ZodError } from 'zod';

/** An absolute path: a `/` that no word, dot or tilde comes right before (so `1/2` and `a/b` stay). */
const ABSOLUTE_PATH = /(?<![\w.~])\/[^\s'"`()<>,;]+/g;
const PROCESS_ID = /\b(pid|process)(\s*(?:id)?\s*[:=#]?\s*)\d+/gi;

export function withoutHostDetails(message: string): string {
  return message.replace(ABSOLUTE_PATH, '…').replace(PROCESS_ID, '$1$2…');
}

/** The message of a failure the judge did not expect: a bad task names its field, anything else loses host details. */
export function publicFailureMessage(error: unknown): string {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return `the task is malformed: ${issue.path.map(String).join('.')}: ${issue.message}`;
  }
  return withoutHostDetails(error instanceof Error ? error.message : String(error));
}

export function publicCase(result: CaseResult): CaseResult {
  return result.status === JudgeStatus.SYSTEM_ERROR && result.message
    ? { ...result, message: withoutHostDetails(result.message) }
    : result;
}

/** A result as the submitter may see it: its System Error texts without host details. */
export function publicResult(result: JudgeResult): JudgeResult {
  if (
    result.status !== JudgeStatus.SYSTEM_ERROR &&
    !result.cases.some((c) => c.status === JudgeStatus.SYSTEM_ERROR)
  )
    return result;
  return {
    ...result,
    errorMessage:
      result.status === JudgeStatus.SYSTEM_ERROR && result.errorMessage
        ? withoutHostDetails(result.errorMessage)
        : result.errorMessage,
    cases: result.cases.map(publicCase),
  };
}
