import { z } from 'zod';

/**
 * Answers many call groups share (issue 26 step 3). A call that changes something and has nothing to say answers
 * `null`; a create answers the new row's id under the key the reference system uses for it.
 */
export const noDataResponse = z.null();

/** `{ [key]: the new row's id }`: `{ id }`, `{ cid }`, `{ pid }`, `{ tid }`, as each call group names it. */
export const newIdResponse = <K extends string>(key: K) =>
  z.object({ [key]: z.number().int() } as Record<K, z.ZodNumber>);

/** Whether the caller may enter a contest, a training or a group. */
export const accessResponse = z.object({ access: z.boolean() });

/** A time the database keeps as ISO-8601 text. */
export const storedTime = z.string();
/** A stored integer (ids, counts, flags kept as codes). */
export const storedInt = z.number().int();

/** What a create answers: the new row's id under its key (`CreatedId<'cid'>` is `{ cid: number }`). */
export type CreatedId<K extends string> = z.infer<ReturnType<typeof newIdResponse<K>>>;
