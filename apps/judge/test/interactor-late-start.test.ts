// An interactor that starts late (a busy machine) after the program has already ended: the judge lets go of the
// FIFO ends it holds for the interactor only once the interactor has opened its own, so its opens never wait for
// an end nobody holds. The late start is made by a sandbox that delays the interactor's run (the one opening its
// stdout first); before, the interactor waited in open until its wall limit and the case was a System Error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { JudgeStatus, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeTask } from '../src/judge/judge-task.ts';
import { detectLanguages } from '../src/languages/index.ts';
import { createSandbox, type JudgeSandbox } from '../src/sandbox/index.ts';
import type { Box } from '../src/sandbox/types.ts';
import { TestDataCache } from '../src/testdata/cache.ts';

/** How late the interactor starts: far longer than the program's whole run. */
const INTERACTOR_DELAY_MS = 1500;

function lateInteractor(sandbox: JudgeSandbox): JudgeSandbox {
  const delayed = (box: Box): Box =>
    new Proxy(box, {
      get(target, key, receiver) {
        if (key !== 'run') {
          const value = Reflect.get(target, key, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (spec: Parameters<Box['run']>[0]) => {
          if (spec.openStdoutFirst) await sleep(INTERACTOR_DELAY_MS);
          return target.run(spec);
        };
      },
    });
  return {
    unsafe: sandbox.unsafe,
    slotCount: sandbox.slotCount,
    workDir: () => sandbox.workDir(),
    withBox: (work) => sandbox.withBox((box) => work(delayed(box))),
    close: () => sandbox.close(),
  };
}

// Reads the program's whole output, then answers it: by then the program is gone (SIGPIPE), and it rejects.
const interactor = `#include <stdio.h>
int main(int argc, char **argv) {
  char b[4096], path[512];
  snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
  FILE *message = fopen(path, "w");
  while (fread(b, 1, sizeof b, stdin) > 0) {}
  fprintf(message, "the program ended before the interaction was complete");
  fclose(message);
  printf("<\\n"); fflush(stdout);
  return 43;
}`;

let sandbox: JudgeSandbox;
let cacheDir: string;
beforeAll(async () => {
  sandbox = await createSandbox({ slots: 2, log: () => undefined });
  cacheDir = mkdtempSync(join(tmpdir(), 'late-interactor-'));
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('an interactor that starts after the program has ended', () => {
  it('still judges the interaction: WA, not a System Error', async () => {
    const task: JudgeTask = {
      taskId: 'late-interactor',
      language: 'C',
      source: '#include <stdio.h>\nint main(void){printf("? 1\\n");return 0;}',
      problem: {
        timeLimitMs: 300,
        memoryLimitMb: 64,
        judgeMode: 'interactive',
        interactor: { source: interactor, language: 'C', kind: 'kattis' },
      },
      testCases: [{ index: 0, input: { content: '7\n' }, score: 0 }],
    };
    const context = {
      sandbox: lateInteractor(sandbox),
      languages: detectLanguages(),
      testData: new TestDataCache({ dir: cacheDir }),
      judger: 'test',
    };
    const result = await judgeTask(context, task, () => undefined);
    expect(result.status, JSON.stringify(result)).toBe(JudgeStatus.WRONG_ANSWER);
  });
});
