import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * The field builders the call groups share, written once (issue 26 step 3): each names its field in every
 * message, as the 400's `data.field` and `msg` do, so one change of wording reaches every call.
 */

/** A database id in a query or a body: a positive integer the database can hold (text is read as a number). */
export const idField = (field: string) =>
  z.coerce
    .number({ error: `${field} is required` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`);

/** A form's empty box or null sent for a field left out. */
export const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A query's empty parameter (`?keyword=`) sent for one left out. */
export const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Text up to `max` characters, as it is sent (no trimming). */
export const textField = (field: string, max: number) =>
  z.string({ error: `${field} must be text` }).max(max, `${field} must be at most ${max} characters`);
/** Text up to `max` characters, trimmed, that must not be blank; a missing one reads "must be text". */
export const filledTextField = (field: string, max: number) =>
  textField(field, max).trim().min(1, `${field} is required`);
/** Text up to `max` characters, trimmed. */
export const trimmedTextField = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
/** Trimmed text up to `max` characters that may be left out. */
export const optionalTextField = (field: string, max: number) => trimmedTextField(field, max).optional();
/** Trimmed text that must not be blank; a missing one reads "is required". */
export const requiredTextField = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** An integer of a JSON body between `min` and `max`. */
export const integerField = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

/**
 * A number that a form's text input may send as text ("1000", as the reference's problem form does with its
 * time and memory inputs): read as that number. Any other text is still refused by `schema`.
 */
export const numericText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    schema,
  );

/** A JSON true or false. */
export const flagField = (field: string) => z.boolean({ error: `${field} must be true or false` });
/** True or false as JSON or as a query's text ("true", "false"), read as a boolean. */
export const trueFalseField = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${field} must be true or false` })
    .transform((value) => value === true || value === 'true');

/** One of a few numeric codes (text is read as a number); `what` lists them for the message. */
export const choiceField = <T extends number>(field: string, values: readonly T[], what: string) =>
  z.coerce
    .number({ error: `${field} must be ${what}` })
    .int(`${field} must be ${what}`)
    .refine((value): value is T => (values as readonly number[]).includes(value), `${field} must be ${what}`);
