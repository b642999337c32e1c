import type { FastifyInstance } from 'fastify';
import { switchConfigSchema, webConfigPatch } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { SiteConfigService } from './site-config.service.ts';

export function registerSiteConfigRoutes(app: FastifyInstance, siteConfig: SiteConfigService) {
  defineRoute(app, { method: 'GET', url: '/api/get-website-config', access: 'public' }, () =>
    siteConfig.publicConfig(),
  );

  defineRoute(app, { method: ['GET', 'POST'], url: '/api/admin/config/get-web-config', access: 'root' }, () =>
    siteConfig.webView(),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/config/set-web-config',
      access: 'root',
      body: webConfigPatch,
    },
    async ({ body }) => {
      await siteConfig.updateWeb(body);
    },
  );
  defineRoute(app, { method: ['GET', 'POST'], url: '/api/admin/switch/info', access: 'root' }, () =>
    siteConfig.switches(),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/switch/update',
      access: 'root',
      body: switchConfigSchema.partial().strict(),
    },
    async ({ body }) => {
      await siteConfig.updateSwitches(body);
    },
  );
}
