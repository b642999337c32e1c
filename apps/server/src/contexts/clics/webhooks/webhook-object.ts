import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { WebhookRow } from './webhooks.repo.ts';

/** The body of POST /webhooks (Contest_API.md "Adding a webhook"): the object's properties but `id`, plus `token`. */
const webhookPost = z.strictObject({
  url: z
    .string({ error: 'url is required' })
    .max(2048, 'url is at most 2048 characters')
    .refine((url) => /^https?:\/\/[^\s]+$/i.test(url) && URL.canParse(url), 'url must be an http(s) URL'),
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(256),
  endpoints: z.array(z.string().max(64)).max(64).default([]),
  contest_ids: z
    .array(z.string().regex(/^[1-9]\d{0,9}$/, 'contest_ids: no such contest'))
    .max(100)
    .default([]),
  active: z.boolean().default(true),
});
export type WebhookPost = z.infer<typeof webhookPost>;

export function parseWebhookPost(body: unknown): WebhookPost {
  const parsed = webhookPost.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message =
    issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} may not be sent` : issue.message;
  throw new AppError('BAD_REQUEST', `${issue.path.join('.') || 'body'}: ${message}`);
}

/** A webhook as the API shows it (never its token). */
export const webhookObject = (row: WebhookRow) => ({
  id: String(row.id),
  url: row.url,
  endpoints: JSON.parse(row.endpoints) as string[],
  contest_ids: JSON.parse(row.contestIds) as string[],
  active: row.active === 1,
});
