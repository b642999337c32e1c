import type {
  ContestTeamWithCode,
  ContestTeamsAdminView,
  GeneratedTeams,
  MyContestTeam,
  TeamCreateBody,
  TeamGenerateBody,
  TeamImportResult,
  TeamJoinBody,
  TeamSaveBody,
  TeamSettingsBody,
} from '@judge/contract';
import { request } from './request';

export const contestTeamKeys = {
  admin: (cid: number) => ['contest-teams', 'admin', cid] as const,
  mine: (cid: number) => ['contest-teams', 'mine', cid] as const,
};

/**
 * Team contests (docs/contest-teams.md): the contest admins' calls and the contestants'. A refusal (the field, or
 * the CSV's row and field, named in the user's language) is shown by the central toast.
 */
export const contestTeamsApi = {
  adminView: (cid: number) => request<ContestTeamsAdminView>('/api/admin/contest/teams', { params: { cid } }),
  saveSettings: (body: TeamSettingsBody) =>
    request<null>('/api/admin/contest/team-settings', { method: 'PUT', body }),
  create: (body: TeamSaveBody) =>
    request<{ id: number }>('/api/admin/contest/team', { method: 'POST', body }),
  update: (id: number, body: TeamSaveBody) =>
    request<null>('/api/admin/contest/team', { method: 'PUT', body: { ...body, id } }),
  remove: (cid: number, id: number) =>
    request<null>('/api/admin/contest/team', { method: 'DELETE', params: { cid, id } }),
  importCsv: (cid: number, csv: string) =>
    request<TeamImportResult>('/api/admin/contest/teams/import', {
      method: 'POST',
      body: { cid, csv },
    }),
  generate: (body: TeamGenerateBody) =>
    request<GeneratedTeams>('/api/admin/contest/teams/generate', { method: 'POST', body }),
  uploadLogo: (cid: number, id: number, file: File) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return request<{ logo: string }>('/api/admin/contest/affiliation/logo', {
      method: 'POST',
      params: { cid, id },
      body: form,
    });
  },
  mine: (cid: number) => request<MyContestTeam>('/api/contest/team', { params: { cid } }),
  createOwn: (body: TeamCreateBody) =>
    request<ContestTeamWithCode>('/api/contest/team/create', { method: 'POST', body }),
  join: (body: TeamJoinBody) =>
    request<ContestTeamWithCode>('/api/contest/team/join', { method: 'POST', body }),
};
