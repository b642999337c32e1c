import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createDiscussion } from '../comments-kit.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's back office pages for announcements, tags and discussion reports (HimitZH/HOJ
 * hoj-vue src/common/api.js admin_*Announcement, admin_*Tag, admin_*TagClassification, toReportDiscussion,
 * admin_getDiscussionReport, admin_updateDiscussionReport; views/admin/general/Announcement.vue,
 * views/admin/problem/Tag.vue, views/admin/discussion/Discussion.vue, views/oj/discussion/discussion.vue).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: back office announcements, tags, reports (${TEST_DIALECT})`, () => {
  it('Announcement.vue: create {id: null, title, content, status, uid, username}, list, switch, edit, delete by aid', async () => {
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/announcement',
      token: root.token,
      body: {
        id: null,
        title: 'Maintenance',
        content: 'Down at noon',
        status: 0,
        uid: root.uid,
        username: root.username,
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);

    // admin_getAnnouncementList(currentPage, limit): records of AnnouncementVO, total.
    const list = await app.request({
      url: '/api/admin/announcement',
      token: root.token,
      query: { currentPage: '1', limit: '15' },
    });
    expect(list.statusCode).toBe(200);
    expect(typeof list.body.data.total).toBe('number');
    const row = list.body.data.records.find((r: { title: string }) => r.title === 'Maintenance');
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        content: 'string',
        status: 'number', // the switch's active-value 0, inactive-value 1
        uid: 'number', // our uids are numbers (docs/api.md)
        username: 'string?',
        gmtCreate: 'string',
        gmtModified: 'string',
      },
      'AnnouncementVO',
    );

    // handleVisibleSwitch sends {id, title, content, status, uid}; the edit dialog sends the whole row back.
    const hidden = await app.request({
      method: 'PUT',
      url: '/api/admin/announcement',
      token: root.token,
      body: { id: row.id, title: row.title, content: row.content, status: 1, uid: row.uid },
    });
    expect(hidden.statusCode, JSON.stringify(hidden.body)).toBe(200);
    const edited = await app.request({
      method: 'PUT',
      url: '/api/admin/announcement',
      token: root.token,
      body: { ...row, status: 1, title: 'Maintenance (moved)' },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const after = await app.request({
      url: '/api/admin/announcement',
      token: root.token,
      query: { currentPage: '1', limit: '15' },
    });
    expect(after.body.data.records.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      title: 'Maintenance (moved)',
      status: 1,
    });

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/announcement',
      token: root.token,
      query: { aid: String(row.id) },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('Tag.vue: classifications by oj, a tag added with tcid, edited from the grouped list, deleted by tid', async () => {
    // upsertTagClassification: {id: null, name, rank, oj}; the answer is unshifted as {classification, tagList}.
    const classification = await app.request({
      method: 'POST',
      url: '/api/admin/tag/classification',
      token: root.token,
      body: { id: null, name: 'Graphs', rank: 0, oj: 'ME' },
    });
    expect(classification.statusCode, JSON.stringify(classification.body)).toBe(200);
    expectShape(
      classification.body.data,
      { id: 'number', name: 'string', oj: 'string', rank: 'number' },
      'TagClassification (added)',
    );
    const tcid = classification.body.data.id;
    const classifications = await app.request({
      url: '/api/admin/tag/classification',
      token: root.token,
      query: { oj: 'ME' },
    });
    expect(classifications.statusCode).toBe(200);
    expectShape(
      classifications.body.data.find((c: { id: number }) => c.id === tcid),
      { id: 'number', name: 'string', oj: 'string', rank: 'number' },
      'TagClassification (list)',
    );
    // Tag.vue's "All problems" choice asks with oj ALL: every OJ's classifications.
    const all = await app.request({
      url: '/api/admin/tag/classification',
      token: root.token,
      query: { oj: 'ALL' },
    });
    expect(all.body.data.map((c: { id: number }) => c.id)).toContain(tcid);
    const renamed = await app.request({
      method: 'PUT',
      url: '/api/admin/tag/classification',
      token: root.token,
      body: { ...classification.body.data, name: 'Graph theory' },
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);

    // upsertTag (add): {id: null, name, color, oj, tcid}; the answer is the Tag.
    const tag = await app.request({
      method: 'POST',
      url: '/api/admin/tag',
      token: root.token,
      body: { id: null, name: 'Dijkstra', color: '#409eff', oj: 'ME', tcid },
    });
    expect(tag.statusCode, JSON.stringify(tag.body)).toBe(200);
    expectShape(
      tag.body.data,
      { id: 'number', name: 'string', color: 'string?', oj: 'string', tcid: 'number?' },
      'Tag (added)',
    );
    expect(tag.body.data.tcid).toBe(tcid);

    // getProblemTagsAndClassification(oj): [{classification, tagList}]; the edit dialog copies a tagList row.
    const grouped = await app.request({
      url: '/api/get-problem-tags-and-classification',
      query: { oj: 'ME' },
    });
    expect(grouped.statusCode).toBe(200);
    const group = grouped.body.data.find(
      (g: { classification: { id: number } | null }) => g.classification?.id === tcid,
    );
    expectShape(group, { classification: 'object', tagList: 'array' }, 'tags and classification');
    expect(group.classification.name).toBe('Graph theory');
    const listed = group.tagList.find((t: { id: number }) => t.id === tag.body.data.id);
    expectShape(
      listed,
      { id: 'number', name: 'string', color: 'string?', oj: 'string', tcid: 'number?' },
      'Tag (in tagList)',
    );
    expect(listed.tcid).toBe(tcid);

    // Problem.vue's tag suggestions ask admin_getAllProblemTagList('ALL'), Tag.vue's "All problems" the grouped
    // list with ALL: every OJ's tags.
    const allTags = await app.request({ url: '/api/get-all-problem-tags', query: { oj: 'ALL' } });
    expect(allTags.body.data.map((t: { id: number }) => t.id)).toContain(listed.id);
    const allGrouped = await app.request({
      url: '/api/get-problem-tags-and-classification',
      query: { oj: 'ALL' },
    });
    expect(
      allGrouped.body.data.find(
        (g: { classification: { id: number } | null }) => g.classification?.id === tcid,
      ),
    ).toBeDefined();

    // upsertTag (edit): the copied row with its changes; its classification stays unless changed.
    const recoloured = await app.request({
      method: 'PUT',
      url: '/api/admin/tag',
      token: root.token,
      body: { ...listed, color: '#67c23a' },
    });
    expect(recoloured.statusCode, JSON.stringify(recoloured.body)).toBe(200);
    const regrouped = await app.request({
      url: '/api/get-problem-tags-and-classification',
      query: { oj: 'ME' },
    });
    const kept = regrouped.body.data
      .find((g: { classification: { id: number } | null }) => g.classification?.id === tcid)
      .tagList.find((t: { id: number }) => t.id === listed.id);
    expect(kept).toMatchObject({ color: '#67c23a', tcid });
    // The dialog's "Unclassified" option is tcid null.
    const unclassified = await app.request({
      method: 'PUT',
      url: '/api/admin/tag',
      token: root.token,
      body: { ...listed, tcid: null },
    });
    expect(unclassified.statusCode, JSON.stringify(unclassified.body)).toBe(200);
    const loose = await app.request({
      url: '/api/get-problem-tags-and-classification',
      query: { oj: 'ME' },
    });
    const looseGroup = loose.body.data.find((g: { classification: unknown }) => g.classification === null);
    expect(looseGroup.tagList.map((t: { id: number }) => t.id)).toContain(listed.id);

    const deletedTag = await app.request({
      method: 'DELETE',
      url: '/api/admin/tag',
      token: root.token,
      query: { tid: String(listed.id) },
    });
    expect(deletedTag.statusCode).toBe(200);
    const deletedClassification = await app.request({
      method: 'DELETE',
      url: '/api/admin/tag/classification',
      token: root.token,
      query: { tcid: String(tcid) },
    });
    expect(deletedClassification.statusCode).toBe(200);
  });

  it('Discussion.vue (back office): the list with admin true, status and top switches, deleting the chosen ids', async () => {
    const first = await createDiscussion(app, root.uid, { title: 'First to go' });
    const second = await createDiscussion(app, root.uid, { title: 'Second to go' });
    // getDiscussionList(pageSize, {currentPage, keyword, admin: true}): disabled ones too for the back office.
    const disabled = await app.request({
      method: 'PUT',
      url: '/api/admin/discussion',
      token: root.token,
      body: { id: first, status: 1 }, // changeDiscussionStatus: {id, status} from the select (0 normal, 1 disabled)
    });
    expect(disabled.statusCode, JSON.stringify(disabled.body)).toBe(200);
    const pinned = await app.request({
      method: 'PUT',
      url: '/api/admin/discussion',
      token: root.token,
      body: { id: second, topPriority: true }, // handleTopSwitch: {id, topPriority}
    });
    expect(pinned.statusCode, JSON.stringify(pinned.body)).toBe(200);
    const list = await app.request({
      url: '/api/get-discussion-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', admin: 'true' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data.records as { id: number; status: number; topPriority: boolean }[];
    expect(rows.find((r) => r.id === first)).toMatchObject({ status: 1 });
    expect(rows.find((r) => r.id === second)).toMatchObject({ topPriority: true });
    expectShape(
      rows.find((r) => r.id === first),
      {
        id: 'number',
        title: 'string',
        author: 'string',
        likeNum: 'number',
        viewNum: 'number',
        gmtCreate: 'string',
        status: 'number',
        topPriority: 'boolean',
      },
      'Discussion (back office list)',
    );

    // deleteDiscussion(didList): admin_deleteDiscussion sends the ids as the JSON body.
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/discussion',
      token: root.token,
      body: [first, second],
    });
    expect(removed.statusCode, JSON.stringify(removed.body)).toBe(200);
    const after = await app.request({
      url: '/api/get-discussion-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', admin: 'true' },
    });
    const left = after.body.data.records.map((r: { id: number }) => r.id);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });

  it('discussion.vue submitReport: {reporter, content "#tag# #tag# reason", did}; Discussion.vue lists and checks it', async () => {
    const user = await signedInUser(app);
    const did = await createDiscussion(app, root.uid, { title: 'Reported' });
    const reported = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: user.token,
      body: { reporter: user.username, content: '#垃圾广告# #抄袭# copied from elsewhere', did },
    });
    expect(reported.statusCode, JSON.stringify(reported.body)).toBe(200);
    // Only labels, no reason: the reference client sends "#tag# " and an empty reason.
    const labelsOnly = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: user.token,
      body: { reporter: user.username, content: '#恶意辱骂# ', did },
    });
    expect(labelsOnly.statusCode, JSON.stringify(labelsOnly.body)).toBe(200);
    const empty = await app.request({
      method: 'POST',
      url: '/api/discussion-report',
      token: user.token,
      body: { reporter: user.username, content: '', did },
    });
    expect(empty.statusCode).toBe(400);

    // admin_getDiscussionReport(currentPage, limit): records {id, did, reporter, content, status, gmtCreate}.
    const reports = await app.request({
      url: '/api/admin/discussion-report',
      token: root.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(reports.statusCode).toBe(200);
    expect(typeof reports.body.data.total).toBe('number');
    const row = reports.body.data.records.find(
      (r: { did: number; content: string }) => r.did === did && r.content.includes('copied'),
    );
    expectShape(
      row,
      {
        id: 'number',
        did: 'number',
        reporter: 'string',
        content: 'string',
        status: 'boolean', // the "Checked" switch: active-value true, inactive-value false
        gmtCreate: 'string',
      },
      'DiscussionReport',
    );
    // openReportDialog reads the labels with /#(.*?)# /g and the reason after them.
    expect(row.content).toBe('#垃圾广告# #抄袭# copied from elsewhere');
    expect(row.status).toBe(false);

    // handleCheckedSwitch: {id, status} with the switch's boolean.
    const checked = await app.request({
      method: 'PUT',
      url: '/api/admin/discussion-report',
      token: root.token,
      body: { id: row.id, status: true },
    });
    expect(checked.statusCode, JSON.stringify(checked.body)).toBe(200);
    const after = await app.request({
      url: '/api/admin/discussion-report',
      token: root.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(after.body.data.records.find((r: { id: number }) => r.id === row.id).status).toBe(true);
  });
});
