import { ApiError } from '../../api/request';
import { GROUP_AUTH, GROUP_LIMITS, GROUP_SHORT_NAME_PATTERN, type GroupAuth } from '@judge/contract';

/**
 * The group form's and the apply dialog's checks (spec 3 §5), run in the browser before the server checks them
 * again: each answers the text key of the problem, or null. Pure, so each rule is tested.
 */
export type GroupRuleKey =
  | 'nameLength'
  | 'shortNameLength'
  | 'shortNamePattern'
  | 'briefLength'
  | 'descriptionLength'
  | 'codeRequired'
  | 'codeWrong'
  | 'codeLength'
  | 'reasonRequired'
  | 'reasonLength'
  | 'codeToApply';

const length = (value: string | undefined) => (value ?? '').trim().length;

export const groupRules = {
  name: (value?: string): GroupRuleKey | null =>
    length(value) < GROUP_LIMITS.nameMin || length(value) > GROUP_LIMITS.nameMax ? 'nameLength' : null,
  shortName: (value?: string): GroupRuleKey | null => {
    if (length(value) < GROUP_LIMITS.shortNameMin || length(value) > GROUP_LIMITS.shortNameMax)
      return 'shortNameLength';
    return GROUP_SHORT_NAME_PATTERN.test((value ?? '').trim()) ? null : 'shortNamePattern';
  },
  brief: (value?: string): GroupRuleKey | null =>
    length(value) > GROUP_LIMITS.briefMax ? 'briefLength' : null,
  description: (value?: string): GroupRuleKey | null =>
    length(value) > GROUP_LIMITS.descriptionMax ? 'descriptionLength' : null,
  /** A private group needs a code (its applicants give it); an edit may keep the stored one (`stored`). */
  code: (value: string | undefined, auth: GroupAuth | undefined, stored = false): GroupRuleKey | null => {
    if (length(value) === 0) return auth === GROUP_AUTH.PRIVATE && !stored ? 'codeRequired' : null;
    return length(value) < GROUP_LIMITS.codeMin || length(value) > GROUP_LIMITS.codeMax ? 'codeLength' : null;
  },
  /** Applying: a reason for protected and private groups, the code for private ones. */
  reason: (value: string | undefined, auth: GroupAuth): GroupRuleKey | null => {
    if (auth === GROUP_AUTH.PUBLIC) return null;
    if (length(value) === 0) return 'reasonRequired';
    return length(value) < GROUP_LIMITS.reasonMin || length(value) > GROUP_LIMITS.reasonMax
      ? 'reasonLength'
      : null;
  },
  applyCode: (value: string | undefined, auth: GroupAuth): GroupRuleKey | null => {
    if (auth !== GROUP_AUTH.PRIVATE) return null;
    if (length(value) === 0) return 'codeToApply';
    return length(value) < GROUP_LIMITS.codeMin || length(value) > GROUP_LIMITS.codeMax ? 'codeLength' : null;
  },
};

/** An antd form rule from one of these checks, with its text in the user's language. */
export const asFormRule =
  (check: (value: string | undefined) => GroupRuleKey | null, say: (key: GroupRuleKey) => string) => () => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(say(problem))) : Promise.resolve();
    },
  });

/**
 * The field a server refusal names and its message without the field's prefix (the form shows it under the
 * field), or null for any other failure.
 */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const field = (error.data as { field?: string } | null)?.field;
  if (!field) return null;
  const prefix = `${field}: `;
  return {
    field,
    message: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message,
  };
}
