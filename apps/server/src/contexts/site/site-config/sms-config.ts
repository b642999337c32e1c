import {
  DEFAULT_SMS_CONFIG,
  smsConfigBody,
  type SmsConfigBody,
  type SmsConfigView,
  type StoredSmsConfig,
} from '@judge/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { createSiteConfigRepo } from './site-config.repo.ts';
import { mergeWithDefaults } from './site-config.service.ts';

type SmsPatch = z.output<typeof smsConfigBody>;

/** The keys are kept whole but shown by their last four characters only. */
const SHOWN_KEY_CHARS = 4;

/** A kept key as root may see it: stars and its last characters, or nothing when none is kept. */
export function keyHint(key: string): string {
  if (key === '') return '';
  if (key.length <= SHOWN_KEY_CHARS) return '*'.repeat(key.length);
  return `${'*'.repeat(Math.min(8, key.length - SHOWN_KEY_CHARS))}${key.slice(-SHOWN_KEY_CHARS)}`;
}

/** Keys whose empty value keeps the stored one: the page never receives them, so it sends none back. */
const KEPT_WHEN_EMPTY: (keyof StoredSmsConfig)[] = ['smsAccessKeyId', 'smsAccessKeySecret'];

/**
 * The SMS provider's settings root keeps (the `sms` row of site_settings), for a provider to send with. This site
 * sends no SMS (its machines have no internet); the settings page says so.
 */
export function createSmsConfig(db: Db) {
  const repo = createSiteConfigRepo(db);
  const stored = async (): Promise<StoredSmsConfig> =>
    mergeWithDefaults(smsConfigBody.required(), DEFAULT_SMS_CONFIG, await repo.read('sms'));

  return {
    stored,

    async view(): Promise<SmsConfigView> {
      const { smsAccessKeyId, smsAccessKeySecret, ...rest } = await stored();
      return {
        ...rest,
        smsAccessKeyIdHint: keyHint(smsAccessKeyId),
        smsAccessKeySecretSet: smsAccessKeySecret !== '',
      };
    },

    /** Saves the given fields in one write; an empty key id or secret keeps the stored one. */
    async update(patch: SmsPatch & SmsConfigBody): Promise<void> {
      const next = { ...(await stored()) };
      for (const key of Object.keys(DEFAULT_SMS_CONFIG) as (keyof StoredSmsConfig)[]) {
        const value = patch[key];
        if (value === undefined || (KEPT_WHEN_EMPTY.includes(key) && value === '')) continue;
        next[key] = value;
      }
      await repo.write('sms', next);
    },
  };
}
