import { randomInt } from 'node:crypto';
import { canManageUsers, CONTEST_AUTH, isAdminRole, type ContestSaveBody } from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { PACKAGE_FIELD, packageFiles } from './package-files.ts';
import { planImport, type AccountPlan, type ImportPlan } from './package-plan.ts';

/**
 * What importing a contest package does to the other contexts, handed in by the composition root through their
 * faces: the problems (found by id, or imported from their package as the back office imports one), the
 * accounts, the contest and its problem list.
 */
export interface ContestPackagePorts {
  /** The zip's files (the problems' reader, with its limits against zip bombs). */
  readZip(zip: Buffer): Map<string, Buffer>;
  /** The site's problem with this problem id, or null. */
  problemByProblemId(problemId: string): Promise<number | null>;
  /** A problem package imported (and its own submissions judged) as the back office's ICPC import does. */
  importProblemPackage(actor: Actor, zip: Buffer): Promise<number>;
  /** Which of the usernames are taken (lower-cased). */
  takenUsernames(usernames: string[]): Promise<Set<string>>;
  createContest(actor: Actor, contest: ContestSaveBody): Promise<number>;
  addContestProblem(
    cid: number,
    problem: { pid: number; label: string; name: string; color: string | null },
  ): Promise<void>;
  /** All the accounts or none. */
  createAccounts(accounts: AccountPlan[]): Promise<void>;
}

export interface ContestPackageReport {
  /** The new contest's id: `GET /api/clics/contests/{id}` reads it back. */
  contestId: string;
  problems: { id: string; label: string; pid: number; from: 'package' | 'site' }[];
  /** The team accounts made, with the passwords this import made (slips are printed from them). */
  accounts: { username: string; team: string; password: string | null }[];
  skipped: string[];
}

/** Passwords of 10 letters and digits with no look-alikes (0/O, 1/l/I), for slips read off paper. */
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const makePassword = () =>
  Array.from({ length: 10 }, () => PASSWORD_LETTERS[randomInt(PASSWORD_LETTERS.length)]).join('');

function contestBody(plan: ImportPlan): ContestSaveBody {
  const { contest, accounts } = plan;
  return {
    title: contest.title,
    description: contest.description,
    startTime: contest.startTime,
    endTime: contest.endTime,
    type: contest.type,
    auth: CONTEST_AUTH.PUBLIC,
    sealRank: contest.sealRankOption !== null,
    ...(contest.sealRankOption === null ? {} : { sealRankOption: contest.sealRankOption }),
    starAccount: accounts.filter((account) => account.hidden).map((account) => account.username),
  };
}

/**
 * Creates a contest from a contest package (POST /api/clics/contests): everything is read and checked first
 * (the files, the usernames, that each problem has its package or is on this site), so a refused package
 * writes nothing; then the problems' packages are imported, the contest made with its problems, and the
 * teams' accounts made.
 */
export function createContestPackageImporter(ports: ContestPackagePorts) {
  return async (actor: Actor, zip: Buffer): Promise<ContestPackageReport> => {
    if (!isAdminRole(actor.role)) throw new AppError('FORBIDDEN', 'Only admins import contests');
    const plan = planImport(packageFiles(ports.readZip(zip)), makePassword);
    if (plan.accounts.length > 0 && !canManageUsers(actor.role))
      throw new AppError(
        'FORBIDDEN',
        'The package makes team accounts: only root and admins manage accounts',
      );
    const taken = await ports.takenUsernames(plan.accounts.map((account) => account.username));
    const clash = plan.accounts.find((account) => taken.has(account.username.toLowerCase()));
    if (clash) throw invalidField(PACKAGE_FIELD, `accounts: ${clash.username}: the username already exists`);
    const onSite = new Map<string, number>();
    for (const problem of plan.problems.filter((p) => p.packageZip === null)) {
      const pid = await ports.problemByProblemId(problem.id);
      if (pid === null)
        throw invalidField(
          PACKAGE_FIELD,
          `problems: ${problem.id}: no problems/${problem.id}/package.zip in the package, and no problem of this site has that id`,
        );
      onSite.set(problem.id, pid);
    }

    const problems: ContestPackageReport['problems'] = [];
    for (const problem of plan.problems) {
      const pid = problem.packageZip
        ? await ports.importProblemPackage(actor, problem.packageZip)
        : onSite.get(problem.id)!;
      problems.push({
        id: problem.id,
        label: problem.label,
        pid,
        from: problem.packageZip ? 'package' : 'site',
      });
    }
    const cid = await ports.createContest(actor, contestBody(plan));
    for (const [i, problem] of plan.problems.entries())
      await ports.addContestProblem(cid, {
        pid: problems[i].pid,
        label: problem.label,
        name: problem.name,
        color: problem.color,
      });
    await ports.createAccounts(plan.accounts);
    return {
      contestId: String(cid),
      problems,
      accounts: plan.accounts.map((account) => ({
        username: account.username,
        team: account.nickname,
        password: account.generated ? account.password : null,
      })),
      skipped: plan.skipped,
    };
  };
}
export type ContestPackageImporter = ReturnType<typeof createContestPackageImporter>;
