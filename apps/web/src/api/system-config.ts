import type {
  DashboardInfo,
  DashboardSessions,
  DatabaseInfo,
  DatasourceBody,
  DatasourceSaved,
  EmailConfigBody,
  EmailConfigView,
  SmsConfigBody,
  SmsConfigView,
  JudgeServiceInfo,
  ServiceInfo,
  SwitchConfig,
  TestEmailResult,
  WebConfig,
  AdminWebConfigView,
} from '@judge/contract';
import { request } from './request';

/**
 * The back office's dashboard and root's system configuration (docs/api.md "Back office: dashboard",
 * "Back office: system configuration"); the reference's paths.
 */
export const dashboardApi = {
  /** The viewer's time zone makes "today" start at their midnight. */
  info: () =>
    request<DashboardInfo>('/api/admin/dashboard/get-dashboard-info', {
      params: { tzOffset: new Date().getTimezoneOffset() },
    }),
  sessions: () => request<DashboardSessions>('/api/admin/dashboard/get-sessions', { method: 'POST' }),
  serviceInfo: () => request<ServiceInfo>('/api/admin/config/get-service-info'),
  judges: () => request<JudgeServiceInfo[]>('/api/admin/config/get-judge-service-info'),
};

export const systemConfigApi = {
  webConfig: () => request<AdminWebConfigView>('/api/admin/config/get-web-config'),
  saveWebConfig: (patch: Partial<WebConfig>) =>
    request<null>('/api/admin/config/set-web-config', { method: 'PUT', body: patch }),
  switches: () => request<SwitchConfig>('/api/admin/switch/info'),
  saveSwitches: (patch: Partial<SwitchConfig>) =>
    request<null>('/api/admin/switch/update', { method: 'PUT', body: patch }),
  emailConfig: () => request<EmailConfigView>('/api/admin/config/get-email-config'),
  saveEmailConfig: (body: EmailConfigBody) =>
    request<null>('/api/admin/config/set-email-config', { method: 'PUT', body }),
  /** The page shows the SMTP server's answer itself, refusals included. */
  testEmail: (email: string) =>
    request<TestEmailResult>('/api/admin/config/test-email', {
      method: 'POST',
      body: { email },
      quiet: ['EMAIL_FAILED', 'BAD_REQUEST'],
    }),
  database: () => request<DatabaseInfo>('/api/admin/config/get-db-and-redis-config'),
  saveDatasource: (body: DatasourceBody) =>
    request<DatasourceSaved>('/api/admin/config/set-db-and-redis-config', { method: 'PUT', body }),
  smsConfig: () => request<SmsConfigView>('/api/admin/config/get-sms-config'),
  saveSmsConfig: (body: SmsConfigBody) =>
    request<null>('/api/admin/config/set-sms-config', { method: 'PUT', body }),
};
