// The unsafe development sandbox (--unsafe-no-sandbox) caps output as the real one does, so a program flooding
// stdout can fill neither the disk nor the judge's memory: every file it writes ends at the output limit, and
// under truncateOutput (package submissions) its stdout and stderr are cut at the limit while it runs on.
import { statSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunSpec } from '../src/sandbox/types.ts';
import { UnsafeSandbox } from '../src/sandbox/unsafe-sandbox.ts';

const cap = 100000;
const sandbox = new UnsafeSandbox(1);
afterAll(() => sandbox.close());

/** 50 MB to stdout (or where `script` sends it), far past the cap. */
const FLOOD = 'head -c 50000000 /dev/zero';

function run(script: string, extra: Partial<RunSpec> = {}) {
  return sandbox.withBox(async (box) => {
    const result = await box.run({
      argv: ['/bin/sh', '-c', script],
      env: { TMPDIR: '/testcase00001/write_tmp' },
      limits: { cpuMs: 5000, wallMs: 10000, memoryBytes: 256 * 1024 * 1024, outputBytes: cap },
      ...extra,
    });
    return {
      ...result,
      stdoutSize: statSync(result.stdoutPath).size,
      stderrSize: statSync(result.stderrPath).size,
    };
  });
}

describe('output limits in the unsafe development sandbox', () => {
  it('ends a stdout flood at the limit: OLE, the file exactly at the cap', async () => {
    const result = await run(`exec ${FLOOD}`);
    expect(result.outcome).toBe('output-limit');
    expect(result.stdoutSize).toBe(cap);
  });

  it('caps a file the program writes itself, as RLIMIT_FSIZE does in the box', async () => {
    const result = await run(`exec ${FLOOD} > "$TMPDIR/big"`);
    expect(result.outcome).toBe('output-limit');
    expect(result.detail).toMatch(/a file the program wrote reached the 100000-byte limit/);
  });

  it('under truncateOutput keeps the first bytes of stdout and stderr and lets the program end by itself', async () => {
    const result = await run(`${FLOOD}; ${FLOOD} >&2; echo done >&2`, { truncateOutput: true });
    expect(result.outcome).toBe('output-limit');
    expect(result.detail).toMatch(/the rest was discarded/);
    expect([result.stdoutSize, result.stderrSize]).toEqual([cap, cap]);
  });

  it('under truncateOutput, output within the limit is kept whole and the run is ok', async () => {
    const result = await run('echo hello; echo warning >&2', { truncateOutput: true });
    expect(result.outcome).toBe('ok');
    expect([result.stdoutSize, result.stderrSize]).toEqual([6, 8]);
  });
});
