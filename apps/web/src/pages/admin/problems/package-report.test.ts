import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { IcpcImportReport } from '@judge/contract';
import { adminProblemEnUS } from '../../../i18n/admin-problem.en-US';
import { adminProblemZhCN } from '../../../i18n/admin-problem.zh-CN';
import { packageReportRows, packageReportSummary } from './package-report';

const translator = async (lng: 'en-US' | 'zh-CN') => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    interpolation: { escapeValue: false },
    resources: {
      'en-US': { translation: adminProblemEnUS },
      'zh-CN': { translation: adminProblemZhCN },
    },
  });
  return i18n.t;
};

/** A Polygon import's report as the server answers it: scored, one solution judged, one skipped, one differing. */
const polygon: IcpcImportReport = {
  problemId: 'aplusb-scored',
  title: 'A plus B, scored',
  format: 'polygon',
  scoring: true,
  statementLanguage: 'english',
  madeTests: 7,
  timeLimitMs: 1000,
  timeLimitSource: 'given by the package',
  warnings: ['solutions/x.cpp: unknown solution tag "odd": not run'],
  submissions: [
    {
      path: 'solutions/small-only.cpp',
      expected: ['WA', 'PA'],
      verdict: 'WA',
      siteVerdict: 'PA',
      score: 40,
      ok: true,
      unmet: [],
      outcome: 'ok',
      notes: [],
      timeMs: 2,
      groups: [
        { name: 'large', verdict: 'WA', score: 0 },
        { name: 'small', verdict: 'AC', score: 40 },
      ],
    },
    {
      path: 'solutions/old.py',
      expected: ['AC'],
      verdict: '-',
      score: 0,
      ok: true,
      unmet: [],
      outcome: 'skipped',
      notJudged: 'Python 2 is not run by this judge',
      notes: [],
    },
    {
      path: 'submissions/partial/half.py',
      expected: ['AC'],
      verdict: 'AC',
      score: 30,
      ok: false,
      unmet: ['score 30 (expected 50, @EXPECTED_SCORE@)'],
      outcome: 'DIFFERS',
      expectedScore: 50,
      notes: ['a note of the package'],
      timeMs: 15,
    },
    {
      path: 'submissions/check_manually/p.py',
      expected: [],
      verdict: 'WA',
      score: 0,
      ok: true,
      unmet: [],
      outcome: 'manual',
      manual: true,
      expectedScore: [10, 20],
      notes: [],
      timeMs: 3,
    },
  ],
  mismatches: 1,
  tally: { ok: 1, DIFFERS: 1, manual: 1, listed: 0, skipped: 1 },
};

