import { z } from 'zod';
import { pageOf } from './envelope.ts';
import type { Announcement } from './announcements.ts';
import type { DashboardInfo, DashboardSession, JudgeServiceInfo, ServiceInfo } from './dashboard.ts';
import type { AdminWebConfigView, SwitchConfig, WebConfigView } from './site-config.ts';
import type {
  DatabaseInfo,
  DatasourceSaved,
  EmailConfigView,
  SmsConfigView,
  TestEmailResult,
} from './system-config.ts';

/**
 * What the site's calls answer (issue 26 step 3): announcements, the back office's dashboard and configuration.
 */
const int = z.number().int();

export const announcementResponse = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  uid: int,
  username: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<Announcement>;
/** GET /api/get-common-announcement and GET /api/admin/announcement. */
export const announcementPageResponse = pageOf(announcementResponse);

const storedWebConfig = z.object({
  baseUrl: z.string(),
  webName: z.string(),
  shortName: z.string(),
  webDescription: z.string(),
  keywords: z.string(),
  recordName: z.string(),
  recordUrl: z.string(),
  projectName: z.string(),
  projectUrl: z.string(),
  register: z.boolean(),
  imchat: z.boolean(),
});
/** The stored web config and the reference's two aliases of it (the public website config extends it). */
export const webConfigViewResponse = storedWebConfig.extend({
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<WebConfigView>;
/** GET /api/admin/config/get-web-config: the same with imchat as the reference's form's text. */
export const adminWebConfigViewResponse = webConfigViewResponse.extend({
  imchat: z.enum(['true', 'false']),
}) satisfies z.ZodType<AdminWebConfigView>;

/** GET /api/admin/switch/info: the site's switches and default limits. */
export const switchConfigResponse = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  submitCaptcha: z.boolean(),
  defaultSubmitInterval: int,
  defaultCreateDiscussionACInitValue: int,
  defaultCreateDiscussionDailyLimit: int,
  defaultCreateCommentACInitValue: int,
  defaultCreateGroupACInitValue: int,
  defaultCreateGroupDailyLimit: int,
  defaultCreateGroupLimit: int,
  defaultCreateGroupAdminLimit: int,
}) satisfies z.ZodType<SwitchConfig>;

/** GET /api/get-website-config: the web config with the switches a visitor's pages need. */
export const websiteConfigResponse = webConfigViewResponse.extend(
  switchConfigResponse.omit({ defaultCreateGroupAdminLimit: true }).shape,
);

/** GET /api/admin/dashboard/get-dashboard-info. */
export const dashboardInfoResponse = z.object({
  userNum: int,
  recentContestNum: int,
  todayJudgeNum: int,
  todayJudgedNum: int,
  runningContestNum: int,
  judgeNum: int,
  dayStart: z.string(),
  recentContests: z.array(
    z.object({
      id: int,
      title: z.string(),
      type: int,
      auth: int,
      startTime: z.string(),
      endTime: z.string(),
      status: int,
      visible: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<DashboardInfo>;

const dashboardSession = z.object({
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  current: z.boolean(),
  active: z.boolean(),
}) satisfies z.ZodType<DashboardSession>;
/** POST /api/admin/dashboard/get-sessions: the caller's current session and the recent ones. */
export const dashboardSessionsResponse = dashboardSession.extend({ recent: z.array(dashboardSession) });

const databaseKind = z.enum(['sqlite', 'postgres']);
/** GET /api/admin/config/get-service-info. */
export const serviceInfoResponse = z.object({
  backupCores: int,
  backupPercentCpuLoad: z.string(),
  backupPercentMemoryLoad: z.string(),
  backupService: z.array(
    z.object({
      serviceId: z.string(),
      host: z.string(),
      port: int,
      secure: z.boolean(),
      metadata: z.object({ 'nacos.healthy': z.literal('true') }),
    }),
  ),
  nacos: z.object({ status: z.literal('UP') }),
  version: z.string(),
  nodeVersion: z.string(),
  platform: z.string(),
  hostname: z.string(),
  uptimeSeconds: z.number(),
  systemUptimeSeconds: z.number(),
  loadAverage: z.tuple([z.number(), z.number(), z.number()]),
  cpuPercent: z.number(),
  memory: z.object({ totalBytes: z.number(), freeBytes: z.number(), usedPercent: z.number() }),
  processMemory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  database: z.object({ kind: databaseKind, sizeBytes: z.number().nullable() }),
}) satisfies z.ZodType<ServiceInfo>;

/** GET /api/admin/config/get-judge-service-info: the judges seen lately. */
export const judgeServiceInfoResponse = z.array(
  z.object({
    name: z.string(),
    kind: z.enum(['embedded', 'remote']),
    languages: z.array(z.string()),
    capacity: int.nullable(),
    running: int,
    lastSeenAt: z.string(),
    service: z.object({
      serviceId: z.string(),
      metadata: z.object({ judgeName: z.string(), 'nacos.healthy': z.literal('true') }),
    }),
  }) satisfies z.ZodType<JudgeServiceInfo>,
);

/** GET /api/admin/config/get-email-config: the stored settings (the password never), and what is in force. */
export const emailConfigViewResponse = z.object({
  emailHost: z.string(),
  emailPort: int,
  emailSsl: z.boolean(),
  emailUsername: z.string(),
  emailPassword: z.string(),
  emailFrom: z.string(),
  emailBGImg: z.string(),
  emailPasswordSet: z.boolean(),
  inForce: z.enum(['environment', 'database', 'none']),
  environment: z
    .object({
      host: z.string(),
      port: int,
      secure: z.boolean(),
      user: z.string().nullable(),
      from: z.string(),
      passwordSet: z.boolean(),
    })
    .nullable(),
}) satisfies z.ZodType<EmailConfigView>;

/** POST /api/admin/config/test-email: what the mail server said. */
export const testEmailResponse = z.object({
  source: z.enum(['environment', 'database']),
  host: z.string(),
  port: int,
  response: z.string(),
  accepted: z.array(z.string()),
  rejected: z.array(z.string()),
}) satisfies z.ZodType<TestEmailResult>;

/** GET /api/admin/config/get-db-and-redis-config. */
export const databaseInfoResponse = z.object({
  kind: databaseKind,
  location: z.string(),
  configuredBy: z.enum(['DATABASE_URL', 'DATA_DIR']),
  serverVersion: z.string(),
  sizeBytes: z.number().nullable(),
  dbName: z.string(),
  dbHost: z.string().nullable(),
  dbPort: int.nullable(),
  dbUsername: z.string().nullable(),
  poolMax: int.nullable(),
  chosenBy: z.enum(['environment', 'datasource-file', 'default']),
  saved: z.object({ databaseUrl: z.string().nullable(), poolMax: int }).nullable(),
}) satisfies z.ZodType<DatabaseInfo>;

/** PUT /api/admin/config/set-db-and-redis-config. */
export const datasourceSavedResponse = z.object({
  appliedAtNextStart: z.literal(true),
  environmentWins: z.boolean(),
}) satisfies z.ZodType<DatasourceSaved>;

/** GET /api/admin/config/get-sms-config. */
export const smsConfigViewResponse = z.object({
  smsRegionId: z.string(),
  smsDomain: z.string(),
  smsAccessKeyIdHint: z.string(),
  smsAccessKeySecretSet: z.boolean(),
  smsSignName: z.string(),
  smsTemplateCode: z.string(),
}) satisfies z.ZodType<SmsConfigView>;

/** GET /api/health. */
export const healthResponse = z.object({ ok: z.boolean() });
