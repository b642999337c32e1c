import { z } from 'zod';
import { flagField, trimmedTextField } from './fields.ts';

const count = (field: string, max = 1_000_000) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(0, `${field} must be at least 0`)
    .max(max, `${field} must be at most ${max}`);

/** The web part of the site configuration (spec 1-core §3, 3-groups-admin "Website config"). */
export const webConfigSchema = z.object({
  baseUrl: trimmedTextField('baseUrl', 255),
  webName: trimmedTextField('webName', 100).min(1, 'webName is required'),
  shortName: trimmedTextField('shortName', 20).min(1, 'shortName is required'),
  webDescription: trimmedTextField('webDescription', 2000),
  keywords: trimmedTextField('keywords', 500),
  recordName: trimmedTextField('recordName', 100),
  recordUrl: trimmedTextField('recordUrl', 255),
  projectName: trimmedTextField('projectName', 100),
  projectUrl: trimmedTextField('projectUrl', 255),
  register: flagField('register'),
  imchat: flagField('imchat'),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/** The reference's names of two web config fields: its client reads and sends these. */
export const WEB_CONFIG_ALIASES = { name: 'webName', description: 'webDescription' } as const;

/** A web config as the calls return it: every field, plus the reference's names of the site's name and description. */
export type WebConfigView = WebConfig & { name: string; description: string };

/** Adds the reference's names beside ours. */
export const withWebConfigAliases = <T extends WebConfig>(
  config: T,
): T & { name: string; description: string } => ({
  ...config,
  name: config.webName,
  description: config.webDescription,
});

/**
 * GET /api/admin/config/get-web-config. The reference's form (SystemConfig.vue saveWebsiteConfig) trims every
 * field but `register` as text before saving, so the one other switch, `imchat`, is answered as 'true' or
 * 'false' here (a boolean threw there); the public website config keeps it a boolean.
 */
export type AdminWebConfigView = Omit<WebConfigView, 'imchat'> & { imchat: 'true' | 'false' };
export const asAdminWebConfigView = (view: WebConfigView): AdminWebConfigView => ({
  ...view,
  imchat: view.imchat ? 'true' : 'false',
});

/** What the reference's form writes into a field it found empty (or null) before saving it. */
const REFERENCE_EMPTY_TEXT = 'None';

/**
 * PUT /api/admin/config/set-web-config: any of the fields; `name` and `description` (the reference's) stand for
 * `webName` and `webDescription` and win over them, since only the reference's client sends both. As that form
 * sends them, 'None' is an emptied field and `imchat` may come as the text 'true' or 'false'.
 */
export const webConfigPatch = z.preprocess((input) => {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const patch: Record<string, unknown> = { ...input };
  for (const [alias, field] of Object.entries(WEB_CONFIG_ALIASES)) {
    if (alias in patch) {
      patch[field] = patch[alias];
      delete patch[alias];
    }
  }
  for (const [field, value] of Object.entries(patch)) if (value === REFERENCE_EMPTY_TEXT) patch[field] = '';
  if (patch.imchat === 'true' || patch.imchat === 'false') patch.imchat = patch.imchat === 'true';
  return patch;
}, webConfigSchema.partial().strict());

/** Switches of the back office (spec 3-groups-admin "Judge switches", "Discussion switches", "Group settings"). */
export const switchConfigSchema = z.object({
  openPublicDiscussion: flagField('openPublicDiscussion'),
  openGroupDiscussion: flagField('openGroupDiscussion'),
  openContestComment: flagField('openContestComment'),
  openPublicJudge: flagField('openPublicJudge'),
  openGroupJudge: flagField('openGroupJudge'),
  openContestJudge: flagField('openContestJudge'),
  hideNonContestSubmissionCode: flagField('hideNonContestSubmissionCode'),
  /** Every submission of a user without an admin role carries the answer to a text captcha (spec 1-core §4.7). */
  submitCaptcha: flagField('submitCaptcha'),
  /** Seconds a user must wait between two submissions outside contests. */
  defaultSubmitInterval: count('defaultSubmitInterval', 3600),
  defaultCreateDiscussionACInitValue: count('defaultCreateDiscussionACInitValue'),
  defaultCreateDiscussionDailyLimit: count('defaultCreateDiscussionDailyLimit'),
  defaultCreateCommentACInitValue: count('defaultCreateCommentACInitValue'),
  defaultCreateGroupACInitValue: count('defaultCreateGroupACInitValue'),
  defaultCreateGroupDailyLimit: count('defaultCreateGroupDailyLimit'),
  defaultCreateGroupLimit: count('defaultCreateGroupLimit'),
  /** Groups an admin may create (admins are not bound by the user limit). */
  defaultCreateGroupAdminLimit: count('defaultCreateGroupAdminLimit'),
});
export type SwitchConfig = z.infer<typeof switchConfigSchema>;

export const DEFAULT_WEB_CONFIG: WebConfig = {
  baseUrl: 'http://localhost:8080',
  webName: 'Online Judge',
  shortName: 'OJ',
  webDescription: 'An online judge for programming practice, contests, trainings and groups.',
  keywords: 'online judge, programming, contest, training',
  recordName: '',
  recordUrl: '',
  projectName: 'Online Judge',
  projectUrl: '',
  register: true,
  imchat: false,
};

export const DEFAULT_SWITCH_CONFIG: SwitchConfig = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  submitCaptcha: false,
  defaultSubmitInterval: 8,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateCommentACInitValue: 10,
  defaultCreateGroupACInitValue: 20,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupAdminLimit: 50,
};

/** What GET /api/get-website-config returns to everyone: web fields plus the public switches. */
export type PublicWebsiteConfig = WebConfigView &
  Pick<
    SwitchConfig,
    | 'openPublicDiscussion'
    | 'openGroupDiscussion'
    | 'openContestComment'
    | 'openPublicJudge'
    | 'openGroupJudge'
    | 'openContestJudge'
    | 'hideNonContestSubmissionCode'
    | 'submitCaptcha'
    | 'defaultSubmitInterval'
    | 'defaultCreateDiscussionACInitValue'
    | 'defaultCreateDiscussionDailyLimit'
    | 'defaultCreateCommentACInitValue'
    | 'defaultCreateGroupACInitValue'
    | 'defaultCreateGroupDailyLimit'
    | 'defaultCreateGroupLimit'
  >;
