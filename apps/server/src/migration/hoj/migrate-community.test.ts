import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import {
  insertHojProblem,
  insertHojUser,
  insertNacosConfig,
  migrateSite,
  startHojSite,
  type HojSite,
} from '../../../test/hoj/hoj-site.ts';
import type { MigrationReport } from './migrate.ts';

let site: HojSite;
let app: TestApp;
let report: MigrationReport;

const migrate = () => migrateSite(site, app);

beforeAll(async () => {
  site = await startHojSite();
  insertHojUser(site, { uuid: 'a1', username: 'alice', password: 'alice-pass' });
  insertHojUser(site, { uuid: 'b2', username: 'bob', password: 'bob-pass' });
  insertHojProblem(site, 1000, 'P1000', { is_upload_case: 0 });
  site.insert('problem_case', { pid: 1000, input: '1 2\n', output: '3\n', score: 100 });
  // HOJ's schema seeds its categories (闲聊 1, 题解 2, ...): our own default ones have the same names.
  site.insert('discussion', {
    id: 7,
    category_id: 2,
    title: 'P1000 的题解',
    description: '思路',
    content: '先读入，再相加。',
    pid: 'P1000',
    uid: 'a1',
    author: 'alice',
    view_num: 15,
    like_num: 1,
    comment_num: 2,
  });
  site.insert('discussion_like', { uid: 'b2', did: 7 });
  site.insert('discussion_report', { did: 7, reporter: 'bob', content: '#spam#' });
  site.insert('comment', {
    id: 3,
    did: 7,
    content: 'Thanks!',
    from_uid: 'b2',
    from_name: 'bob',
    like_num: 1,
  });
  site.insert('reply', {
    comment_id: 3,
    from_uid: 'a1',
    from_name: 'alice',
    to_uid: 'b2',
    to_name: 'bob',
    content: 'You are welcome',
  });
  site.insert('comment_like', { uid: 'a1', cid: 3 });
  site.insert('comment', { id: 4, did: 7, content: 'removed', from_uid: 'b2', from_name: 'bob', status: 1 });
  site.insert('announcement', { id: 1, title: '系统维护', content: '周六停机', uid: 'a1' });
  site.insert('contest', {
    id: 12,
    uid: 'a1',
    title: 'Contest',
    auth: 0,
    start_time: '2024-01-10 10:00:00',
    end_time: '2024-01-10 15:00:00',
    duration: 18000,
  });
  site.insert('announcement', { id: 2, title: 'A 题题面更正', content: 'n ≤ 10', uid: 'a1' });
  site.insert('contest_announcement', { aid: 2, cid: 12 });
  site.insert('contest_print', { username: 'bob', cid: 12, content: '#include <cstdio>' });
  site.insert('admin_sys_notice', {
    id: 1,
    title: '维护通知',
    content: '周六停机',
    type: 'All',
    state: 1,
    admin_id: 'a1',
  });
  site.insert('user_sys_notice', { sys_notice_id: 1, recipient_id: 'b2', type: 'Sys', state: 0 });
  site.insert('msg_remind', {
    action: 'Reply',
    source_id: 7,
    source_type: 'Discussion',
    source_content: 'P1000 的题解',
    quote_id: 3,
    quote_type: 'Comment',
    url: '/discussion-detail/7',
    sender_id: 'a1',
    recipient_id: 'b2',
  });
  site.insert('msg_remind', {
    action: 'Like_Post',
    source_id: 7,
    source_type: 'Discussion',
    sender_id: 'b2',
    recipient_id: 'a1',
  });
  site.insert('contest_explanation', { cid: 12, uid: 'a1', content: '题解' });
  insertNacosConfig(
    site,
    'hoj-web.yml',
    'name: 某某中学 OJ\nshortName: MOJ\ndescription: 校内训练\nregister: false\nemailHost: smtp.example.com\nemailPort: notaport\nrecordName: 备案号\n',
  );
  insertNacosConfig(
    site,
    'hoj-switch.yml',
    'hideNonContestSubmissionCode: true\ndefaultSubmitInterval: 10\n',
  );
  app = await createTestApp();
  report = await migrate();
}, 60_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
});

