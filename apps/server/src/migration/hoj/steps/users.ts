import { Role } from '@judge/contract';
import { hojPasswordHash } from '../../../lib/passwords.ts';
import type { HojRow } from '../hoj-source.ts';
import { hojTimeToIso } from '../hoj-time.ts';
import { fit, text, type MigrationStep, type StepContext } from '../step.ts';

/** HOJ keeps one role row per user; should a user have several, the strongest wins (root first). */
const ROLE_PRIORITY: number[] = [
  Role.ROOT,
  Role.ADMIN,
  Role.PROBLEM_ADMIN,
  Role.NO_SUBMIT_MUTED,
  Role.NO_SUBMIT_NO_DISCUSS,
  Role.NO_SUBMIT,
  Role.MUTED,
  Role.NO_DISCUSS,
  Role.USER,
];
const GENDERS = new Set(['male', 'female', 'secrecy']);

interface PlannedUser {
  uuid: string;
  username: string;
  legacyHash: string;
  profile: {
    email: string | null;
    nickname: string | null;
    realname: string | null;
    school: string | null;
    course: string | null;
    number: string | null;
    gender: string;
    github: string | null;
    blog: string | null;
    cfUsername: string | null;
    avatar: string | null;
    signature: string | null;
    titleName: string | null;
    titleColor: string | null;
    status: number;
    role: number;
    createdAt: string;
    updatedAt: string;
  };
}

/**
 * HOJ's `user_info` with its `user_role`: every account with its profile, role, title and password. The
 * password stays HOJ's unsalted MD5, marked as such: the first login checks it and stores argon2 instead.
 * A HOJ user whose username an account here already has (the `root` that `npm start` made) is merged into
 * that account, which keeps its own password; the report says so.
 */
export function usersStep(): MigrationStep<PlannedUser> {
  const roles = new Map<string, number>();
  return {
    table: 'user_info',
    key: 'uuid',
    async prepare({ source }) {
      for await (const batch of source.batches('user_role', 'id', 5000))
        for (const row of batch) {
          const uid = String(row.uid);
          const role = Number(row.role_id);
          const held = roles.get(uid);
          if (!ROLE_PRIORITY.includes(role)) continue;
          if (held === undefined || ROLE_PRIORITY.indexOf(role) < ROLE_PRIORITY.indexOf(held))
            roles.set(uid, role);
        }
    },
    async plan(rows, context) {
      const planned: PlannedUser[] = [];
      for (const row of rows) {
        const user = planUser(row, roles, context);
        if (user) planned.push(user);
      }
      return planned;
    },
    write: writeUsers,
  };
}

function planUser(row: HojRow, roles: Map<string, number>, context: StepContext): PlannedUser | null {
  const uuid = String(row.uuid);
  const username = text(row.username)?.trim() ?? '';
  if (!username) return (context.skip(uuid, 'no username'), null);
  if ([...username].length > 64)
    return (context.skip(uuid, `username longer than 64 characters: ${username}`), null);
  const password = text(row.password)?.toLowerCase() ?? '';
  if (!/^[0-9a-f]{32}$/.test(password))
    return (context.skip(uuid, `${username}: the password is not HOJ's MD5`), null);
  const created = hojTimeToIso(text(row.gmt_create), context.timeZone) ?? new Date(0).toISOString();
  const gender = text(row.gender) ?? 'secrecy';
  const role = roles.get(uuid) ?? Role.USER;
  if (!roles.has(uuid)) context.note(uuid, `${username}: no role in user_role, given the default user's`);
  return {
    uuid,
    username,
    legacyHash: hojPasswordHash(password),
    profile: {
      email: fit(row.email, 128, 'email', uuid, context)?.trim() || null,
      nickname: fit(row.nickname, 64, 'nickname', uuid, context),
      realname: fit(row.realname, 64, 'realname', uuid, context),
      school: fit(row.school, 128, 'school', uuid, context),
      course: fit(row.course, 128, 'course', uuid, context),
      number: fit(row.number, 64, 'number', uuid, context),
      gender: GENDERS.has(gender) ? gender : 'secrecy',
      github: fit(row.github, 255, 'github', uuid, context),
      blog: fit(row.blog, 255, 'blog', uuid, context),
      cfUsername: fit(row.cf_username, 64, 'cf_username', uuid, context),
      avatar: fit(row.avatar, 255, 'avatar', uuid, context),
      signature: text(row.signature),
      titleName: fit(row.title_name, 64, 'title_name', uuid, context),
      titleColor: fit(row.title_color, 16, 'title_color', uuid, context),
      status: Number(row.status) === 1 ? 1 : 0,
      role,
      createdAt: created,
      updatedAt: hojTimeToIso(text(row.gmt_modified), context.timeZone) ?? created,
    },
  };
}

async function writeUsers(planned: PlannedUser[], context: StepContext): Promise<number> {
  const earlier = await context.ids.lookup(
    'user_info',
    planned.map((user) => user.uuid),
  );
  await context.db.transaction().execute(async (trx) => {
    for (const user of planned) {
      const profile = await withFreeEmail(trx, user, earlier.get(user.uuid), context);
      const known = earlier.get(user.uuid);
      if (known !== undefined) {
        // A second run: HOJ is still the source of truth, except a password already rehashed here.
        await trx.updateTable('users').set(profile).where('uid', '=', Number(known)).execute();
        await trx
          .updateTable('users')
          .set({ passwordHash: user.legacyHash })
          .where('uid', '=', Number(known))
          .where('passwordHash', 'like', 'hoj-md5:%')
          .execute();
        continue;
      }
      const existing = await trx
        .selectFrom('users')
        .select('uid')
        .where('username', '=', user.username)
        .executeTakeFirst();
      if (existing) {
        context.note(
          user.uuid,
          `${user.username}: merged into the existing account of that name (its password kept)`,
        );
        await context.ids.record(trx, 'user_info', user.uuid, String(existing.uid));
        continue;
      }
      const inserted = await trx
        .insertInto('users')
        .values({ username: user.username, passwordHash: user.legacyHash, defCode: 0, ...profile })
        .returning('uid')
        .executeTakeFirstOrThrow();
      await context.ids.record(trx, 'user_info', user.uuid, String(inserted.uid));
    }
  });
  return planned.length;
}

/** HOJ's emails are unique, ours too; an address another account here already has is left off, noted. */
async function withFreeEmail(
  trx: StepContext['db'],
  user: PlannedUser,
  uid: string | undefined,
  context: StepContext,
): Promise<PlannedUser['profile']> {
  const { email } = user.profile;
  if (!email) return user.profile;
  const holder = await trx.selectFrom('users').select('uid').where('email', '=', email).executeTakeFirst();
  if (!holder || String(holder.uid) === uid) return user.profile;
  context.note(user.uuid, `${user.username}: email ${email} belongs to another account here, left off`);
  return { ...user.profile, email: null };
}
