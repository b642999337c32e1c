// The unsafe development mode has no box root, so a case's TMPDIR (/testcaseNNNNN/write_tmp in the real box) is
// the box's own temporary directory there, where a program can write. (Running at all needs the box's paths mapped
// in one pass: the box lies under the host's /tmp, and mapping /tmp again sent every run to a missing directory.)
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { UnsafeSandbox } from './unsafe-sandbox.ts';

describe('TMPDIR in the unsafe development mode', () => {
  it('is a directory the program can write in', async () => {
    const sandbox = new UnsafeSandbox(1);
    const output = await sandbox.withBox(async (box) => {
      const run = await box.run({
        argv: ['/bin/sh', '-c', 'echo written > "$TMPDIR/file" && cat "$TMPDIR/file"'],
        env: { TMPDIR: '/testcase00001/write_tmp' },
        limits: { cpuMs: 2000, wallMs: 4000, memoryBytes: 256 * 1024 * 1024, outputBytes: 1024 },
      });
      expect(run.outcome, run.detail).toBe('ok');
      return readFileSync(run.stdoutPath, 'utf8');
    });
    expect(output).toBe('written\n');
  });
});
