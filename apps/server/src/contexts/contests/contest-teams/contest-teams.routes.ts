import type { FastifyInstance } from 'fastify';
import {
  affiliationLogoQuery,
  contestTeamResponse,
  contestTeamsAdminResponse,
  contestTeamsQuery,
  generatedTeamsResponse,
  myContestTeamResponse,
  newIdResponse,
  noDataResponse,
  teamCreateBody,
  teamGenerateBody,
  teamImportBody,
  teamImportResponse,
  teamJoinBody,
  teamRefQuery,
  teamSaveBody,
  teamSettingsBody,
  teamUpdateBody,
  affiliationLogoResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ContestTeamsDeps } from './contest-teams.deps.ts';
import { adminView, createTeam, deleteTeam, saveSettings, updateTeam } from './team-admin.ts';
import { generateTeams, importTeams } from './team-batches.ts';
import { createOwnTeam, joinTeam, myTeam } from './team-forming.ts';
import { uploadAffiliationLogo, type LogoUploads } from './affiliation-logo.ts';

/** Team contests (docs/contest-teams.md): the back office's calls (contest admins) and the contestants'. */
export function registerContestTeamRoutes(
  app: FastifyInstance,
  deps: ContestTeamsDeps,
  uploads: LogoUploads,
) {
  const admin = '/api/admin/contest';
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${admin}/teams`,
      access: 'login',
      query: contestTeamsQuery,
      response: contestTeamsAdminResponse,
    },
    ({ actor, query }) => adminView(deps, actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${admin}/team-settings`,
      access: 'login',
      body: teamSettingsBody,
      response: noDataResponse,
    },
    ({ actor, body }) => saveSettings(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${admin}/team`,
      access: 'login',
      body: teamSaveBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => createTeam(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'PUT', url: `${admin}/team`, access: 'login', body: teamUpdateBody, response: noDataResponse },
    ({ actor, body }) => updateTeam(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${admin}/team`,
      access: 'login',
      query: teamRefQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => deleteTeam(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${admin}/teams/import`,
      access: 'login',
      body: teamImportBody,
      response: teamImportResponse,
    },
    ({ actor, body }) => importTeams(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${admin}/teams/generate`,
      access: 'login',
      body: teamGenerateBody,
      response: generatedTeamsResponse,
    },
    ({ actor, body }) => generateTeams(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${admin}/affiliation/logo`,
      access: 'login',
      query: affiliationLogoQuery,
      response: affiliationLogoResponse,
    },
    ({ actor, query, request }) => uploadAffiliationLogo(deps, uploads, actor, query, request),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/contest/team',
      access: 'login',
      query: contestTeamsQuery,
      response: myContestTeamResponse,
    },
    ({ actor, query }) => myTeam(deps, actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/contest/team/create',
      access: 'login',
      body: teamCreateBody,
      response: contestTeamResponse,
    },
    ({ actor, body }) => createOwnTeam(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/contest/team/join',
      access: 'login',
      body: teamJoinBody,
      response: contestTeamResponse,
    },
    ({ actor, body }) => joinTeam(deps, actor, body),
  );
}
