import type { FastifyInstance } from 'fastify';
import {
  emailConfigBody,
  testEmailBody,
  databaseInfoResponse,
  emailConfigViewResponse,
  noDataResponse,
  testEmailResponse,
  smsConfigBody,
  smsConfigViewResponse,
  datasourceBody,
  datasourceSavedResponse,
} from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { defineRoute } from '../../../http/route.ts';
import type { Mailer } from '../../platform/index.ts';
import { writeDatasourceFile } from '../../../db/datasource-file.ts';
import { databaseInfo } from './database-info.ts';
import type { EmailConfig } from './email-config.ts';
import { createSmsConfig } from './sms-config.ts';
import type { SiteConfigService } from './site-config.service.ts';
import { testMail } from './test-mail.ts';

/**
 * Root's system configuration beside the web config and switches (the reference's ConfigController, whose
 * `system_info_admin` permission is root's): the SMTP settings kept in the database with a test mail, and the
 * database the server runs on. docs/api.md "Back office: system configuration".
 */
export function registerSystemConfigRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    dialect: Dialect;
    config: ServerConfig;
    emailConfig: EmailConfig;
    mailer: Mailer;
    siteConfig: SiteConfigService;
  },
) {
  const { emailConfig, config } = deps;
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-email-config',
      access: 'root',
      response: emailConfigViewResponse,
    },
    () => emailConfig.view(config.smtp),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/config/set-email-config',
      access: 'root',
      body: emailConfigBody,
      response: noDataResponse,
    },
    async ({ body }) => {
      await emailConfig.update(body);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/config/test-email',
      access: 'root',
      body: testEmailBody,
      response: testEmailResponse,
    },
    async ({ body }) => {
      const [web, stored] = await Promise.all([deps.siteConfig.web(), emailConfig.stored()]);
      return deps.mailer.sendTest(testMail(body.email, web, stored.emailBGImg));
    },
  );
  // The SMS provider's settings (spec 3 "Mobile SMS settings"): kept for a provider, never sent from here.
  const smsConfig = createSmsConfig(deps.db);
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-sms-config',
      access: 'root',
      response: smsConfigViewResponse,
    },
    () => smsConfig.view(),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/config/set-sms-config',
      access: 'root',
      body: smsConfigBody,
      response: noDataResponse,
    },
    async ({ body }) => {
      await smsConfig.update(body);
    },
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-db-and-redis-config',
      access: 'root',
      response: databaseInfoResponse,
    },
    () => databaseInfo(deps.db, deps.dialect, config),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/config/set-db-and-redis-config',
      access: 'root',
      body: datasourceBody,
      response: datasourceSavedResponse,
    },
    async ({ body }) => {
      // A running server keeps its database: the choice is kept for the next start (db/datasource-file.ts).
      await writeDatasourceFile(config.dataDir, {
        databaseUrl: body.databaseUrl === '' ? null : body.databaseUrl,
        poolMax: body.poolMax,
      });
      return {
        appliedAtNextStart: true as const,
        environmentWins: config.databaseChosenBy === 'environment',
      };
    },
  );
}
