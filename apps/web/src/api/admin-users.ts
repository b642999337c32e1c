import {
  IMPORT_COLUMNS,
  type AdminUserRow,
  type EditUserBody,
  type GeneratedUsersResult,
  type ImportUsersResult,
  type Page,
} from '@judge/contract';
import { request, requestFile } from './request';

export interface UserListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  onlyAdmin?: boolean;
}

export const adminUsersApi = {
  list: (query: UserListQuery) =>
    request<Page<AdminUserRow>>('/api/admin/user/get-user-list', {
      params: {
        ...query,
        keyword: query.keyword || undefined,
        onlyAdmin: query.onlyAdmin ? 'true' : undefined,
      },
    }),
  edit: (body: EditUserBody) => request<null>('/api/admin/user/edit-user', { method: 'PUT', body }),
  remove: (ids: number[]) =>
    request<null>('/api/admin/user/delete-user', { method: 'DELETE', body: { ids } }),
  importRows: (users: string[][]) =>
    request<ImportUsersResult>('/api/admin/user/insert-batch-user', {
      method: 'POST',
      body: { users, columns: IMPORT_COLUMNS },
    }),
  generate: (body: {
    prefix: string;
    suffix: string;
    numberFrom: number;
    numberTo: number;
    passwordLength: number;
  }) => request<GeneratedUsersResult>('/api/admin/user/generate-user', { method: 'POST', body }),
  /** The list of generated accounts; fetched as a blob so the Authorization header goes with it. */
  downloadGenerated: (key: string) =>
    requestFile('/api/file/generate-user-excel', { key }, `users-${key}.csv`),
};
