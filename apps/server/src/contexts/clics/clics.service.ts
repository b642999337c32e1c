import { isRoot } from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ClicsCaller } from './basic-auth.ts';
import type { ClicsSource } from './clics-source.ts';
import { contestObject } from './contest-object.ts';
import { imageFacts } from './image-facts.ts';
import type { TeamRoster } from '../contests/facts.ts';
import { contestScope, isPublicContest, readsEverything, type ReaderKind } from './contest-scope.ts';
import { contestView, type ContestView } from './contest-view.ts';
import { notificationsSince } from './feed-stream.ts';
import { contestPackage, problemPackagePath, referencedFiles } from './contest-package.ts';

export { API_INFORMATION } from './api-information.ts';

/**
 * The Contest API's reads: which contests a caller may read, and a contest as that caller sees it. A contest
 * admin (root, the author; a group's admins for its contests) reads everything; anyone else reads the public
 * site's open contests as the public does, frozen while the seal holds.
 */
/** How long a streamed feed's view is shared by every client polling the same contest as the same reader. */
export const SHARED_FEED_VIEW_MS = 1000;

/** A team contest's schools' logos that a file reference can name (a PNG or a JPEG), by path. */
async function logosOf(source: ClicsSource, roster: TeamRoster | null) {
  const paths = (roster?.schools ?? []).flatMap((school) => (school.logo ? [school.logo] : []));
  const heads = await Promise.all(paths.map((path) => source.publicImage(path)));
  return new Map(
    paths.flatMap((path, index) => {
      const facts = heads[index] ? imageFacts(heads[index]) : null;
      return facts ? [[path, facts] as const] : [];
    }),
  );
}

