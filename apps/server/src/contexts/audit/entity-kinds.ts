import type { AuditEntityKind } from '@judge/contract';
import type { Database } from '../../db/schema.ts';

/**
 * What the audit log can take a before/after picture of: each kind of entity an admin changes, the table its
 * row lives in, the columns that name one row (a link has two), and which columns say the contest or group it
 * belongs to. A picture is the row as stored; the secret columns are dropped when it is compared
 * (field-changes.ts), so a password hash never reaches the log.
 */
export interface EntityKind {
  table: keyof Database;
  keys: readonly string[];
  contestColumn?: string;
  groupColumn?: string;
  /** Rows of another table that belong to the picture (a problem's test cases), as one field. */
  parts?: {
    name: string;
    table: keyof Database;
    foreignKey: string;
    order: string;
    columns: readonly string[];
  };
}

export const ENTITY_KINDS = {
  user: { table: 'users', keys: ['uid'] },
  problem: {
    table: 'problems',
    keys: ['id'],
    groupColumn: 'gid',
    // The test data as a list of case names and contents' hashes: a new zip shows as a changed list.
    parts: {
      name: 'testData',
      table: 'problemCases',
      foreignKey: 'pid',
      order: 'position',
      columns: ['inputName', 'outputName', 'inputHash', 'outputHash', 'score'],
    },
  },
  tag: { table: 'tags', keys: ['id'], groupColumn: 'gid' },
  'tag-classification': { table: 'tagClassifications', keys: ['id'] },
  submission: { table: 'submissions', keys: ['id'], contestColumn: 'cid', groupColumn: 'gid' },
  contest: { table: 'contests', keys: ['id'], contestColumn: 'id', groupColumn: 'gid' },
  'contest-problem': { table: 'contestProblems', keys: ['cid', 'pid'], contestColumn: 'cid' },
  'contest-announcement': { table: 'contestAnnouncements', keys: ['id'], contestColumn: 'cid' },
  training: { table: 'trainings', keys: ['id'], groupColumn: 'gid' },
  'training-category': { table: 'trainingCategories', keys: ['id'], groupColumn: 'gid' },
  'training-problem': { table: 'trainingProblems', keys: ['tid', 'pid'] },
  discussion: { table: 'discussions', keys: ['id'], groupColumn: 'gid' },
  'discussion-report': { table: 'discussionReports', keys: ['id'] },
  'discussion-category': { table: 'discussionCategories', keys: ['id'] },
  announcement: { table: 'announcements', keys: ['id'], groupColumn: 'gid' },
  'carousel-image': { table: 'carouselImages', keys: ['id'] },
  'home-timer': { table: 'homeTimers', keys: ['id'] },
  'system-notice': { table: 'sysNotices', keys: ['id'] },
  group: { table: 'groups', keys: ['id'], groupColumn: 'id' },
  'group-member': { table: 'groupMembers', keys: ['gid', 'uid'], groupColumn: 'gid' },
  class: { table: 'classes', keys: ['id'] },
  'class-student': { table: 'classStudents', keys: ['classId', 'uid'] },
  'class-homework': { table: 'classHomework', keys: ['id'] },
  'site-setting': { table: 'siteSettings', keys: ['name'] },
  'similarity-check': { table: 'similarityChecks', keys: ['id'] },
  'similarity-pair': { table: 'similarityPairs', keys: ['id'] },
  // The Contest API's accounts: their password and token hashes are secret columns, never logged.
  'clics-account': { table: 'clicsApiAccounts', keys: ['id'], contestColumn: 'cid' },
  // The Contest API's webhooks: the client's token is a secret column, never logged.
  'clics-webhook': { table: 'clicsWebhooks', keys: ['id'] },
  // A volunteer's claim of a balloon or print (docs/contest-volunteers.md): claimed, released, delivered.
  'contest-delivery': { table: 'contestDeliveries', keys: ['cid', 'kind', 'itemId'], contestColumn: 'cid' },
  /** Kept in DATA_DIR/datasource.json, not a table: logged from what was sent (its URL as a secret). */
  datasource: null,
} as const satisfies Record<AuditEntityKind, EntityKind | null>;

export type EntityKindName = keyof typeof ENTITY_KINDS;
