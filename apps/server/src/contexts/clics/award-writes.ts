import { AppError, invalidField } from '../../errors.ts';
import { apiTeams } from './api-teams.ts';
import { clicsId } from './clics-format.ts';
import type { ClicsObject } from './clics-object.ts';
import type { ContestView } from './contest-view.ts';
import type { WrittenAward } from './awards.repo.ts';

/** Where the awards an admin writes are kept (awards.repo.ts). */
export interface AwardKeeping {
  save(cid: number, award: Omit<WrittenAward, 'updatedAt'>): Promise<void>;
}

/** The award a client sends or changes: a citation and the teams (Contest_API.md "Modifying awards"). */
interface AwardFields {
  citation: string;
  teamIds: string[];
}

/**
 * The awards this server assigns alone, from the results: the winner and each first to solve. Clients may replace
 * or remove the others (the medals of the contest's award configuration) and add their own.
 */
const isManaged = (id: string) => id === 'winner' || id.startsWith('first-to-solve-');

/** An award id a client may choose (JSON_Format.md "ID"). */
const AWARD_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}$/;

type AwardWrite =
  | { method: 'POST'; body: unknown }
  | { method: 'PUT' | 'PATCH'; id: string; body: unknown }
  | { method: 'DELETE'; id: string };

/**
 * POST, PUT, PATCH and DELETE of a contest's awards by its admins (Contest_API.md "Modifying awards"), kept
 * beside the computed ones: a written award of a computed one's id replaces it (DELETE removes it), any other is
 * added. The winner and the first to solve each problem are this server's alone (403). Answers the award as it
 * now stands (null after a DELETE).
 */
export async function writeAward(keeping: AwardKeeping, view: ContestView, write: AwardWrite) {
  const { scope } = view;
  if (scope.reader !== 'admin') throw new AppError('FORBIDDEN', "Only the contest's admins write its awards");
  const awards = (view.collections.get('awards') ?? []) as (ClicsObject & {
    citation: string;
    team_ids: string[];
  })[];
  const id = write.method === 'POST' ? freeId(awards, write.body) : write.id;
  if (isManaged(id))
    throw new AppError('FORBIDDEN', `Award ${id} is assigned by this server from the results`);
  if (!AWARD_ID.test(id)) throw new AppError('NOT_FOUND', `No awards object ${id}`);
  const known = awards.find((award) => award.id === id);
  const cid = scope.settings.cid;
  if (write.method === 'DELETE') {
    if (!known) throw new AppError('NOT_FOUND', `No awards object ${id}`);
    await keeping.save(cid, { id, citation: known.citation, teamIds: known.team_ids, deleted: true });
    return null;
  }
  const fields = write.method === 'PATCH' ? patched(known, id, write.body) : whole(write, id);
  const teams = new Set(apiTeams(scope).map((team) => team.id));
  const unknown = fields.teamIds.find((team) => !teams.has(team));
  if (unknown !== undefined) throw invalidField('team_ids', `no team ${unknown} in this contest`);
  await keeping.save(cid, { id, ...fields, deleted: false });
  return { id, citation: fields.citation, team_ids: fields.teamIds };
}

/** A POST's award has no id: one is made from its citation, unused in the contest. */
function freeId(awards: ClicsObject[], body: unknown): string {
  const sent = (body ?? {}) as Record<string, unknown>;
  if ('id' in sent) throw new AppError('BAD_REQUEST', 'id may not be sent: PUT an award to choose its id');
  const base = clicsId(String(sent.citation ?? 'award').toLowerCase()).slice(0, 30);
  const taken = new Set(awards.map((award) => award.id));
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(id) && !isManaged(id)) return id;
  }
}

/** A POST's or PUT's award: both properties required; a PUT's `id`, if sent, the URL's. */
function whole(write: { method: string; body: unknown; id?: string }, id: string): AwardFields {
  const sent = objectOf(write.body);
  if (write.method === 'PUT' && 'id' in sent && sent.id !== id)
    throw new AppError('CONFLICT', `The body's id ${String(sent.id)} is not the URL's ${id}`);
  return { citation: citationOf(sent.citation), teamIds: teamIdsOf(sent.team_ids) };
}

/** A PATCH changes the properties it sends of an award that exists; null is no value for either. */
function patched(
  known: { citation: string; team_ids: string[] } | undefined,
  id: string,
  body: unknown,
): AwardFields {
  if (!known) throw new AppError('NOT_FOUND', `No awards object ${id}`);
  const sent = objectOf(body);
  if ('id' in sent && sent.id !== id)
    throw new AppError('CONFLICT', `The body's id ${String(sent.id)} is not the URL's ${id}`);
  return {
    citation: 'citation' in sent ? citationOf(sent.citation) : known.citation,
    teamIds: 'team_ids' in sent ? teamIdsOf(sent.team_ids) : known.team_ids,
  };
}

function objectOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AppError('BAD_REQUEST', 'The body is a JSON object');
  return body as Record<string, unknown>;
}

function citationOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw invalidField('citation', 'citation is required');
  return value.trim();
}

function teamIdsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((team) => typeof team !== 'string'))
    throw invalidField('team_ids', 'team_ids is required: an array of team ids');
  return [...new Set(value as string[])];
}