describe('npm run migrate:hoj: discussions, comments and announcements', () => {
  it('carries a discussion under its id, tied to its problem, with its like and report', async () => {
    expect(report.skips).toEqual([]);
    const detail = await app.request({ url: '/api/get-discussion-detail', query: { did: '7' } });
    expect(detail.statusCode, JSON.stringify(detail.body).slice(0, 300)).toBe(200);
    expect(detail.body.data).toMatchObject({
      title: 'P1000 的题解',
      content: '先读入，再相加。',
      pid: 'P1000',
      likeNum: 1,
      author: 'alice',
    });
    const category = await app.db
      .selectFrom('discussionCategories')
      .select('name')
      .where('id', '=', detail.body.data.categoryId)
      .executeTakeFirstOrThrow();
    expect(category.name).toBe('题解');
    expect(
      await app.db.selectFrom('discussionLikes').selectAll().where('did', '=', 7).execute(),
    ).toHaveLength(1);
    expect(
      await app.db.selectFrom('discussionReports').select('content').where('did', '=', 7).execute(),
    ).toEqual([{ content: '#spam#' }]);
  });

  it('carries comments with their replies and likes, leaving those HOJ removed', async () => {
    expect(report.notes.map((note) => note.text)).toContain('comment 4: removed in HOJ, left off');
    const token = await login(app, 'alice', 'alice-pass');
    const comments = await app.request({ url: '/api/comments', query: { did: '7' }, token });
    expect(comments.statusCode, JSON.stringify(comments.body).slice(0, 300)).toBe(200);
    const list = comments.body.data.commentList.records;
    expect(list.map((c: { content: string }) => c.content)).toEqual(['Thanks!']);
    expect(list[0]).toMatchObject({ likeNum: 1, totalReplyNum: 1 });
    expect(list[0].replyList.map((r: { content: string }) => r.content)).toEqual(['You are welcome']);
  });

  it("puts the site's announcement on the site and the contest's in its contest", async () => {
    const site = await app.request({
      url: '/api/get-common-announcement',
      query: { currentPage: '1', limit: '10' },
    });
    expect(site.body.data.records.map((a: { title: string }) => a.title)).toEqual(['系统维护']);
    const inContest = await app.db.selectFrom('contestAnnouncements').select(['cid', 'title']).execute();
    expect(inContest).toEqual([{ cid: 12, title: 'A 题题面更正' }]);
  });

  it("carries contest prints, the site's notices with each inbox copy, and the message reminders", async () => {
    const prints = await app.db.selectFrom('contestPrints').select(['cid', 'content']).execute();
    expect(prints).toEqual([{ cid: 12, content: '#include <cstdio>' }]);
    const bob = await login(app, 'bob', 'bob-pass');
    const inbox = await app.request({
      url: '/api/msg/sys',
      token: bob,
      query: { currentPage: '1', limit: '10' },
    });
    expect(inbox.statusCode, JSON.stringify(inbox.body).slice(0, 300)).toBe(200);
    expect(inbox.body.data.records.map((n: { title: string }) => n.title)).toEqual(['维护通知']);
    const replies = await app.request({
      url: '/api/msg/reply',
      token: bob,
      query: { currentPage: '1', limit: '10' },
    });
    expect(replies.body.data.records).toHaveLength(1);
    expect(replies.body.data.records[0]).toMatchObject({ sourceId: 7, sourceType: 'Discussion' });
    const alice = await login(app, 'alice', 'alice-pass');
    const likes = await app.request({
      url: '/api/msg/like',
      token: alice,
      query: { currentPage: '1', limit: '10' },
    });
    expect(likes.body.data.records).toHaveLength(1);
    expect(report.notes.map((note) => note.text)).toContain(
      'contest_explanation 1: not carried, this product has no contest explanations (post them as a discussion)',
    );
  });

  it("carries the site's settings HOJ keeps in Nacos, noting a value ours refuses", async () => {
    const config = await app.request({ url: '/api/get-website-config' });
    expect(config.body.data).toMatchObject({
      webName: '某某中学 OJ',
      shortName: 'MOJ',
      webDescription: '校内训练',
      register: false,
      recordName: '备案号',
    });
    const switches = JSON.parse(
      (
        await app.db
          .selectFrom('siteSettings')
          .select('value')
          .where('name', '=', 'switch')
          .executeTakeFirstOrThrow()
      ).value,
    );
    expect(switches).toMatchObject({ hideNonContestSubmissionCode: true, defaultSubmitInterval: 10 });
    const email = JSON.parse(
      (
        await app.db
          .selectFrom('siteSettings')
          .select('value')
          .where('name', '=', 'email')
          .executeTakeFirstOrThrow()
      ).value,
    );
    expect(email).toMatchObject({ emailHost: 'smtp.example.com' });
    expect(report.notes.map((note) => note.text)).toContain(
      'hoj-web.yml: emailPort ("notaport") is not a valid value here, left at ours',
    );
  });

  it('a second run duplicates nothing', async () => {
    await migrate();
    const count = async (
      table: 'discussions' | 'comments' | 'replies' | 'announcements' | 'discussionReports',
    ) =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await count('discussions'),
      await count('comments'),
      await count('replies'),
      await count('announcements'),
      await count('discussionReports'),
    ]).toEqual([1, 1, 1, 1, 1]);
  });
});
