import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import {
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';
import { seedDemoProblems } from './seed.ts';

const SOLUTIONS: Record<string, { language: string; code: string; expect: number; score?: number }[]> = {
  P1000: [
    {
      language: 'C++',
      code: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
      expect: JudgeStatus.ACCEPTED,
    },
    {
      // The hint warns of it: a 32-bit sum overflows on the cases' largest values.
      language: 'C++',
      code: '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
      expect: JudgeStatus.WRONG_ANSWER,
    },
  ],
  P1001: [
    {
      language: 'C',
      code: '#include <stdio.h>\n#include <math.h>\nint main(){double r;scanf("%lf",&r);printf("%.9f\\n",acos(-1)*r*r);}\n',
      expect: JudgeStatus.ACCEPTED,
    },
    {
      language: 'Python3',
      code: 'r = float(input())\nprint(3.14 * r * r)\n',
      expect: JudgeStatus.WRONG_ANSWER,
    },
  ],
  P1002: [
    {
      language: 'C++',
      code: '#include <iostream>\n#include <string>\nint main(){long long lo=1,hi=1000000000;while(lo<=hi){long long m=(lo+hi)/2;std::cout<<m<<std::endl;std::string r;if(!(std::cin>>r))return 0;if(r=="=")return 0;if(r=="<")lo=m+1;else hi=m-1;}}\n',
      expect: JudgeStatus.ACCEPTED,
    },
    { language: 'Python3', code: 'print(1, flush=True)\n', expect: JudgeStatus.WRONG_ANSWER },
  ],
  P1003: [
    {
      language: 'C++',
      code: '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>p(n+1,0);for(int i=1;i<=n;i++){long long v;scanf("%lld",&v);p[i]=p[i-1]+v;}while(q--){int l,r;scanf("%d %d",&l,&r);printf("%lld\\n",p[r]-p[l-1]);}}\n',
      expect: JudgeStatus.ACCEPTED,
      score: 100,
    },
    {
      language: 'C++',
      code: '#include <cstdio>\n#include <vector>\nint main(){int n,q;scanf("%d %d",&n,&q);std::vector<long long>a(n+1);for(int i=1;i<=n;i++)scanf("%lld",&a[i]);while(q--){int l,r;scanf("%d %d",&l,&r);long long s=0;for(int i=l;i<=r;i++)s+=a[i];printf("%lld\\n",s);}}\n',
      expect: JudgeStatus.PARTIAL_ACCEPTED,
      score: 40,
    },
  ],
};

describe(`demo problems without a judge (${TEST_DIALECT})`, () => {
  it('seeds every demo problem on a server whose judges are remote only', async () => {
    // The special judge and interactor can't be compiled here; they are the ones judged below.
    const judgeless = await createTestApp({ embeddedJudge: false });
    try {
      const root = await signedInUser(judgeless, Role.ROOT);
      const actor = { uid: root.uid, username: root.username, role: Role.ROOT, sessionId: 'test' } as const;
      expect(await seedDemoProblems(judgeless.db, judgeless.services.problems, actor)).toBe(4);
    } finally {
      await judgeless.close();
    }
  });
});

describe(`demo problems (${TEST_DIALECT})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ embeddedJudge: true });
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  });
  afterAll(() => app.close());

  it('seeds four problems into an empty bank, once', async () => {
    const root = await signedInUser(app, Role.ROOT);
    const actor = { uid: root.uid, username: root.username, role: Role.ROOT, sessionId: 'test' } as const;
    expect(await seedDemoProblems(app.db, app.services.problems, actor)).toBe(4);
    expect(await seedDemoProblems(app.db, app.services.problems, actor)).toBe(0);
    const list = await app.request({ url: '/api/get-problem-list' });
    expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      'P1000',
      'P1001',
      'P1002',
      'P1003',
    ]);
  });

  it('judges the reference solutions of each demo problem as expected', async () => {
    const user = await signedInUser(app);
    const list = (await app.request({ url: '/api/get-problem-list' })).body.data.records as {
      pid: number;
      problemId: string;
      type: number;
    }[];
    for (const { pid, problemId } of list) {
      for (const solution of SOLUTIONS[problemId]) {
        const response = await app.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token: user.token,
          body: { pid, language: solution.language, code: solution.code },
        });
        expect(response.statusCode).toBe(200);
        const verdict = await waitForVerdict(app, response.body.data.submitId);
        if (
          verdict.status !== solution.expect ||
          (solution.score !== undefined && verdict.score !== solution.score)
        ) {
          const cases = await app.request({
            url: '/api/get-all-case-result',
            token: user.token,
            query: { submitId: String(response.body.data.submitId) },
          });
          const detail = await app.request({
            url: '/api/get-submission-detail',
            token: user.token,
            query: { submitId: String(response.body.data.submitId) },
          });
          console.log(
            JSON.stringify(
              {
                problemId,
                verdict,
                detail: detail.body.data.submission.errorMessage,
                cases: cases.body.data,
              },
              null,
              1,
            ),
          );
        }
        expect({ problemId, language: solution.language, status: verdict.status }).toEqual({
          problemId,
          language: solution.language,
          status: solution.expect,
        });
        if (solution.score !== undefined) expect(verdict.score).toBe(solution.score);
      }
    }
    // Each submission row says whether its problem is scored, so lists show scores only for OI rows.
    const rows = (
      await app.request({
        url: '/api/get-submission-list',
        token: user.token,
        query: { onlyMine: 'true', limit: '100' },
      })
    ).body.data.records as { displayPid: string; problemType: number }[];
    const types = new Map(list.map((p) => [p.problemId, p.type]));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.problemType))).toEqual(new Set([0, 1]));
    for (const row of rows) expect(row.problemType).toBe(types.get(row.displayPid));
  });
});
