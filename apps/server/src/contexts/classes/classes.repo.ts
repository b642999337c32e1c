import type { ExpressionBuilder } from 'kysely';
import type { PageQuery } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsIgnoringCase, isUniqueViolation } from '../../lib/sql.ts';
import { nowIso } from '../../lib/time.ts';

const offsetOf = (page: PageQuery) => (page.currentPage - 1) * page.limit;

const STUDENT_COLUMNS = [
  'users.uid',
  'users.username',
  'users.realname',
  'users.school',
  'users.nickname',
] as const;

export interface ClassListFilter {
  /** Only this teacher's classes (a teacher's list); all classes without it (admins). */
  uid?: number;
  keyword?: string;
  state?: number;
}

/** Every query of the classes: the classes, their students and their homework (migration 025). */
export function createClassesRepo(db: Db) {
  const withTeacherAndCounts = () =>
    db
      .selectFrom('classes')
      .leftJoin('users', 'users.uid', 'classes.uid')
      .select((eb) => [
        'classes.id',
        'classes.name',
        'classes.description',
        'classes.state',
        'classes.uid',
        'classes.gmtCreate',
        'classes.gmtModified',
        'users.username as teacher',
        eb
          .selectFrom('classStudents')
          .whereRef('classStudents.classId', '=', 'classes.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('studentCount'),
        eb
          .selectFrom('classHomework')
          .whereRef('classHomework.classId', '=', 'classes.id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('homeworkCount'),
      ]);

  const normalise = <T extends { studentCount: number | null; homeworkCount: number | null }>(row: T) => ({
    ...row,
    studentCount: Number(row.studentCount ?? 0),
    homeworkCount: Number(row.homeworkCount ?? 0),
  });

  return {
    async find(id: number) {
      const row = await withTeacherAndCounts().where('classes.id', '=', id).executeTakeFirst();
      return row ? normalise(row) : undefined;
    },

    async page(filter: ClassListFilter, page: PageQuery) {
      let query = withTeacherAndCounts();
      if (filter.uid !== undefined) query = query.where('classes.uid', '=', filter.uid);
      if (filter.state !== undefined) query = query.where('classes.state', '=', filter.state);
      if (filter.keyword) query = query.where(containsIgnoringCase('classes.name', filter.keyword));
      const [records, total] = await Promise.all([
        query.orderBy('classes.id', 'desc').limit(page.limit).offset(offsetOf(page)).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { records: records.map(normalise), total: Number(total.count) };
    },

    async insert(values: { name: string; description: string; state: number; uid: number }) {
      const now = nowIso();
      const row = await db
        .insertInto('classes')
        .values({ ...values, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (id: number, values: { name: string; description: string; state: number }) =>
      db
        .updateTable('classes')
        .set({ ...values, gmtModified: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** Its students and homework go with it (cascade). */
    remove: (id: number) => db.deleteFrom('classes').where('id', '=', id).execute(),

    async studentPage(classId: number, keyword: string | undefined, page: PageQuery) {
      let query = db
        .selectFrom('classStudents')
        .innerJoin('users', 'users.uid', 'classStudents.uid')
        .where('classStudents.classId', '=', classId);
      if (keyword) query = query.where(matchesStudent(keyword));
      const [records, total] = await Promise.all([
        query
          .select([...STUDENT_COLUMNS, 'classStudents.gmtCreate'])
          .orderBy('users.username')
          .limit(page.limit)
          .offset(offsetOf(page))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** Every student of the class, by username (the grades and completion tables). */
    students: (classId: number) =>
      db
        .selectFrom('classStudents')
        .innerJoin('users', 'users.uid', 'classStudents.uid')
        .where('classStudents.classId', '=', classId)
        .select(STUDENT_COLUMNS)
        .orderBy('users.username')
        .execute(),

    student: (classId: number, uid: number) =>
      db
        .selectFrom('classStudents')
        .innerJoin('users', 'users.uid', 'classStudents.uid')
        .where('classStudents.classId', '=', classId)
        .where('classStudents.uid', '=', uid)
        .select([...STUDENT_COLUMNS, 'classStudents.gmtCreate'])
        .executeTakeFirst(),

    /** Accounts not in the class, searchable by username, real name or school (getOtherStudentList). */
    async othersPage(classId: number, keyword: string | undefined, page: PageQuery) {
      let query = db
        .selectFrom('users')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('classStudents')
                .whereRef('classStudents.uid', '=', 'users.uid')
                .where('classStudents.classId', '=', classId)
                .select('classStudents.id'),
            ),
          ),
        );
      if (keyword) query = query.where(matchesStudent(keyword));
      const [records, total] = await Promise.all([
        query
          .select(STUDENT_COLUMNS)
          .orderBy('users.username')
          .limit(page.limit)
          .offset(offsetOf(page))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** The students of every class the teacher made, once each (who a teacher's student page reaches). */
    async studentUidsOfTeacher(teacherUid: number) {
      const rows = await db
        .selectFrom('classStudents')
        .innerJoin('classes', 'classes.id', 'classStudents.classId')
        .where('classes.uid', '=', teacherUid)
        .select('classStudents.uid')
        .distinct()
        .execute();
      return rows.map((row) => row.uid);
    },

    usersNamed: (usernames: string[]) =>
      usernames.length === 0
        ? Promise.resolve([])
        : db.selectFrom('users').select(['uid', 'username']).where('username', 'in', usernames).execute(),

    memberUids: async (classId: number) =>
      (await db.selectFrom('classStudents').select('uid').where('classId', '=', classId).execute()).map(
        (row) => row.uid,
      ),

    /** Adds the users; one that another request added meanwhile is skipped. Answers the uids added. */
    async addStudents(classId: number, uids: number[]) {
      const added: number[] = [];
      for (const uid of uids) {
        try {
          await db.insertInto('classStudents').values({ classId, uid, gmtCreate: nowIso() }).execute();
          added.push(uid);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return added;
    },

    removeStudent: async (classId: number, uid: number) =>
      Number(
        (
          await db
            .deleteFrom('classStudents')
            .where('classId', '=', classId)
            .where('uid', '=', uid)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    homework: (classId: number) =>
      db.selectFrom('classHomework').selectAll().where('classId', '=', classId).orderBy('id').execute(),

    findHomework: (classId: number, id: number) =>
      db
        .selectFrom('classHomework')
        .selectAll()
        .where('classId', '=', classId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Answers the new homework's id, or null when the class already has it. */
    async insertHomework(classId: number, kind: 'training' | 'contest', refId: number) {
      try {
        const row = await db
          .insertInto('classHomework')
          .values({ classId, kind, refId, gmtCreate: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    removeHomework: (classId: number, id: number) =>
      db.deleteFrom('classHomework').where('classId', '=', classId).where('id', '=', id).execute(),
  };
}
export type ClassesRepo = ReturnType<typeof createClassesRepo>;
export type ClassRecord = NonNullable<Awaited<ReturnType<ClassesRepo['find']>>>;
export type HomeworkRecord = NonNullable<Awaited<ReturnType<ClassesRepo['findHomework']>>>;

/** A search over username, real name and school (case ignored). */
const matchesStudent = (keyword: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    containsIgnoringCase('users.username', keyword),
    containsIgnoringCase('users.realname', keyword),
    containsIgnoringCase('users.school', keyword),
  ]);
