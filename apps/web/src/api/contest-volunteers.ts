import type {
  AddVolunteerBody,
  ContestVolunteer,
  DeliveryAction,
  DeliveryKind,
  Page,
  VolunteerBalloonRow,
  VolunteerContest,
  VolunteerPrintRow,
  VolunteerRoomsBody,
} from '@judge/contract';
import { request, requestFile } from './request';

export const volunteerKeys = {
  duty: (cid: number) => ['contest-volunteers', cid] as const,
  rooms: (cid: number) => ['contest-rooms', cid] as const,
  contests: (token: string | null) => ['volunteer-contests', token] as const,
  queue: (cid: number, kind: DeliveryKind) => ['volunteer-queue', cid, kind] as const,
};

/** Balloon and print volunteers (docs/contest-volunteers.md): the admins' duty list and the volunteers' queues. */
export const contestVolunteersApi = {
  list: (cid: number) => request<ContestVolunteer[]>('/api/admin/contest/volunteers', { params: { cid } }),
  add: (body: AddVolunteerBody) => request<null>('/api/admin/contest/volunteer', { method: 'POST', body }),
  /** The duty's rooms changed (none: every room). */
  setRooms: (body: VolunteerRoomsBody) =>
    request<null>('/api/admin/contest/volunteer', { method: 'PUT', body }),
  /** The rooms the contest's teams sit in, to pick from (the admins'). */
  rooms: (cid: number) =>
    request<string[]>('/api/admin/contest/rooms', { params: { cid }, quiet: 'background' }),
  remove: (cid: number, uid: number) =>
    request<null>('/api/admin/contest/volunteer', { method: 'DELETE', params: { cid, uid } }),
  contests: () => request<VolunteerContest[]>('/api/volunteer/contests', { quiet: 'background' }),
  balloons: (cid: number, currentPage: number, limit: number) =>
    request<Page<VolunteerBalloonRow>>('/api/volunteer/balloons', {
      params: { cid, currentPage, limit },
      quiet: 'background',
    }),
  prints: (cid: number, currentPage: number, limit: number) =>
    request<Page<VolunteerPrintRow>>('/api/volunteer/prints', {
      params: { cid, currentPage, limit },
      quiet: 'background',
    }),
  /** A print's text as a file, to print it (the name the server gives it). */
  printText: (cid: number, id: number) =>
    requestFile('/api/file/volunteer-print-text', { cid, id }, `contest_print_${id}.txt`),
  act: (action: DeliveryAction, cid: number, kind: DeliveryKind, id: number) =>
    request<null>(`/api/volunteer/delivery/${action}`, { method: 'PUT', body: { cid, kind, id } }),
};
