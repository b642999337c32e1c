import { JudgeStatus } from '@judge/contract';
import { describe, expect, it } from 'vitest';
import { compareOutputs, kattisConvention, spjConvention, testlibConvention } from './index.ts';

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
