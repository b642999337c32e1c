import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { packageFiles } from './package-files.ts';
import { planImport } from './package-plan.ts';

const CONTEST_YAML = `id: wf2014
name: 2014 ICPC World Finals
formal_name: 38th Annual World Finals
start_time: 2014-06-25T10:00:00+01
duration: 5:00:00
scoreboard_freeze_duration: 1:00:00
scoreboard_type: pass-fail
penalty_time: 20
`;
const PROBLEMS_YAML = `- id: bottles
  label: B
  name: Curvy Little Bottles
  ordinal: 2
  rgb: '#808080'
- id: asteroids
  label: A
  name: Asteroid Rangers
  ordinal: 1
  rgb: blue
`;
const TEAMS = [
  { id: 'team-1', name: 'KTH', display_name: 'KTH Royal', organization_id: 'kth.se' },
  { id: 'team2', name: 'Jury test', hidden: true },
];
const ACCOUNTS_YAML = `- id: team-1
  username: kth1
  password: till-wise-under
  type: team
  team_id: team-1
- id: judge1
  username: judge1
  type: judge
`;

function files(overrides: Record<string, string | null> = {}, top = '') {
  const base: Record<string, string | null> = {
    'contest.yaml': CONTEST_YAML,
    'problems.yaml': PROBLEMS_YAML,
    'problems/asteroids/package.zip': 'zip bytes',
    'organizations.json': JSON.stringify([{ id: 'kth.se', name: 'KTH', formal_name: 'KTH Royal Institute' }]),
    'teams.json': JSON.stringify(TEAMS),
    'accounts.yaml': ACCOUNTS_YAML,
    ...overrides,
  };
  return packageFiles(
    new Map(
      Object.entries(base)
        .filter(([, content]) => content !== null)
        .map(([name, content]) => [`${top}${name}`, Buffer.from(content!)]),
    ),
  );
}

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('a contest package read into a plan', () => {
  it("reads the spec's example YAML files, in a folder named after the contest too", () => {
    for (const top of ['', 'wf2014/']) {
      const plan = planImport(files({}, top), () => 'made-here1');
      expect(plan.contest).toEqual({
        title: '2014 ICPC World Finals',
        description: '38th Annual World Finals',
        startTime: '2014-06-25T09:00:00.000Z',
        endTime: '2014-06-25T14:00:00.000Z',
        type: 0,
        sealRankOption: 1,
      });
      expect(plan.problems.map((p) => [p.id, p.label, p.color, p.packageZip?.toString() ?? null])).toEqual([
        ['asteroids', 'A', null, 'zip bytes'],
        ['bottles', 'B', '#808080', null],
      ]);
      expect(plan.accounts).toEqual([
        {
          username: 'kth1',
          password: 'till-wise-under',
          generated: false,
          nickname: 'KTH Royal',
          school: 'KTH Royal Institute',
          hidden: false,
        },
        {
          username: 'team2',
          password: 'made-here1',
          generated: true,
          nickname: 'Jury test',
          school: null,
          hidden: true,
        },
      ]);
      expect(plan.skipped).toEqual(['accounts: judge1 (judge): only team accounts are made here']);
    }
  });

  it('maps a scored contest, a whole-contest freeze and RELTIME penalties', () => {
    const contest = CONTEST_YAML.replace('pass-fail', 'score')
      .replace('scoreboard_freeze_duration: 1:00:00', 'scoreboard_freeze_duration: 5:00:00')
      .replace('penalty_time: 20', 'penalty_time: "0:20:00"');
    const plan = planImport(files({ 'contest.yaml': contest }), () => 'x');
    expect(plan.contest).toMatchObject({ type: 1, sealRankOption: 2 });
  });

  it('refuses what this judge would run differently, naming the file and the property', () => {
    const freeze = CONTEST_YAML.replace('1:00:00', '2:00:00');
    expect(refusal(() => planImport(files({ 'contest.yaml': freeze }), () => 'x'))).toContain(
      'contest: scoreboard_freeze_duration',
    );
    const penalty = CONTEST_YAML.replace('penalty_time: 20', 'penalty_time: 10');
    expect(refusal(() => planImport(files({ 'contest.yaml': penalty }), () => 'x'))).toContain(
      'penalty_time',
    );
    expect(refusal(() => planImport(files({ 'contest.yaml': null }), () => 'x'))).toContain(
      'no contest.json or contest.yaml',
    );
    const noStart = CONTEST_YAML.replace(/start_time: .*\n/, '');
    expect(refusal(() => planImport(files({ 'contest.yaml': noStart }), () => 'x'))).toContain('start_time');
    expect(
      refusal(() => planImport(files({ 'problems.yaml': '- id: a\n  label: A\n' }), () => 'x')),
    ).toContain('problems.yaml: 0.name');
    expect(refusal(() => planImport(files({ 'teams.json': '[{' }), () => 'x'))).toContain('teams.json');
    const shortPassword = ACCOUNTS_YAML.replace('till-wise-under', 'abc');
    expect(refusal(() => planImport(files({ 'accounts.yaml': shortPassword }), () => 'x'))).toContain(
      'kth1: the password',
    );
    const strayAccount = `${ACCOUNTS_YAML}- username: lost\n  type: team\n  team_id: nobody\n`;
    expect(refusal(() => planImport(files({ 'accounts.yaml': strayAccount }), () => 'x'))).toContain(
      'lost: team_id names no team',
    );
  });
});
