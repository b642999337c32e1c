// The outcome of a run from the kernel's facts; here the output cut by the sandbox (RunSpec.truncateOutput).
import { describe, expect, it } from 'vitest';
import { classifyRun, type RawRunFacts } from './verdict.ts';

const limits = { cpuMs: 1000, wallMs: 3000, memoryBytes: 64 << 20, outputBytes: 1000 };
const ended: RawRunFacts = {
  exitCode: 0,
  signal: null,
  cpuMs: 10,
  memoryBytes: 1 << 20,
  oomKills: 0,
  killedForCpu: false,
  killedForWall: false,
  stdoutBytes: 1000,
};

describe('output past the limit', () => {
  it('without a pipe, stdout at the cap is OLE: RLIMIT_FSIZE ended the program there', () => {
    expect(classifyRun(ended, limits).outcome).toBe('output-limit');
  });
  it('cut by the sandbox: TLE first, then a non-zero exit, then OLE (DOMjudge order); the cap alone is fine', () => {
    const cut = { ...ended, stdoutTruncated: true };
    expect(classifyRun(cut, limits)).toEqual({
      outcome: 'output-limit',
      detail: 'output past the 1000-byte limit (the rest was discarded)',
    });
    expect(classifyRun({ ...cut, killedForCpu: true, signal: 9, cpuMs: 1000 }, limits).outcome).toBe(
      'time-limit',
    );
    expect(classifyRun({ ...cut, killedForWall: true, signal: 9 }, limits).outcome).toBe('time-limit');
    expect(classifyRun({ ...cut, exitCode: 1 }, limits).outcome).toBe('runtime-error');
    expect(classifyRun({ ...ended, stdoutTruncated: false }, limits).outcome).toBe('ok');
  });
  it('a file the program wrote past the cap is still OLE under the pipe', () => {
    const result = classifyRun({ ...ended, stdoutTruncated: false, exitCode: null, signal: 25 }, limits);
    expect(result).toEqual({
      outcome: 'output-limit',
      detail: 'a file the program wrote reached the 1000-byte limit',
    });
  });
});
