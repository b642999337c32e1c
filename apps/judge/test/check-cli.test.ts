// `judge check` as a problem setter runs it before a contest: a table of expected and obtained verdicts and
// scores, and an exit code that says whether anything differs.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const tsx = join(here, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const cli = join(here, '..', 'src', 'cli.ts');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function hello(submissions: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-cli-'));
  made.push(dir);
  const files = {
    'problem.yaml': 'name: Hello\nlimits:\n  time_limit: 1\n',
    'data/secret/1.in': '',
    'data/secret/1.ans': 'Hello World!\n',
    ...submissions,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const check = (dir: string) => spawnSync(tsx, [cli, 'check', dir], { encoding: 'utf8' });

describe('judge check', () => {
  it('prints each submission with its expected and obtained verdict, and exits 0 when all meet them', () => {
    const run = check(
      hello({
        'submissions/accepted/hello.py': "print('Hello World!')\n",
        'submissions/wrong_answer/bye.py': "print('Bye')\n",
        // A language no judge here runs: skipped with the reason, as DOMjudge skips one it does not know.
        'submissions/accepted/hello.zz': 'say Hello World!\n',
      }),
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^skipped\s+submissions\/accepted\/hello\.zz\s+AC\s+-\s+-$/m);
    expect(run.stdout).toMatch(/^\s+not judged: cannot infer the language/m);
    expect(run.stdout).toMatch(/^outcome\s+submission\s+expected\s+got\s+time$/m);
    expect(run.stdout).toMatch(/^ok\s+submissions\/accepted\/hello\.py\s+AC\s+AC\s+\d+ ms$/m);
    expect(run.stdout).toContain(
      '3 submissions: 2 as expected, 0 differ, 0 left to a person, 0 with nothing to compare, 1 not judged here',
    );
  });

  it('exits non-zero and says why on any difference, a DOMjudge annotation included', () => {
    const run = check(
      hello({
        'submissions/accepted/hello.py': "print('Hello World!')\n",
        'submissions/multiple/maybe.py':
          "# @EXPECTED_RESULTS@: TIMELIMIT, RUN-ERROR\nprint('Hello World!')\n",
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^DIFFERS\s+submissions\/multiple\/maybe\.py\s+TLE\|RE\|MLE\s+AC/m);
    expect(run.stdout).toMatch(/^\s+AC \(expected TLE or RE or MLE\)$/m);
    expect(run.stdout).toContain('2 submissions: 1 as expected, 1 differ');
  });
});

describe('judge check on a scoring package', () => {
  it("shows each group's verdict and score under the submission, as problemtools' table does", () => {
    const run = check(join(here, 'conformance', 'scoring-problemtools'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ok\s+submissions\/accepted\/square\.py\s+AC\s+AC\s+31\s+31\s+\d+ ms$/m);
    expect(run.stdout).toContain('groups: sample AC 1, secret AC 30, secret/g1 AC 20, secret/g2 AC 10');
    expect(run.stdout).toContain('groups: sample WA 0, secret WA 0, secret/g1 WA 0, secret/g2 AC 0');
  });

  it('exits non-zero on a score alone that differs, the verdict being as expected', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-cli-score-'));
    made.push(dir);
    cpSync(join(here, 'conformance', 'scoring-domjudge'), dir, { recursive: true });
    rmSync(join(dir, 'submissions'), { recursive: true });
    const source = readFileSync(
      join(here, 'conformance', 'scoring-domjudge', 'submissions', 'partial', 'small-only.py'),
      'utf8',
    );
    mkdirSync(join(dir, 'submissions', 'partial'), { recursive: true });
    writeFileSync(
      join(dir, 'submissions', 'partial', 'small-only.py'),
      source.replace('@EXPECTED_SCORE@: 10', '@EXPECTED_SCORE@: 20'),
    );
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^DIFFERS\s+submissions\/partial\/small-only\.py\s/m);
    expect(run.stdout).toMatch(/^\s+score 10 \(expected 20, @EXPECTED_SCORE@\)$/m);
  });
});
