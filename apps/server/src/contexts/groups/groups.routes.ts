import type { FastifyInstance } from 'fastify';
import {
  gidQuery,
  groupApplyQuery,
  groupCreateBody,
  groupListQuery,
  groupMemberDeleteQuery,
  groupMemberListQuery,
  groupMemberUpdateBody,
  groupUpdateBody,
  accessResponse,
  groupAuthResponse,
  groupMemberPageResponse,
  groupPageResponse,
  groupViewResponse,
  noDataResponse,
  postingCheckResponse,
  uploadGroupQuery,
} from '@judge/contract';
import { defineRoute } from '../../http/route.ts';
import { applyToGroup } from './apply-to-group.ts';
import { createGroup, groupCreateCheck } from './create-group.ts';
import { disbandGroup } from './disband-group.ts';
import { uploadGroupAvatar } from './group-avatar.ts';
import { groupAccess, groupAuth, groupDetail } from './group-detail.ts';
import { applyList, memberList } from './group-members.ts';
import type { GroupsDeps } from './groups.deps.ts';
import { listGroups } from './list-groups.ts';
import { changeMemberLevel, exitGroup, removeMember } from './member-changes.ts';
import { updateGroup } from './update-group.ts';

/**
 * Groups, their members, announcements, rank and picture, by the reference's paths (docs/api.md "Groups"). The
 * list is public; every other call needs login, then the group's own rule (group-gate.ts) in its operation.
 */
export function registerGroupRoutes(app: FastifyInstance, deps: GroupsDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-group-list',
      access: 'public',
      query: groupListQuery,
      response: groupPageResponse,
    },
    ({ actor, query }) => listGroups(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-group-detail',
      access: 'login',
      query: gidQuery,
      response: groupViewResponse,
    },
    ({ actor, query }) => groupDetail(deps, actor, query.gid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-group-access',
      access: 'login',
      query: gidQuery,
      response: accessResponse,
    },
    ({ actor, query }) => groupAccess(deps, actor, query.gid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-group-auth',
      access: 'login',
      query: gidQuery,
      response: groupAuthResponse,
    },
    ({ actor, query }) => groupAuth(deps, actor, query.gid),
  );
  // Ours: the creation gates (AC count, groups a day, groups owned) asked before the form opens.
  defineRoute(
    app,
    { method: 'GET', url: '/api/group-create-check', access: 'login', response: postingCheckResponse },
    ({ actor }) => groupCreateCheck(deps, actor),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group',
      access: 'login',
      body: groupCreateBody,
      response: groupViewResponse,
    },
    ({ actor, body }) => createGroup(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'PUT', url: '/api/group', access: 'login', body: groupUpdateBody, response: groupViewResponse },
    ({ actor, body }) => updateGroup(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: '/api/group', access: 'login', query: gidQuery, response: noDataResponse },
    ({ actor, query }) => disbandGroup(deps, actor, query.gid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/file/upload-group-avatar',
      access: 'login',
      query: uploadGroupQuery,
      response: groupViewResponse,
    },
    ({ actor, request, query }) => uploadGroupAvatar(deps, actor, request, query.gid),
  );

  // Members.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-member-list',
      access: 'login',
      query: groupMemberListQuery,
      response: groupMemberPageResponse,
    },
    ({ actor, query }) => memberList(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-apply-list',
      access: 'login',
      query: groupMemberListQuery,
      response: groupMemberPageResponse,
    },
    ({ actor, query }) => applyList(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/member',
      access: 'login',
      query: groupApplyQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => applyToGroup(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/member',
      access: 'login',
      body: groupMemberUpdateBody,
      response: noDataResponse,
    },
    ({ actor, body }) => changeMemberLevel(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/member',
      access: 'login',
      query: groupMemberDeleteQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => removeMember(deps, actor, query.gid, query.uid),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/member/exit',
      access: 'login',
      query: gidQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => exitGroup(deps, actor, query.gid),
  );
}
