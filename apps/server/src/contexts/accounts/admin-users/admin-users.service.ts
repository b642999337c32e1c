import {
  EDITABLE_USER_TEXTS,
  EMAIL_PATTERN,
  IMPORT_COLUMN_NAMES,
  isRoot,
  isStudentRole,
  STUDENT_ROLES,
  LIMITS,
  makePage,
  PHONE_PATTERN,
  Role,
  ROLE_NAMES,
  USER_STATUS,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
  type AdminUserRow,
  type EditUserBody,
  type GeneratedUsersResult,
  type ImportColumn,
  type PageQuery,
  type RoleId,
} from '@judge/contract';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { UsersTable } from '../../../db/schema.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { randomPassword, randomToken } from '../../../lib/random.ts';
import { isoAfterSeconds } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { AccountsRepo } from '../accounts/accounts.repo.ts';
import { roleOf } from '../accounts/accounts.presenter.ts';
import type { TokenService } from '../../access/index.ts';
import { createAdminUsersRepo, type AdminUserFilter } from './admin-users.repo.ts';
import { toCsv } from '../../../lib/csv.ts';
import { PUBLIC_IMG_PREFIX } from '../../platform/index.ts';

const GENERATED_LIST_TTL_SECONDS = 60 * 60;

/** Import accepts the words and the reference system's 0/1 (0 male, 1 female). */
/** A row's cells by column name; a column the row leaves out (or the order lacks) reads as empty. */
function importCells(row: string[], columns: readonly ImportColumn[]): Record<ImportColumn, string> {
  const cells = Object.fromEntries(IMPORT_COLUMN_NAMES.map((name) => [name, ''])) as Record<
    ImportColumn,
    string
  >;
  columns.forEach((name, index) => {
    cells[name] = (row[index] ?? '').trim();
  });
  return cells;
}

function parseGender(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'secrecy') return 'secrecy';
  if (v === 'male' || v === '0' || v === '男') return 'male';
  if (v === 'female' || v === '1' || v === '女') return 'female';
  return null;
}

/** Hashes many passwords without starving the server: argon2 runs on the thread pool in batches. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < passwords.length; i += 16) {
    hashes.push(...(await Promise.all(passwords.slice(i, i + 16).map(hashPassword))));
  }
  return hashes;
}

/** The columns an edit changes: only the fields it names. */
function userPatch(input: EditUserBody): Updateable<UsersTable> {
  const patch: Updateable<UsersTable> = {};
  if (input.username !== undefined) patch.username = input.username;
  if (input.email !== undefined) patch.email = input.email ? input.email.toLowerCase() : null;
  for (const field of EDITABLE_USER_TEXTS) {
    const value = input[field];
    if (value !== undefined) patch[field] = value || null;
  }
  if (input.gender !== undefined) patch.gender = input.gender;
  if (input.avatar !== undefined) patch.avatar = null;
  if (input.role !== undefined) patch.role = input.role as RoleId;
  if (input.status !== undefined) patch.status = input.status;
  if (input.vip !== undefined) patch.vip = input.vip ? 1 : 0;
  return patch;
}

/**
 * Only root touches root accounts and hands out the root or admin role; nobody changes their own
 * role or status, so the last super admin can't lock the site out by mistake.
 */
function assertMayManage(actor: Actor, target: { uid: number; role: number }, newRole?: RoleId) {
  if (!isRoot(actor.role)) {
    if (target.role === Role.ROOT || target.role === Role.ADMIN)
      throw new AppError('FORBIDDEN', 'Only the super admin may change an administrator account');
    if (newRole === Role.ROOT || newRole === Role.ADMIN)
      throw new AppError('FORBIDDEN', 'Only the super admin may grant the admin or root role');
  }
}

/**
 * Which accounts a caller's user management reaches: null for every account (root and admin); else the uids a
 * teacher looks after (the students of their classes and groups), of which only ordinary accounts may be touched.
 */
export type AccountScope = { uids: readonly number[] } | null;

/** A teacher's edit reaches only their own students, and never a back-office account (docs/classes.md). */
function assertInScope(scope: AccountScope, target: { uid: number; role: number }) {
  if (scope && (!scope.uids.includes(target.uid) || !isStudentRole(target.role as RoleId)))
    throw new AppError('FORBIDDEN', say('Teachers manage only the students of their classes and groups'));
}