/** Each of the named reads, awaited together. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(Object.keys(reads).map((key, index) => [key, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

export function createClicsService(source: ClicsSource, now: () => number = Date.now) {
  /**
   * A site account reads as an admin of the contests it administers, else as the public. An API account reads
   * its own contest only (any other is refused, public or not), as its role, and only while the admin who made
   * it still administers the contest.
   */
  async function readerOf(caller: ClicsCaller | null, cid: number): Promise<ReaderKind> {
    const grant = caller?.apiAccount;
    if (grant && grant.cid !== cid)
      throw new AppError('FORBIDDEN', `This Contest API account is for contest ${grant.cid}`);
    const admin = caller !== null && (await source.isContestAdmin(caller, cid));
    if (grant && !admin)
      throw new AppError('FORBIDDEN', 'The admin who made this account no longer runs the contest');
    return grant?.role ?? (admin ? 'admin' : 'public');
  }

  /** A contest's record for this caller; NOT_FOUND when it does not exist or the caller may not read it. */
  async function readable(caller: ClicsCaller | null, cid: number) {
    const record = await source.contestRecord(cid);
    const reader = await readerOf(caller, cid);
    if (reader === 'public' && !isPublicContest(record.board.settings))
      throw new AppError('NOT_FOUND', 'The contest does not exist');
    return { record, reader };
  }

  async function viewFor(
    record: Awaited<ReturnType<typeof readable>>['record'],
    reader: ReaderKind,
    cid: number,
    runs: boolean,
  ) {
    const read = await allOf({
      notices: source.notices(cid),
      questions: source.questions(cid),
      judgeCases: runs ? source.judgeCases(cid) : Promise.resolve([]),
      clarificationNames: source.clarificationNames(cid),
      apiAccounts: !readsEverything(reader) ? Promise.resolve([]) : source.apiAccountsOf(cid),
      roster: source.teamRoster(cid),
      submissionNames: source.submissionNames(cid),
      juryMessages: source.juryMessages(cid),
      writtenAwards: source.writtenAwards(cid),
      thaw: source.thawOf(cid),
      backdated: source.backdated(cid),
    });
    const logos = await logosOf(source, read.roster);
    return contestView(
      contestScope({ reader, record, languageNames: source.languageNames(), logos, ...read }),
    );
  }

  /** Views streamed feeds polled lately, by contest and reader kind (the view depends on nothing else). */
  const polledViews = new Map<string, { madeMs: number; view: Promise<ContestView> }>();

  return {
    /** Whether an account runs the contest (root, its author, a group's admins: the contest gate says). */
    runsContest: (actor: Actor, cid: number) => source.isContestAdmin(actor, cid),

    /** The contests this caller may read: the public site's open ones, and (admins) their own or all. */
    async contests(caller: ClicsCaller | null) {
      // An API account lists the one contest it is for.
      const grant = caller?.apiAccount;
      if (grant) return [contestObject((await readable(caller, grant.cid)).record.board.settings)];
      const list = await source.contestList({
        authorUid: caller?.uid ?? null,
        everything: caller !== null && isRoot(caller.role),
      });
      return list.map((contest) => contestObject(contest));
    },

    /** The contest as this caller sees it; with the runs (every test case result) only when asked. */
    async view(
      caller: ClicsCaller | null,
      cid: number,
      options: { runs?: boolean } = {},
    ): Promise<ContestView> {
      const { record, reader } = await readable(caller, cid);
      return viewFor(record, reader, cid, options.runs ?? false);
    },

    /**
     * The view a streaming feed polls every second, with the runs. Every client of the contest reading as the
     * same kind (a resolver, a CDS, balloon and presentation clients) shares one view made at most once per
     * SHARED_FEED_VIEW_MS, instead of each re-reading the contest's clarifications, announcements and every
     * test case result each second; the caller's right to read is still asked each time.
     */
    async polledView(caller: ClicsCaller | null, cid: number): Promise<ContestView> {
      const { record, reader } = await readable(caller, cid);
      const key = `${cid}:${reader}`;
      const kept = polledViews.get(key);
      if (kept && now() - kept.madeMs < SHARED_FEED_VIEW_MS) return kept.view;
      for (const [other, { madeMs }] of polledViews)
        if (now() - madeMs >= SHARED_FEED_VIEW_MS) polledViews.delete(other);
      const view = viewFor(record, reader, cid, true);
      polledViews.set(key, { madeMs: now(), view });
      view.catch(() => polledViews.delete(key));
      return view;
    },

    /**
     * The contest as a contest package for this caller (contest-package.ts), as the zip's entries in turn: for an
     * admin each problem's ICPC problem package first (its test data: the admins' alone), made one at a time as
     * the zip is written; then the API's files, which reference the packages written, and the files their
     * references name that this server holds (the schools' logos), read whole. The caller's right to read is
     * asked before the first entry.
     */
    async packageOf(caller: ClicsCaller | null, cid: number) {
      const view = await this.view(caller, cid, { runs: true });
      const hrefs = [...new Set([...referencedFiles(view).values()].map((reference) => reference.href))];
      const contents = await Promise.all(hrefs.map((href) => source.publicImageFile(href)));
      const files = new Map(hrefs.flatMap((href, i) => (contents[i] ? [[href, contents[i]] as const] : [])));
      const shown = new Set((view.collections.get('problems') ?? []).map((problem) => problem.id));
      const problems = view.scope.reader === 'admin' ? view.scope.record.board.problems : [];
      async function* entries() {
        const packaged = new Set<string>();
        for (const problem of problems) {
          const id = view.scope.problemIds.get(problem.displayId)!;
          const made = shown.has(id) ? await source.problemPackage(problem.pid) : null;
          if (!made || !('zip' in made)) continue;
          packaged.add(id);
          yield [problemPackagePath(id), made.zip] as const;
        }
        yield* contestPackage(view, files, packaged);
      }
      return { cid: view.scope.settings.cid, entries: entries() };
    },

    /**
     * The whole event feed as NDJSON for the back office's download (GET /api/file/download-contest-event-feed):
     * the contest's admins only, every result, frozen ones too; the same events the streaming feed sends.
     */
    async adminFeed(caller: Actor, cid: number): Promise<string> {
      if ((await readable(caller, cid)).reader !== 'admin')
        throw new AppError('FORBIDDEN', 'Only the contest admins may download its event feed');
      const view = await this.view(caller, cid, { runs: true });
      return notificationsSince(view, null)
        .map((notification) => `${JSON.stringify(notification)}\n`)
        .join('');
    },
  };
}
export type ClicsService = ReturnType<typeof createClicsService>;
