import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  contestSaveBody,
  DEFAULT_AWARD_CONFIG,
  DEFAULT_RULE_SETTINGS,
  type AdminContestView,
} from '@judge/contract';
import {
  contestToForm,
  emptyContestForm,
  formDuration,
  formFieldOfServerError,
  formToBody,
  messageWithoutField,
  splitNames,
} from './contest-form';

const awards = DEFAULT_AWARD_CONFIG;

const stored: AdminContestView = {
  id: 7,
  title: 'Spring Cup',
  description: '# Rules',
  startTime: '2025-03-01T10:00:00.000Z',
  endTime: '2025-03-01T15:00:00.000Z',
  duration: 18_000,
  type: 0,
  auth: 2,
  pwd: 'secret',
  sealRank: true,
  sealRankOption: null,
  sealRankTime: '2025-03-01T14:00:00.000Z',
  autoRealRank: false,
  openPrint: true,
  openRank: true,
  rankShowName: 'nickname',
  openAccountLimit: true,
  accountLimit: { prefix: 'team', suffix: '', start: 1, end: 30, extra: ['coach'] },
  accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>coach</extra>',
  starAccount: ['guest1'],
  oiRankScoreType: 'Highest',
  penaltyUnit: 'second',
  scoringRule: 'acm',
  ruleSettings: DEFAULT_RULE_SETTINGS,
  allowedNetworks: [],
  sessionRule: 'any',
  ipAutoLogin: [],
  awardType: 2,
  awardConfig: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 3 }],
  awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 3 }],
  visible: false,
  timeLimit: 5400,
  uid: 1,
  author: 'root',
  gid: null,
  status: 1,
  count: 4,
  gmtCreate: '2025-02-01T00:00:00.000Z',
  gmtModified: '2025-02-01T00:00:00.000Z',
};

describe('contest form', () => {
  it('starts a new contest at the next full hour, five hours long, with a body the contract accepts', () => {
    const values = emptyContestForm(awards, dayjs('2025-03-01T10:20:00.000Z'));
    expect(values.startTime?.toISOString()).toBe('2025-03-01T11:00:00.000Z');
    expect(formDuration(values)).toBe(18_000);
    const body = formToBody({ ...values, title: ' Cup ', description: 'text' });
    expect(body.title).toBe('Cup');
    expect(body).not.toHaveProperty('pwd');
    expect(body).not.toHaveProperty('sealRankOption');
    expect(body.accountLimitRule).toBeNull();
    expect(contestSaveBody.safeParse(body).success).toBe(true);
  });

  it('shows a stored contest and sends it back unchanged', () => {
    const values = contestToForm(stored, awards);
    expect(values.timeLimitHours).toBe(1.5);
    expect(values.sealRankOption).toBe(1); // derived from sealRankTime: the last hour
    expect(values.accountExtra).toBe('coach');
    const body = formToBody(values);
    expect(body).toMatchObject({
      startTime: stored.startTime,
      endTime: stored.endTime,
      auth: 2,
      pwd: 'secret',
      sealRank: true,
      sealRankOption: 1,
      autoRealRank: false,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      penaltyUnit: 'second',
      openAccountLimit: true,
      accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 30, extra: ['coach'] },
      starAccount: ['guest1'],
      awardType: 2,
      visible: false,
      timeLimit: 5400,
    });
    expect(contestSaveBody.safeParse(body).success).toBe(true);
  });

  it("sends an ACM contest's rule as 'acm' and an OI contest's rule with its parameters, read back the same", () => {
    expect(formToBody(contestToForm(stored, awards)).scoringRule).toBe('acm');
    const homework: AdminContestView = {
      ...stored,
      type: 1,
      scoringRule: 'homework',
      ruleSettings: {
        ...DEFAULT_RULE_SETTINGS,
        homeworkDueTime: '2025-03-01T13:00:00.000Z',
        homeworkLatePeriods: [{ hours: 24, percent: 80 }],
      },
    };
    const values = contestToForm(homework, awards);
    expect(values.scoringRule).toBe('homework');
    const body = formToBody({ ...values, ledoTryPenaltyPercent: 10 });
    expect(body.scoringRule).toBe('homework');
    expect(body.ruleSettings).toEqual({
      ledoTryPenaltyPercent: 10,
      ledoFloorPercent: 70,
      homeworkDueTime: '2025-03-01T13:00:00.000Z',
      homeworkLatePeriods: [{ hours: 24, percent: 80 }],
    });
    expect(contestSaveBody.safeParse(body).success).toBe(true);
    // An ACM contest switched to OI in the form starts from the plain OI rule.
    expect(contestToForm(stored, awards).scoringRule).toBe('oi');
  });

  it('numbers the award rows in their order', () => {
    const values = { ...contestToForm(stored, awards), awardConfig: [...awards].reverse() };
    expect(formToBody(values).awardConfig?.map((row) => [row.priority, row.num])).toEqual([
      [1, 30],
      [2, 20],
      [3, 10],
    ]);
  });

  it('splits extra accounts on spaces, commas and lines, once each', () => {
    expect(splitNames(' a  b,c\nd，a ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitNames('   ')).toEqual([]);
  });

  it('points a server 400 at the form field it names', () => {
    expect(formFieldOfServerError('endTime')).toEqual(['endTime']);
    expect(formFieldOfServerError('timeLimit')).toEqual(['timeLimitHours']);
    expect(formFieldOfServerError('scoringRule')).toEqual(['scoringRule']);
    expect(formFieldOfServerError('ruleSettings.homeworkDueTime')).toEqual(['homeworkDueTime']);
    expect(formFieldOfServerError('ruleSettings.homeworkLatePeriods.1.hours')).toEqual([
      'homeworkLatePeriods',
      1,
      'hours',
    ]);
    expect(formFieldOfServerError('starAccount.2')).toEqual(['starAccount']);
    expect(formFieldOfServerError('accountLimitRule.end')).toEqual(['accountEnd']);
    expect(formFieldOfServerError('accountLimitRule')).toEqual(['accountPrefix']);
    expect(formFieldOfServerError('awardConfig.1.num')).toEqual(['awardConfig', 1, 'num']);
    expect(formFieldOfServerError('awardConfig.0.priority')).toEqual(['awardConfig', 0, 'name']);
    expect(formFieldOfServerError('awardConfig')).toEqual(['awardType']);
    expect(formFieldOfServerError('cid')).toBeNull();
    expect(messageWithoutField('pwd: a private contest needs a password', 'pwd')).toBe(
      'a private contest needs a password',
    );
  });
});
