import type { FastifyInstance } from 'fastify';
import {
  emailConfigBody,
  testEmailBody,
  databaseInfoResponse,
  emailConfigViewResponse,
  noDataResponse,
  testEmailResponse,
} from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { defineRoute } from '../../../http/route.ts';
import type { Mailer } from '../../platform/index.ts';
import { databaseInfo } from './database-info.ts';
import type { EmailConfig } from './email-config.ts';
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
}
