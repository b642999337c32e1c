import { emailConfigBody, switchConfigSchema, webConfigSchema } from '@judge/contract';
import { parse } from 'yaml';
import type { z } from 'zod';
import { nowIso } from '../../../lib/time.ts';
import type { MigrationStep, StepContext } from '../step.ts';

/** HOJ's names for our web settings where they differ (its WebConfig). */
const WEB_RENAMES: Record<string, string> = { name: 'webName', description: 'webDescription' };
const EMAIL_FIELDS = ['emailHost', 'emailPort', 'emailSsl', 'emailUsername', 'emailPassword'];

/**
 * Keeps the fields of `values` the schema accepts, each checked alone (a bad one is noted, the others kept);
 * answers null when none is left.
 */
function acceptedFields(
  schema: z.ZodObject,
  values: Record<string, unknown>,
  label: string,
  context: StepContext,
): Record<string, unknown> | null {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const fieldSchema = schema.shape[field] as z.ZodType | undefined;
    if (!fieldSchema || value === null || value === undefined) continue;
    const parsed = fieldSchema.safeParse(value);
    if (parsed.success) kept[field] = parsed.data;
    else
      context.note(
        label,
        `${label}: ${field} (${JSON.stringify(value)}) is not a valid value here, left at ours`,
      );
  }
  return Object.keys(kept).length ? kept : null;
}

/**
 * HOJ's site settings. HOJ keeps them in Nacos as YAML (`hoj-web.yml`: name, description, record, email;
 * `hoj-switch.yml`: discussion, judging and group switches), not in its own database: they are read from
 * Nacos' database on the same server and merged over ours (site_settings `web`, `email`, `switch`).
 */
export function settingsStep(): MigrationStep {
  return {
    table: 'nacos: hoj-web.yml, hoj-switch.yml',
    key: '',
    plan: async () => [],
    write: async () => 0,
    async run(context, dryRun) {
      const [web, switches] = await Promise.all([
        context.source.nacosConfig('hoj-web.yml'),
        context.source.nacosConfig('hoj-switch.yml'),
      ]);
      if (web === null && switches === null) {
        context.note(
          'nacos',
          "HOJ's settings live in Nacos and its database could not be read: set them in the back office",
        );
        return { read: 0, written: 0, present: false };
      }
      const settings: [string, Record<string, unknown> | null][] = [];
      if (web !== null) {
        const all = (parse(web) ?? {}) as Record<string, unknown>;
        const renamed = Object.fromEntries(Object.entries(all).map(([k, v]) => [WEB_RENAMES[k] ?? k, v]));
        const email = Object.fromEntries(Object.entries(all).filter(([k]) => EMAIL_FIELDS.includes(k)));
        settings.push(['web', acceptedFields(webConfigSchema, renamed, 'hoj-web.yml', context)]);
        settings.push(['email', acceptedFields(emailConfigBody, email, 'hoj-web.yml', context)]);
      }
      if (switches !== null)
        settings.push([
          'switch',
          acceptedFields(
            switchConfigSchema,
            (parse(switches) ?? {}) as Record<string, unknown>,
            'hoj-switch.yml',
            context,
          ),
        ]);
      const wanted = settings.filter(
        (entry): entry is [string, Record<string, unknown>] => entry[1] !== null,
      );
      if (!dryRun) await writeSettings(context, wanted);
      return {
        read: [web, switches].filter((file) => file !== null).length,
        written: dryRun ? 0 : wanted.length,
        present: true,
      };
    },
  };
}

async function writeSettings(context: StepContext, settings: [string, Record<string, unknown>][]) {
  await context.db.transaction().execute(async (trx) => {
    for (const [name, values] of settings) {
      const stored = await trx
        .selectFrom('siteSettings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      const value = JSON.stringify({ ...(stored ? (JSON.parse(stored.value) as object) : {}), ...values });
      await trx
        .insertInto('siteSettings')
        .values({ name, value, updatedAt: nowIso() })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value, updatedAt: nowIso() }))
        .execute();
    }
  });
}
