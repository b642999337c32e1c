import type { FastifyInstance } from 'fastify';
import {
  clicsAccountCreateBody,
  clicsAccountCreatedResponse,
  clicsAccountListQuery,
  clicsAccountListResponse,
  clicsAccountRevokeQuery,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ApiAccounts } from './api-accounts.service.ts';

/** The contest admin area's page of Contest API accounts: signed in; the service lets only the contest's admins in. */
export function registerApiAccountRoutes(app: FastifyInstance, accounts: ApiAccounts) {
  const url = '/api/contest/clics-accounts';
  defineRoute(
    app,
    { method: 'GET', url, access: 'login', query: clicsAccountListQuery, response: clicsAccountListResponse },
    ({ actor, query }) => accounts.list(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url,
      access: 'login',
      body: clicsAccountCreateBody,
      response: clicsAccountCreatedResponse,
    },
    ({ actor, body }) => accounts.create(actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url, access: 'login', query: clicsAccountRevokeQuery, response: noDataResponse },
    async ({ actor, query }) => {
      await accounts.revoke(actor, query.cid, query.id);
    },
  );
}
