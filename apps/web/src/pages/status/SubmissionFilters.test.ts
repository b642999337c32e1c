import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBMISSION_PAGE_SIZE, readSubmissionFilters } from './SubmissionFilters';

describe('submission list filters in the address', () => {
  it("reads the reference's exact-problem flag beside the problem", () => {
    const exact = readSubmissionFilters(
      new URLSearchParams('problemID=P1001&completeProblemID=true'),
      'problemID',
    );
    expect(exact).toMatchObject({ problem: 'P1001', completeProblemID: true });
    const part = readSubmissionFilters(new URLSearchParams('problemID=P10'), 'problemID');
    expect(part).toMatchObject({ problem: 'P10', completeProblemID: false });
  });

  it('reads the rest and defaults what is missing or nonsense', () => {
    expect(
      readSubmissionFilters(
        new URLSearchParams('onlyMine=true&status=-1&username=amy&displayId=A&currentPage=2&limit=500'),
        'displayId',
      ),
    ).toEqual({
      onlyMine: true,
      status: -1,
      username: 'amy',
      problem: 'A',
      completeProblemID: false,
      currentPage: 2,
      limit: 100,
    });
    expect(readSubmissionFilters(new URLSearchParams('status=x&currentPage=0'), 'problemID')).toMatchObject({
      status: undefined,
      currentPage: 1,
      limit: DEFAULT_SUBMISSION_PAGE_SIZE,
    });
  });
});
