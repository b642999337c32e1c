import { describe, expect, it } from 'vitest';
import { AWARD_TYPE, DEFAULT_AWARD_CONFIG, DEFAULT_RULE_SETTINGS, JudgeStatus } from '@judge/contract';
import { buildView } from './board-build.ts';
import type { BoardData } from './board-data.ts';
import { byUser, MINUTE, record, START, usersOf } from './board-fixtures.test-kit.ts';
import { rankRows } from './board-rank.ts';
import { clicsEventFeed, clicsId, relativeTime } from './clics-event-feed.ts';
import { acmRule } from './rules/acm-rule.ts';

const HOUR = 60 * MINUTE;

function contest(records: ReturnType<typeof record>[], overrides: Partial<BoardData['settings']> = {}) {
  const data = {
    version: 1,
    builtMs: 0,
    settings: {
      cid: 7,
      title: 'Spring Cup',
      uid: 99,
      author: 'admin',
      gid: null,
      visible: true,
      auth: 0,
      type: 0,
      scoringRule: 'acm' as const,
      ruleSettings: DEFAULT_RULE_SETTINGS,
      startTime: new Date(START).toISOString(),
      endTime: new Date(START + 5 * HOUR).toISOString(),
      duration: 5 * 3600,
      timeLimit: 0,
      sealRank: true,
      sealRankTime: new Date(START + 4 * HOUR).toISOString(),
      autoRealRank: true,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      penaltyUnit: 'minute',
      starAccount: ['user3'],
      awardType: AWARD_TYPE.NUMBER,
      awardConfig: [{ ...DEFAULT_AWARD_CONFIG[0], num: 1 }],
      ...overrides,
    },
    problems: [
      { pid: 11, displayId: 'A', displayTitle: 'Apples', color: '#ff0000' },
      { pid: 12, displayId: 'B', displayTitle: 'Bananas', color: null },
    ],
    users: usersOf(1, 2, 3),
    recordsByUser: byUser(records),
    virtualRecordsByUser: new Map(),
    virtualRuns: new Map(),
    memo: new Map(),
    sharedPages: new Map(),
  } satisfies BoardData;
  const view = buildView(acmRule, data.recordsByUser, data.users, {
    hiddenFromMs: null,
    oiRankScoreType: 'Recent',
    penaltyUnit: 'minute',
  });
  const rows = rankRows(acmRule, view.rows, {
    stars: new Set(['user3']),
    removeStar: false,
    awardType: data.settings.awardType,
    awardConfig: data.settings.awardConfig,
  });
  return { data, rows };
}

const parse = (feed: string) =>
  feed
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('CLICS event feed', () => {
  it('writes times and ids the way the Contest API does', () => {
    expect(relativeTime(3 * 3_600_000 + 5 * 60_000 + 7_250)).toBe('3:05:07.250');
    expect(relativeTime(0)).toBe('0:00:00.000');
    expect(clicsId('C++ With O2')).toBe('Cpp-With-O2');
    expect(clicsId('.A')).toBe('A');
  });

  it('replays configuration, submissions and judgements in order, with the freeze, the end and the awards', () => {
    const { data, rows } = contest([
      record(1, 'A', 600, JudgeStatus.WRONG_ANSWER),
      record(1, 'A', 1200),
      record(2, 'B', 3000),
      record(3, 'A', 60),
      record(2, 'A', 4.5 * 3600, JudgeStatus.COMPILE_ERROR), // after the freeze
      record(2, 'A', 4.6 * 3600, JudgeStatus.PENDING),
    ]);
    const languages = new Map([...data.recordsByUser.values()].flat().map((r) => [r.submissionId, 'C++']));
    const events = parse(
      clicsEventFeed({
        data,
        rows,
        languages,
        problemFacts: new Map([[11, { timeLimitMs: 2000, testDataCount: 5 }]]),
        nowMs: START + 6 * HOUR,
      }),
    );
    expect(events.map((e) => e.type).slice(0, 8)).toEqual([
      'contest',
      'judgement-types',
      'languages',
      'problems',
      'groups',
      'organizations',
      'teams',
      'state',
    ]);
    expect(events.map((e) => Number(e.token))).toEqual(events.map((_, i) => i + 1));
    expect(events[0].data).toMatchObject({
      id: '7',
      name: 'Spring Cup',
      duration: '5:00:00.000',
      scoreboard_freeze_duration: '1:00:00.000',
      scoreboard_type: 'pass-fail',
      penalty_time: 20,
    });
    expect(events[2].data).toEqual([{ id: 'cpp', name: 'C++', entry_point_required: false, extensions: [] }]);
    expect(events[3].data[0]).toMatchObject({
      id: 'A',
      label: 'A',
      name: 'Apples',
      rgb: '#ff0000',
      time_limit: 2,
      test_data_count: 5,
    });
    expect(events[6].data.find((t: { id: string }) => t.id === '3')).toMatchObject({
      hidden: true,
      group_ids: ['observers'],
    });

    const submissions = events.filter((e) => e.type === 'submissions');
    expect(submissions.map((e) => e.data.contest_time)).toEqual([
      '0:01:00.000',
      '0:10:00.000',
      '0:20:00.000',
      '0:50:00.000',
      '4:30:00.000',
      '4:36:00.000',
    ]);
    const judgements = events.filter((e) => e.type === 'judgements');
    expect(judgements.map((e) => e.data.judgement_type_id)).toEqual(['AC', 'WA', 'AC', 'AC', 'CE', null]);
    // The freeze comes between the submissions made before and after it.
    const order = events.map((e) =>
      e.type === 'state' ? `state:${e.data.frozen ? 'frozen' : 'open'}` : e.type,
    );
    const frozenAt = order.indexOf('state:frozen');
    expect(events.slice(0, frozenAt).filter((e) => e.type === 'submissions')).toHaveLength(4);
    const last = events.at(-1);
    expect(last.type).toBe('state');
    expect(last.data).toMatchObject({ started: data.settings.startTime, ended: data.settings.endTime });
    expect(last.data.finalized).not.toBeNull();

    const awards = events.filter((e) => e.type === 'awards').map((e) => [e.id, e.data.team_ids]);
    // user 1 (1 solved, 40 min) and user 2 (1 solved, 50 min): the star's first solve of A is not an award.
    expect(awards).toEqual([
      ['winner', ['1']],
      ['gold-medal', ['1']],
      ['first-to-solve-B', ['2']],
    ]);
  });

  it('stops at the present for a contest still running', () => {
    const { data, rows } = contest([record(1, 'A', 600)]);
    const events = parse(
      clicsEventFeed({ data, rows, languages: new Map(), problemFacts: new Map(), nowMs: START + HOUR }),
    );
    expect(events.some((e) => e.type === 'awards')).toBe(false);
    expect(events.filter((e) => e.type === 'state').at(-1).data).toMatchObject({ ended: null, frozen: null });
  });
});
