import { z } from 'zod';
import { EMAIL_PATTERN } from './accounts.ts';
import type { DatabaseKind } from './dashboard.ts';
import { trimmedTextField } from './fields.ts';

/**
 * Root's system configuration beside the web config and switches (spec 3 "SMTP settings (plus email
 * background image)", "Datasource settings"; the reference's ConfigController). docs/api.md "Back office:
 * system configuration".
 */

/** "Name <address>" or a bare address, as nodemailer takes a sender. */
const SENDER_PATTERN = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
const HOST_PATTERN = /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/;
const IMAGE_URL_PATTERN = /^(https?:\/\/\S+|\/\S*)$/;

/**
 * PUT /api/admin/config/set-email-config (the reference's names, plus `emailFrom`). Fields left out keep their
 * value; an empty or missing `emailPassword` keeps the stored one (the page never receives it), and an empty
 * `emailUsername` turns authentication off and forgets the password. Unknown keys are ignored, so the
 * reference's client may send back everything it read. The port may come as text (its form sends it so).
 */
export const emailConfigBody = z.object({
  emailHost: trimmedTextField('emailHost', 255)
    .refine((host) => host === '' || HOST_PATTERN.test(host), 'emailHost must be a host name or address')
    .optional(),
  emailPort: z.coerce
    .number({ error: 'emailPort must be a number' })
    .int('emailPort must be an integer')
    .min(1, 'emailPort must be 1 to 65535')
    .max(65535, 'emailPort must be 1 to 65535')
    .optional(),
  /** TLS from the first byte (port 465); off means plain, upgraded by STARTTLS when the server offers it. */
  emailSsl: z.boolean({ error: 'emailSsl must be true or false' }).optional(),
  emailUsername: trimmedTextField('emailUsername', 255).optional(),
  emailPassword: z
    .string({ error: 'emailPassword must be text' })
    .max(255, 'emailPassword must be at most 255 characters')
    .optional(),
  emailFrom: trimmedTextField('emailFrom', 255)
    .refine(
      (from) => from === '' || SENDER_PATTERN.test(from),
      'emailFrom must be like Name <me@example.org>',
    )
    .optional(),
  /** The picture at the top of the site's HTML mails: an http(s) URL or a path on this site. */
  emailBGImg: trimmedTextField('emailBGImg', 500)
    .refine((url) => url === '' || IMAGE_URL_PATTERN.test(url), 'emailBGImg must be an http(s) URL or a path')
    .optional(),
});
export type EmailConfigBody = z.input<typeof emailConfigBody>;

/** The SMTP settings kept in the database (the password only on the server). */
export interface StoredEmailConfig {
  emailHost: string;
  emailPort: number;
  emailSsl: boolean;
  emailUsername: string;
  emailPassword: string;
  emailFrom: string;
  emailBGImg: string;
}

export const DEFAULT_EMAIL_CONFIG: StoredEmailConfig = {
  emailHost: '',
  emailPort: 587,
  emailSsl: false,
  emailUsername: '',
  emailPassword: '',
  emailFrom: '',
  emailBGImg: '',
};

/** Which SMTP settings the site sends with: SMTP_* variables win over the database; none keeps mails in the outbox. */
export type SmtpSource = 'environment' | 'database' | 'none';

/** GET /api/admin/config/get-email-config. `emailPassword` is always empty: a set password is only said to be set. */
export interface EmailConfigView extends StoredEmailConfig {
  emailPasswordSet: boolean;
  inForce: SmtpSource;
  /** The SMTP_* variables the server started with (no password), or null when SMTP_HOST is not set. */
  environment: {
    host: string;
    port: number;
    secure: boolean;
    user: string | null;
    from: string;
    passwordSet: boolean;
  } | null;
}

/** POST /api/admin/config/test-email (the reference sends `{ email }`). */
export const testEmailBody = z.object({
  email: trimmedTextField('email', 254)
    .min(1, 'email is required')
    .regex(EMAIL_PATTERN, 'email is not a valid address'),
});

/** What the SMTP server answered to a test mail it accepted. */
export interface TestEmailResult {
  source: Exclude<SmtpSource, 'none'>;
  host: string;
  port: number;
  /** The server's last reply, e.g. "250 2.0.0 Ok: queued as 1A2B3C". */
  response: string;
  accepted: string[];
  rejected: string[];
}