export function createAdminUsersService({
  db,
  tokens,
  dataDir,
  accounts,
}: {
  db: Db;
  tokens: TokenService;
  /** The accounts' own queries (a user's row, the username check). */
  accounts: AccountsRepo;
  /** Where uploaded avatars live (DATA_DIR): a removed avatar's file goes too. */
  dataDir: string;
}) {
  const repo = createAdminUsersRepo(db);
  const removeAvatarFile = async (url: string) => {
    const ours = `${PUBLIC_IMG_PREFIX}avatar/`;
    if (url.startsWith(ours))
      await fs.rm(path.join(dataDir, 'public', 'img', 'avatar', path.basename(url)), { force: true });
  };

  return {
    async list(filter: AdminUserFilter, page: PageQuery, scope: AccountScope = null) {
      const uids = scope
        ? scope.uids.filter((uid) => !filter.uids || filter.uids.includes(uid))
        : filter.uids;
      const roles = scope ? STUDENT_ROLES : filter.roles;
      const { records, total } = await repo.page({ ...filter, uids, roles }, page);
      const rows: AdminUserRow[] = records.map((r) => ({
        ...r,
        role: roleOf(r),
        roleName: ROLE_NAMES[roleOf(r)],
        vip: r.vip === 1,
        roles: [{ id: roleOf(r), role: ROLE_NAMES[roleOf(r)], description: null, status: 0 }],
        gmtCreate: r.createdAt,
      }));
      return makePage(rows, total, page);
    },

    async edit(actor: Actor, input: EditUserBody, scope: AccountScope = null): Promise<void> {
      const target = await accounts.findByUid(input.uid);
      if (!target) throw new AppError('NOT_FOUND', 'The user does not exist');
      assertInScope(scope, target);
      const newRole = input.role as RoleId | undefined;
      assertMayManage(actor, target, newRole);
      if (target.uid === actor.uid && newRole !== undefined && newRole !== target.role)
        throw invalidField('role', 'You cannot change your own role');
      if (target.uid === actor.uid && input.status === USER_STATUS.DISABLED)
        throw invalidField('status', 'You cannot disable your own account');
      if (input.username && input.username.toLowerCase() !== target.username.toLowerCase()) {
        if (await accounts.findByUsername(input.username))
          throw invalidField('username', 'The username already exists, Try append number');
      }
      if (input.email) {
        const other = await accounts.findByEmail(input.email);
        if (other && other.uid !== target.uid) throw invalidField('email', 'The email already exists');
      }
      const patch = userPatch(input);
      if (input.password) patch.passwordHash = await hashPassword(input.password);
      await accounts.update(target.uid, patch);
      if (input.avatar === '' && target.avatar) await removeAvatarFile(target.avatar);
      // A new password or a disabled account ends every session of that user at once.
      if (input.password || input.status === USER_STATUS.DISABLED) await tokens.revokeAllOfUser(target.uid);
    },

    async remove(actor: Actor, uids: number[]): Promise<void> {
      if (uids.includes(actor.uid)) throw invalidField('ids', 'You cannot delete your own account');
      const targets = await repo.findMany(uids);
      if (targets.length !== new Set(uids).size)
        throw invalidField('ids', 'Some of these users do not exist');
      for (const target of targets) assertMayManage(actor, target);
      await repo.deleteMany(uids);
    },

    /** All rows or none: any bad cell stops the import with its row and column named. */
    async importRows(
      rows: string[][],
      columns: readonly ImportColumn[],
    ): Promise<{ count: number; usernames: string[] }> {
      const problem = (rowIndex: number, column: string, message: string) =>
        // The message already says where ("row 2, password: ..."), so it isn't prefixed with the field path.
        invalidField(`users.${rowIndex}.${column}`, `row ${rowIndex + 1}, ${column}: ${message}`, {
          prefixField: false,
        });
      const seenNames = new Map<string, number>();
      const seenEmails = new Map<string, number>();
      const parsed = rows.map((row, i) => {
        if (row.length > columns.length)
          throw problem(i, 'row', `at most ${columns.length} columns (${columns.join(', ')})`);
        const {
          username,
          password,
          realname,
          gender: genderText,
          phone,
          email,
          nickname,
          school,
        } = importCells(row, columns);
        if (!username) throw problem(i, 'username', 'username is required');
        if (!USERNAME_PATTERN.test(username)) throw problem(i, 'username', USERNAME_MESSAGE);
        if (!password) throw problem(i, 'password', 'password is required');
        if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)
          throw problem(
            i,
            'password',
            `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
          );
        if (realname.length > 50) throw problem(i, 'realname', 'realname must be at most 50 characters');
        if (nickname.length > 20) throw problem(i, 'nickname', 'nickname must be at most 20 characters');
        if (school.length > 100) throw problem(i, 'school', 'school must be at most 100 characters');
        const gender = parseGender(genderText);
        if (!gender) throw problem(i, 'gender', 'gender must be male, female, secrecy, 0 or 1');
        if (phone && !PHONE_PATTERN.test(phone)) throw problem(i, 'phone', 'phone must be 6 to 15 digits');
        if (email && !EMAIL_PATTERN.test(email)) throw problem(i, 'email', 'email is not a valid address');
        const nameKey = username.toLowerCase();
        if (seenNames.has(nameKey))
          throw problem(i, 'username', `the same username is already in row ${seenNames.get(nameKey)! + 1}`);
        seenNames.set(nameKey, i);
        if (email) {
          if (seenEmails.has(email.toLowerCase()))
            throw problem(
              i,
              'email',
              `the same email is already in row ${seenEmails.get(email.toLowerCase())! + 1}`,
            );
          seenEmails.set(email.toLowerCase(), i);
        }
        return {
          username,
          password,
          realname: realname || null,
          nickname: nickname || null,
          school: school || null,
          gender,
          phone: phone || null,
          email: email ? email.toLowerCase() : null,
        };
      });
      const takenNames = await repo.takenUsernames(parsed.map((p) => p.username));
      const takenEmails = await repo.takenEmails(parsed.flatMap((p) => (p.email ? [p.email] : [])));
      parsed.forEach((p, i) => {
        if (takenNames.has(p.username.toLowerCase()))
          throw problem(i, 'username', `${p.username}: the username already exists`);
        if (p.email && takenEmails.has(p.email))
          throw problem(i, 'email', `${p.email}: the email already exists`);
      });
      const hashes = await hashAll(parsed.map((p) => p.password));
      await db.transaction().execute((trx) =>
        repo.insertMany(
          parsed.map(({ password: _plain, ...p }, i) => ({
            ...p,
            passwordHash: hashes[i],
            role: Role.USER,
            status: USER_STATUS.NORMAL,
            defCode: 0,
          })),
          trx,
        ),
      );
      return { count: parsed.length, usernames: parsed.map((p) => p.username) };
    },

    async generate(
      actor: Actor,
      input: { prefix: string; suffix: string; numberFrom: number; numberTo: number; passwordLength: number },
    ): Promise<GeneratedUsersResult> {
      const users: { username: string; password: string }[] = [];
      for (let n = input.numberFrom; n <= input.numberTo; n++) {
        const username = `${input.prefix}${n}${input.suffix}`;
        if (!USERNAME_PATTERN.test(username))
          throw invalidField('prefix', `${username}: ${USERNAME_MESSAGE}`);
        users.push({ username, password: randomPassword(input.passwordLength) });
      }
      const taken = await repo.takenUsernames(users.map((u) => u.username));
      const clash = users.find((u) => taken.has(u.username.toLowerCase()));
      if (clash) throw invalidField('prefix', `${clash.username}: the username already exists`);
      const hashes = await hashAll(users.map((u) => u.password));
      await db.transaction().execute((trx) =>
        repo.insertMany(
          users.map((u, i) => ({
            username: u.username,
            passwordHash: hashes[i],
            role: Role.USER,
            status: USER_STATUS.NORMAL,
            gender: 'secrecy',
            defCode: 0,
          })),
          trx,
        ),
      );
      const key = randomToken(18);
      await repo.saveGeneratedList({
        listKey: key,
        createdBy: actor.uid,
        csv: toCsv([['username', 'password'], ...users.map((u) => [u.username, u.password])]),
        expiresAt: isoAfterSeconds(GENERATED_LIST_TTL_SECONDS),
      });
      return { key, count: users.length, users };
    },

    /** The list's CSV; with `createdBy`, only a list that account generated (a teacher's own). */
    async generatedListCsv(key: string, createdBy?: number): Promise<string> {
      const list = await repo.generatedList(key);
      if (!list || (createdBy !== undefined && list.createdBy !== createdBy))
        throw new AppError('NOT_FOUND', 'The list has expired; generate the accounts list again');
      return list.csv;
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
