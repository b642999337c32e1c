import { JudgeStatus } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import {
  compareOutputs,
  hustojConvention,
  kattisConvention,
  lemonConvention,
  qduojConvention,
  spjConvention,
  syzojConvention,
  testlibConvention,
} from './index.ts';

const status = (kind: string, user: string, answer: string, options = {}) =>
  compareOutputs(kind, user, answer, options).status;

describe('default checker (the spec comparison)', () => {
  it('exact output is AC, CRLF read as LF', () => {
    expect(status('default', '1 2\n3\n', '1 2\n3\n')).toBe(JudgeStatus.ACCEPTED);
    expect(status('default', '1 2\r\n3\r\n', '1 2\n3\n')).toBe(JudgeStatus.ACCEPTED);
  });
  it('equal once whitespace is removed is PE', () => {
    expect(status('default', '1  2\n3', '1 2\n3\n')).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(status('default', '12\n3\n', '1 2\n3\n')).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(status('default', '3 \n', '3\n')).toBe(JudgeStatus.PRESENTATION_ERROR);
  });
  it('with remove-end-blank, trailing spaces and blank lines are ignored', () => {
    const options = { removeEndBlank: true };
    expect(status('default', '1 2  \n3\t\n\n\n', '1 2\n3\n', options)).toBe(JudgeStatus.ACCEPTED);
    expect(status('default', '1 2\n3', '1 2\n3\n', options)).toBe(JudgeStatus.ACCEPTED);
    expect(status('default', ' 1 2\n3', '1 2\n3\n', options)).toBe(JudgeStatus.PRESENTATION_ERROR);
  });
  it('different tokens are WA, with a message saying where', () => {
    const verdict = compareOutputs('default', '1 5\n', '1 2\n', {});
    expect(verdict.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(verdict.message).toContain('token 2');
    expect(status('default', '', '1\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });
  it('a correct answer followed by excess output is WA', () => {
    expect(status('default', '3\n4\n', '3\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });
});

describe('strict, token and float checkers', () => {
  it('strict wants every byte', () => {
    expect(status('strict', '3\n', '3\n')).toBe(JudgeStatus.ACCEPTED);
    expect(status('strict', '3', '3\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });
  it('token ignores whitespace layout, optionally case', () => {
    expect(status('token', 'yes  no\n\n', 'yes\nno')).toBe(JudgeStatus.ACCEPTED);
    expect(status('token', 'YES', 'yes')).toBe(JudgeStatus.WRONG_ANSWER);
    expect(status('token', 'YES', 'yes', { caseSensitive: false })).toBe(JudgeStatus.ACCEPTED);
  });
  it('float accepts answers within absolute or relative tolerance', () => {
    expect(status('float', '3.1415927', '3.14159265', { absoluteTolerance: 1e-6 })).toBe(
      JudgeStatus.ACCEPTED,
    );
    expect(
      status('float', '3.1416', '3.14159265', { absoluteTolerance: 1e-6, relativeTolerance: 1e-6 }),
    ).toBe(JudgeStatus.WRONG_ANSWER);
    expect(
      status('float', '1000000.5', '1000000', { absoluteTolerance: 1e-9, relativeTolerance: 1e-6 }),
    ).toBe(JudgeStatus.ACCEPTED);
    expect(status('float', '1e-7', '0', { absoluteTolerance: 1e-6 })).toBe(JudgeStatus.ACCEPTED);
    expect(status('float', 'nan', '0')).toBe(JudgeStatus.WRONG_ANSWER);
    expect(status('float', 'case 1: 0.5', 'case 1: 0.50000001')).toBe(JudgeStatus.ACCEPTED);
    expect(status('float', '0.5 0.5', '0.5')).toBe(JudgeStatus.WRONG_ANSWER);
  });
});

describe('checker program conventions', () => {
  it('testlib exit codes, incl. partial points', () => {
    expect(testlibConvention.interpret(0, 'ok').status).toBe(JudgeStatus.ACCEPTED);
    expect(testlibConvention.interpret(1, 'wrong').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(testlibConvention.interpret(2, 'pe').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(testlibConvention.interpret(3, 'fail').status).toBe(JudgeStatus.SYSTEM_ERROR);
    const partial = testlibConvention.interpret(7, 'points 0.25 almost');
    expect(partial).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, scoreRatio: 0.25 });
    expect(testlibConvention.interpret(7, 'points 40').scoreRatio).toBe(0.4);
  });
  it('HOJ spj exit codes', () => {
    expect(spjConvention.interpret(100, '').status).toBe(JudgeStatus.ACCEPTED);
    expect(spjConvention.interpret(0, '').status).toBe(JudgeStatus.ACCEPTED);
    expect(spjConvention.interpret(101, '').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(spjConvention.interpret(102, '').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(spjConvention.interpret(1, '').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(spjConvention.interpret(103, '').status).toBe(JudgeStatus.SYSTEM_ERROR);
  });
  it('Kattis 42 / 43', () => {
    expect(kattisConvention.interpret(42, '').status).toBe(JudgeStatus.ACCEPTED);
    expect(kattisConvention.interpret(43, '').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(kattisConvention.interpret(0, '').status).toBe(JudgeStatus.SYSTEM_ERROR);
  });
});

describe("the other judges' special judges", () => {
  const { ACCEPTED, WRONG_ANSWER, PARTIAL_ACCEPTED, SYSTEM_ERROR } = JudgeStatus;
  it('HUSTOJ: 0 AC, anything else WA; the answer before the output', () => {
    expect(hustojConvention.interpret(0, '').status).toBe(ACCEPTED);
    expect(hustojConvention.interpret(3, '').status).toBe(WRONG_ANSWER);
    const paths = {
      input: 'i',
      userOutput: 'u',
      answer: 'a',
      feedbackDir: 'f',
      scoreFile: 's',
      messageFile: 'm',
      fullScore: '100',
    };
    expect(hustojConvention.args(paths)).toEqual(['i', 'a', 'u']);
    expect(qduojConvention.args(paths)).toEqual(['i', 'u']);
    expect(lemonConvention.args(paths)).toEqual(['i', 'u', 'a', '100', 's', 'm']);
  });
  it('QDUOJ: 0 AC, 1 WA, its own error (-1, 255) a checker failure', () => {
    expect(qduojConvention.interpret(0, '').status).toBe(ACCEPTED);
    expect(qduojConvention.interpret(1, '').status).toBe(WRONG_ANSWER);
    expect(qduojConvention.interpret(255, 'oops').status).toBe(SYSTEM_ERROR);
  });
  it('Lemon: the score file against the full score; none or a negative one is a checker failure', () => {
    expect(lemonConvention.interpret(0, '', { scoreFile: '100\n', messageFile: 'ok' })).toMatchObject({
      status: ACCEPTED,
      message: 'ok',
    });
    expect(lemonConvention.interpret(0, '', { scoreFile: '25' })).toMatchObject({
      status: PARTIAL_ACCEPTED,
      scoreRatio: 0.25,
    });
    expect(lemonConvention.interpret(0, '', { scoreFile: '0' }).status).toBe(WRONG_ANSWER);
    expect(lemonConvention.interpret(0, '', { scoreFile: '' }).status).toBe(SYSTEM_ERROR);
    expect(lemonConvention.interpret(0, '', { scoreFile: '-5' }).status).toBe(SYSTEM_ERROR);
  });
  it('SYZOJ: a score from 0 to 100 on stdout; anything else, or a failed run, is a checker failure', () => {
    expect(syzojConvention.interpret(0, 'fine', { stdout: '100' })).toMatchObject({
      status: ACCEPTED,
      message: 'fine',
    });
    expect(syzojConvention.interpret(0, '', { stdout: '37.5' })).toMatchObject({
      status: PARTIAL_ACCEPTED,
      scoreRatio: 0.375,
    });
    expect(syzojConvention.interpret(0, '', { stdout: '0' }).status).toBe(WRONG_ANSWER);
    expect(syzojConvention.interpret(0, '', { stdout: '101' }).status).toBe(SYSTEM_ERROR);
    expect(syzojConvention.interpret(0, '', { stdout: 'yes' }).status).toBe(SYSTEM_ERROR);
    expect(syzojConvention.interpret(1, '', { stdout: '100' }).status).toBe(SYSTEM_ERROR);
  });
});
