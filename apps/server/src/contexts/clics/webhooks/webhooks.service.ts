import { isRoot } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { ClicsCaller } from '../basic-auth.ts';
import type { ClicsService } from '../clics.service.ts';
import { placeOfEvent, tokenOf } from '../event-tokens.ts';
import { parseWebhookPost, webhookObject } from './webhook-object.ts';
import type { WebhooksRepo } from './webhooks.repo.ts';

/**
 * The `webhooks` collection (Contest_API.md "Webhooks"): the contests' admins register a URL for the contests they
 * administer (root for every contest, with `contest_ids` empty; an API account for its own contest, the default),
 * list their own (root all) and remove them. An analyst writes nothing. A webhook is told of changes after it
 * signed up: each contest's cursor starts at its latest event.
 */
export function createWebhooks(repo: WebhooksRepo, service: ClicsService, now = () => new Date()) {
  const mayWrite = (caller: ClicsCaller | null): ClicsCaller => {
    if (!caller) throw new AppError('UNAUTHENTICATED');
    if (caller.apiAccount?.role === 'analyst') throw new AppError('FORBIDDEN', 'An analyst writes nothing');
    return caller;
  };
  const everything = (caller: ClicsCaller) => !caller.apiAccount && isRoot(caller.role);
  const owns = (caller: ClicsCaller, row: { ownerUid: number; apiAccount: string | null }) =>
    everything(caller) ||
    (row.ownerUid === caller.uid && row.apiAccount === (caller.apiAccount?.username ?? null));

  /** Where each contest's feed is now, for this admin (a contest it does not run is refused). */
  async function cursorsNow(caller: ClicsCaller, contestIds: string[]) {
    const cursors: Record<string, string> = {};
    for (const cid of contestIds) {
      const view = await service.view(caller, Number(cid));
      if (view.scope.reader !== 'admin')
        throw new AppError('FORBIDDEN', `Only the admins of contest ${cid} may register a webhook for it`);
      const last = view.live.at(-1);
      cursors[cid] = last ? tokenOf(placeOfEvent(last)) : '';
    }
    return cursors;
  }

  return {
    async register(callerOrNull: ClicsCaller | null, body: unknown) {
      const caller = mayWrite(callerOrNull);
      const post = parseWebhookPost(body);
      const contestIds =
        post.contest_ids.length > 0 || !caller.apiAccount
          ? post.contest_ids
          : [String(caller.apiAccount.cid)];
      if (contestIds.length === 0 && !everything(caller))
        throw new AppError('BAD_REQUEST', 'contest_ids: name the contests (only root registers for all)');
      const at = now().toISOString();
      const row = {
        url: post.url,
        token: post.token,
        endpoints: JSON.stringify(post.endpoints),
        contestIds: JSON.stringify(contestIds),
        active: post.active ? 1 : 0,
        ownerUid: caller.uid,
        apiAccount: caller.apiAccount?.username ?? null,
        cursors: JSON.stringify(await cursorsNow(caller, contestIds)),
        failures: 0,
        failingSince: null,
        nextAttemptAt: at,
        createdAt: at,
      };
      const id = await repo.insert(row);
      return webhookObject({ id, ...row });
    },

    async list(caller: ClicsCaller | null) {
      if (!caller) throw new AppError('UNAUTHENTICATED');
      return (await repo.all()).filter((row) => owns(caller, row)).map(webhookObject);
    },

    async remove(callerOrNull: ClicsCaller | null, id: string) {
      const caller = mayWrite(callerOrNull);
      const row = /^[1-9]\d{0,9}$/.test(id) ? await repo.byId(Number(id)) : undefined;
      if (!row || !owns(caller, row)) throw new AppError('NOT_FOUND', `No webhook ${id}`);
      await repo.remove(row.id);
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