/**
 * GET /api/admin/config/get-db-and-redis-config: the database the server runs on, read-only (DATABASE_URL or
 * DATA_DIR choose it at start). The reference's db* keys are filled where they apply; no password is sent.
 */
export interface DatabaseInfo {
  kind: DatabaseKind;
  /** The SQLite file, or postgres://user@host:port/name without the password. */
  location: string;
  configuredBy: 'DATABASE_URL' | 'DATA_DIR';
  serverVersion: string;
  sizeBytes: number | null;
  dbName: string;
  dbHost: string | null;
  dbPort: number | null;
  dbUsername: string | null;
  /** PostgreSQL's pool size in force; null on SQLite. */
  poolMax: number | null;
  /** Where the choice in force came from: DATABASE_URL, root's saved choice, or neither (SQLite in DATA_DIR). */
  chosenBy: 'environment' | 'datasource-file' | 'default';
  /** Root's saved choice for the next start (its URL without the password), or null when none is saved. */
  saved: { databaseUrl: string | null; poolMax: number } | null;
}

/**
 * PUT /api/admin/config/set-db-and-redis-config: the database the server opens at its next start, kept in
 * DATA_DIR/datasource.json (an empty URL: the SQLite file in DATA_DIR). DATABASE_URL and DB_POOL_MAX still win.
 */
export const datasourceBody = z.object({
  databaseUrl: trimmedTextField('databaseUrl', 1000).refine(
    (url) => url === '' || /^postgres(ql)?:\/\/[^\s]+$/.test(url),
    'databaseUrl must start with postgres:// or postgresql://, or be empty for SQLite',
  ),
  poolMax: z.coerce
    .number({ error: 'poolMax must be a number' })
    .int('poolMax must be an integer')
    .min(1, 'poolMax must be 1 to 100')
    .max(100, 'poolMax must be 1 to 100'),
});
export type DatasourceBody = z.input<typeof datasourceBody>;

/** What a saved datasource answers: it applies at the next start, unless the environment chooses. */
export interface DatasourceSaved {
  appliedAtNextStart: true;
  environmentWins: boolean;
}

/**
 * PUT /api/admin/config/set-sms-config (spec 3 "Mobile SMS settings": region id, domain, access key id, secret,
 * sign name, template code), kept for a provider to send with; this site sends no SMS itself. Fields left out
 * keep their value; an empty or missing key id or secret keeps the stored one (the page never receives them).
 */
export const smsConfigBody = z.object({
  smsRegionId: trimmedTextField('smsRegionId', 64).optional(),
  smsDomain: trimmedTextField('smsDomain', 255)
    .refine((host) => host === '' || HOST_PATTERN.test(host), 'smsDomain must be a host name')
    .optional(),
  smsAccessKeyId: trimmedTextField('smsAccessKeyId', 128).optional(),
  smsAccessKeySecret: z
    .string({ error: 'smsAccessKeySecret must be text' })
    .max(255, 'smsAccessKeySecret must be at most 255 characters')
    .optional(),
  smsSignName: trimmedTextField('smsSignName', 64).optional(),
  smsTemplateCode: trimmedTextField('smsTemplateCode', 64).optional(),
});
export type SmsConfigBody = z.input<typeof smsConfigBody>;

export interface StoredSmsConfig {
  smsRegionId: string;
  smsDomain: string;
  smsAccessKeyId: string;
  smsAccessKeySecret: string;
  smsSignName: string;
  smsTemplateCode: string;
}

export const DEFAULT_SMS_CONFIG: StoredSmsConfig = {
  smsRegionId: '',
  smsDomain: '',
  smsAccessKeyId: '',
  smsAccessKeySecret: '',
  smsSignName: '',
  smsTemplateCode: '',
};

/**
 * GET /api/admin/config/get-sms-config: the keys are never sent back in full, the id as its last four characters
 * behind stars (so root can tell which key is kept), the secret only as set or not.
 */
export interface SmsConfigView extends Omit<StoredSmsConfig, 'smsAccessKeyId' | 'smsAccessKeySecret'> {
  smsAccessKeyIdHint: string;
  smsAccessKeySecretSet: boolean;
}
