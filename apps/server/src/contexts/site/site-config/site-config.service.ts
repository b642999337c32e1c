import {
  DEFAULT_SWITCH_CONFIG,
  DEFAULT_WEB_CONFIG,
  switchConfigSchema,
  webConfigSchema,
  withWebConfigAliases,
  type PublicWebsiteConfig,
  type SwitchConfig,
  type WebConfig,
  type WebConfigView,
  type AdminWebConfigView,
  asAdminWebConfigView,
} from '@judge/contract';
import type { z } from 'zod';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { createSiteConfigRepo } from './site-config.repo.ts';

/**
 * Stored values are merged over the defaults and re-validated field by field, so a setting added
 * in a later release gets its default and a damaged row never breaks the site.
 */
export function mergeWithDefaults<S extends z.ZodObject>(
  schema: S,
  defaults: z.infer<S>,
  stored: unknown,
): z.infer<S> {
  const merged: Record<string, unknown> = { ...defaults };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      const field = schema.shape[key] as z.ZodType | undefined;
      if (field && field.safeParse(value).success) merged[key] = value;
    }
  }
  return merged as z.infer<S>;
}

/**
 * The settings are read on most pages (get-website-config) and by every gate that asks a switch, and
 * change a few times a year: the merged values are kept until a setting changes anywhere (a save on
 * this server or another, see db/change-watch.ts). Callers get copies, so none can alter the kept one.
 */
function keptSettings(db: Db) {
  const kept = keptReads<object>(changeStampOf(db, ['site_settings']), 2);
  return async <T extends object>(name: string, read: () => Promise<T>): Promise<T> =>
    structuredClone(await kept(name, read)) as T;
}

export function createSiteConfigService(db: Db) {
  const repo = createSiteConfigRepo(db);
  const kept = keptSettings(db);
  const service = {
    async web(): Promise<WebConfig> {
      return kept('web', async () =>
        mergeWithDefaults(webConfigSchema, DEFAULT_WEB_CONFIG, await repo.read('web')),
      );
    },
    async switches(): Promise<SwitchConfig> {
      return kept('switch', async () =>
        mergeWithDefaults(switchConfigSchema, DEFAULT_SWITCH_CONFIG, await repo.read('switch')),
      );
    },
    /** The web config with the reference's names beside ours (its client reads `name` and `description`). */
    async webView(): Promise<WebConfigView> {
      return withWebConfigAliases(await service.web());
    },
    async adminWebView(): Promise<AdminWebConfigView> {
      return asAdminWebConfigView(await service.webView());
    },
    async publicConfig(): Promise<PublicWebsiteConfig> {
      const [web, switches] = await Promise.all([service.webView(), service.switches()]);
      // Everything but the admin-only group limit is public (the client gates its buttons on them).
      const { defaultCreateGroupAdminLimit: _adminOnly, ...publicSwitches } = switches;
      return { ...web, ...publicSwitches };
    },
    async updateWeb(patch: Partial<WebConfig>) {
      await repo.write('web', { ...(await service.web()), ...patch });
    },
    async updateSwitches(patch: Partial<SwitchConfig>) {
      await repo.write('switch', { ...(await service.switches()), ...patch });
    },
  };
  return service;
}
export type SiteConfigService = ReturnType<typeof createSiteConfigService>;
