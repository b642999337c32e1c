import type { FastifyInstance } from 'fastify';
import {
  switchConfigSchema,
  webConfigPatch,
  noDataResponse,
  switchConfigResponse,
  adminWebConfigViewResponse,
  websiteConfigResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { SiteConfigService } from './site-config.service.ts';

export function registerSiteConfigRoutes(app: FastifyInstance, siteConfig: SiteConfigService) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-website-config', access: 'public', response: websiteConfigResponse },
    () => siteConfig.publicConfig(),
  );

  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-web-config',
      access: 'root',
      response: adminWebConfigViewResponse,
    },
    () => siteConfig.adminWebView(),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      access: 'root',
      body: webConfigPatch,
      response: noDataResponse,
    },
    async ({ body }) => {
      await siteConfig.updateWeb(body);
    },
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/switch/info',
      access: 'root',
      response: switchConfigResponse,
    },
    () => siteConfig.switches(),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/switch/update',
      access: 'root',
      body: switchConfigSchema.partial().strict(),
      response: noDataResponse,
    },
    async ({ body }) => {
      await siteConfig.updateSwitches(body);
    },
  );
}