describe('the package check report', () => {
  it('shows each submission as judge check does: expected and got, scores, groups, reasons, notes', async () => {
    const rows = packageReportRows(polygon, await translator('en-US'));
    expect(
      rows.map((row) => [row.outcome, row.expected, row.got, row.score, row.expectedScore, row.time]),
    ).toEqual([
      ['ok', 'WA | PA', 'WA (PA on the site)', '40', undefined, '2 ms'],
      ['skipped', 'AC', '-', '-', undefined, '-'],
      ['DIFFERS', 'AC', 'AC', '30', 'expected 50', '15 ms'],
      ['manual', 'left to a person', 'WA', '0', 'expected 10..20', '3 ms'],
    ]);
    expect(rows[0].details).toEqual(['groups: large WA 0, small AC 40']);
    expect(rows[1].details).toEqual(['not judged: Python 2 is not run by this judge']);
    expect(rows[2].details).toEqual([
      'score 30 (expected 50, @EXPECTED_SCORE@)',
      'note: a note of the package',
    ]);
  });

  it('sums the package up in both languages: time limit, statement, tests made, warnings, the tally', async () => {
    expect(packageReportSummary(polygon, await translator('en-US'))).toEqual([
      'Time limit 1 s (given by the package)',
      'Statement: English',
      '7 test files made with the package’s generators and main solution',
      'Warning: solutions/x.cpp: unknown solution tag "odd": not run',
      '4 submissions: 1 as expected, 1 differ, 1 left to a person, 0 with nothing to compare, 1 not judged here',
    ]);
    const chinese = packageReportSummary(polygon, await translator('zh-CN'));
    expect(chinese[1]).toBe('题面语言：英文');
    expect(chinese[chinese.length - 1]).toBe(
      '共 4 份提交：1 份符合预期，1 份不符，1 份留待人工判定，0 份无可比对，1 份本站未评测',
    );
    expect(packageReportRows(polygon, await translator('zh-CN'))[3].expected).toBe('留待人工判定');
  });

  it('reads a report stored before the check fields: no scores for a pass-fail package, outcomes from ok', async () => {
    const old: IcpcImportReport = {
      problemId: 'old',
      title: 'Old',
      timeLimitMs: 2000,
      timeLimitSource: 'given by the package',
      submissions: [
        { path: 'accepted/a.py', expected: ['AC'], verdict: 'AC', score: 0, ok: true },
        { path: 'wrong_answer/w.py', expected: ['WA'], verdict: 'AC', score: 0, ok: false },
      ],
      mismatches: 1,
    };
    const t = await translator('en-US');
    const rows = packageReportRows(old, t);
    expect(rows.map((row) => [row.outcome, row.score, row.time])).toEqual([
      ['ok', undefined, '-'],
      ['DIFFERS', undefined, '-'],
    ]);
    expect(packageReportSummary(old, t)).toEqual([
      'Time limit 2 s (given by the package)',
      '2 submissions: 1 as expected, 1 differ, 0 left to a person, 0 with nothing to compare, 0 not judged here',
    ]);
  });

  it("gives the judge's reasons in the page's language, a reason the catalogue lacks as the judge wrote it", async () => {
    const stored: IcpcImportReport = {
      problemId: 'hello',
      title: 'Hello',
      timeLimitMs: 1000,
      timeLimitSource: 'derived: slowest accepted run 120 ms x 5 -> 1 s',
      warnings: ['no data/secret: judged on data/sample alone', 'a warning the catalogue lacks'],
      submissions: [
        {
          path: 'submissions/accepted/hello.swift',
          expected: ['AC'],
          verdict: '-',
          score: 0,
          ok: true,
          unmet: [],
          outcome: 'skipped',
          notJudged: 'Swift is not run by this judge (no toolchain): hello.swift',
          notes: [],
        },
        {
          path: 'submissions/wrong_answer/perm.c',
          expected: ['WA', 'PE'],
          verdict: 'RE',
          score: 0,
          ok: false,
          unmet: [
            'RE (expected WA or PE)',
            'score 30 (expected 50, @EXPECTED_SCORE@)',
            'wrong_answer: score 0 (expected 1)',
          ],
          outcome: 'DIFFERS',
          notes: [
            'more than one @EXPECTED_RESULTS@/@EXPECTED_SCORE@ annotation: DOMjudge refuses such a submission, so nothing is compared',
          ],
        },
      ],
      mismatches: 1,
    };
    const zh = await translator('zh-CN');
    expect(packageReportSummary(stored, zh).slice(0, 3)).toEqual([
      '时限 1 秒（推算：最慢的通过运行 120 毫秒 × 5 → 1 秒）',
      '警告：没有 data/secret：只用 data/sample 评测',
      '警告：a warning the catalogue lacks',
    ]);
    const rows = packageReportRows(stored, zh);
    expect(rows[0].details).toEqual(['未评测：本评测机不运行 Swift（没有其工具链）：hello.swift']);
    expect(rows[1].details).toEqual([
      'RE（预期 WA 或 PE）',
      '得分 30（@EXPECTED_SCORE@ 预期 50）',
      'wrong_answer：得分 0（预期 1）',
      '说明：有不止一个 @EXPECTED_RESULTS@/@EXPECTED_SCORE@ 标注：DOMjudge 拒收这样的提交，因此不作比对',
    ]);
    // In English the judge's own sentences, unchanged.
    const en = await translator('en-US');
    expect(packageReportRows(stored, en)[1].details[0]).toBe('RE (expected WA or PE)');
    expect(packageReportSummary(stored, en)[0]).toBe(
      'Time limit 1 s (derived: slowest accepted run 120 ms x 5 -> 1 s)',
    );
  });

  it("says in the page's language that a line is a compile or system error, keeping the line as it was", async () => {
    const failed: IcpcImportReport = {
      problemId: 'fails',
      title: 'Fails',
      timeLimitMs: 1000,
      timeLimitSource: 'given by the package',
      submissions: [
        {
          path: 'submissions/accepted/a.cpp',
          expected: ['AC'],
          verdict: 'CE',
          score: 0,
          ok: false,
          unmet: ['CE (expected AC)'],
          outcome: 'DIFFERS',
          error: "a.cpp:1:1: error: 'x' does not name a type",
        },
        {
          path: 'submissions/accepted/b.py',
          expected: ['AC'],
          verdict: 'SE',
          score: 0,
          ok: false,
          unmet: ['SE (expected AC)'],
          outcome: 'DIFFERS',
          error: 'the output validator ended with exit code 1',
        },
      ],
      mismatches: 2,
    };
    const zh = packageReportRows(failed, await translator('zh-CN'));
    expect(zh.map((row) => row.details)).toEqual([
      ['CE（预期 AC）', "编译错误：a.cpp:1:1: error: 'x' does not name a type"],
      ['SE（预期 AC）', '系统错误：the output validator ended with exit code 1'],
    ]);
    const en = packageReportRows(failed, await translator('en-US'));
    expect(en[0].details[1]).toBe("compile error: a.cpp:1:1: error: 'x' does not name a type");
    expect(en[1].details[1]).toBe('system error: the output validator ended with exit code 1');
  });
});
