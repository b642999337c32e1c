import fc from 'fast-check';
import { z } from 'zod';
import { ERRORS } from '@judge/contract';
import { writesOf } from '../../src/db/write-epoch.ts';
import { ACCESS, type RegisteredRoute } from '../../src/http/route.ts';
import type { Actor } from '../../src/plugins/auth.plugin.ts';
import type { TestApp } from '../test-app.ts';
import {
  Callers,
  FUZZ_ROLES,
  rowStates,
  stateChanges,
  stateColumnsOf,
  tableNames,
  type FuzzRole,
  type StateColumns,
} from './fuzz-kit.ts';
import { inputsOf, multipartOf, urlOf, type FuzzInput } from './fuzz-request.ts';

export interface FuzzOptions {
  seed: number;
  /** Cases per route and role the route lets in. */
  cases: number;
  /** Cases per route and role its access policy refuses (they stop before the input is read). */
  refusedCases: number;
  /** "METHOD /url" of refusals that write on purpose, with the reason. */
  refusalsThatWrite: Record<string, string>;
  /**
   * Waits for the server's background work (a similarity check an earlier call started writes its progress)
   * before each call, so a refused call is never blamed for another's writes.
   */
  settle?: () => Promise<unknown>;
}

export interface FuzzReport {
  routes: number;
  /** Routes whose answers are also checked against a declared response schema. */
  declaringResponse: number;
  roles: number;
  cases: number;
  /** One per failing route and role: what broke, and the input fast-check shrank it to. */
  failures: string[];
  statuses: Map<number, number>;
  /** Calls ("METHOD /url") that answered 2xx at least once: how deep the generated inputs reach. */
  answered: Set<string>;
  /** Refused calls during which a statement changed rows yet every table's state stayed: a rollback. */
  refusalsAfterAWrite: Set<string>;
}

/** The envelope every JSON answer is in (contract/envelope.ts), with a code of the catalogue on failures. */
const envelope = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
  code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS]).optional(),
});

/** Table states (rows, newest id and modification), read again only when something has written since. */
class RowStateWatch {
  #epoch = -1;
  #states: Record<string, string> = {};

  constructor(
    private readonly app: TestApp,
    readonly columns: StateColumns,
  ) {}

  get epoch(): number {
    return writesOf(this.app.db)!.epoch;
  }

  async states(): Promise<Record<string, string>> {
    if (this.#epoch !== this.epoch) {
      this.#epoch = this.epoch;
      this.#states = await rowStates(this.app, this.columns);
    }
    return this.#states;
  }

  /** Read now, whatever the epoch says. */
  async fresh(): Promise<Record<string, string>> {
    return rowStates(this.app, this.columns);
  }
}

function roleIsLetIn(route: RegisteredRoute, role: FuzzRole): boolean {
  const policy = ACCESS[route.access];
  const roleId = FUZZ_ROLES[role];
  if (!policy) return true;
  return roleId !== null && policy({ role: roleId } as Actor);
}

/**
 * Calls every route as every role with generated inputs; a case fails on a 5xx, an answer outside the
 * envelope, or a refusal that changed a table's state (rows, newest id, newest modification). Callers a call logged out or demoted are signed in
 * again after each route, and the calls that end a session run last.
 */
export async function fuzzRoutes(
  app: TestApp,
  routes: readonly RegisteredRoute[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const callers = new Callers(app);
  await callers.ensureAll();
  const watch = new RowStateWatch(app, await stateColumnsOf(app, await tableNames(app)));
  const report: FuzzReport = {
    routes: routes.length,
    declaringResponse: routes.filter((route) => route.response).length,
    roles: Object.keys(FUZZ_ROLES).length,
    cases: 0,
    failures: [],
    statuses: new Map(),
    answered: new Set(),
    refusalsAfterAWrite: new Set(),
  };

  async function callOnce(route: RegisteredRoute, method: string, role: FuzzRole, input: FuzzInput) {
    const key = `${method} ${route.url}`;
    await options.settle?.();
    const before = await watch.states();
    const epochBefore = watch.epoch;
    const token = callers.tokenOf(role);
    const upload = input.file && multipartOf(input.file);
    const response = await app.app.inject({
      method: method as 'GET',
      url: urlOf(route, input),
      headers: {
        ...(token && { authorization: token }),
        ...(input.body !== undefined && { 'content-type': 'application/json' }),
        ...(upload && { 'content-type': upload.contentType }),
      },
      payload: upload ? upload.payload : input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const status = response.statusCode;
    report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const parsed = isJson ? envelope.safeParse(response.json()) : null;
    const said = isJson
      ? `${status} ${response.body.slice(0, 400)}`
      : `${status} (${response.headers['content-type']})`;
    // The mail server is a catcher that takes any address: an EMAIL_FAILED (503) is an input let through too.
    if (status >= 500) throw new Error(`a server error: ${said}`);
    if (status >= 400 && !isJson) throw new Error(`a refusal outside the envelope: ${said}`);
    if (parsed && (!parsed.success || parsed.data.status !== status))
      throw new Error(`not the envelope: ${said}`);
    if (status < 300) report.answered.add(key);
    if (status >= 400 && watch.epoch !== epochBefore) {
      const changes = stateChanges(before, await watch.fresh());
      if (changes.length > 0 && !options.refusalsThatWrite[key])
        throw new Error(`a refused call wrote rows (${changes.join(', ')}): ${said}`);
      if (changes.length === 0) report.refusalsAfterAWrite.add(key);
    }
  }

  const sessionEndersLast = [...routes].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
  for (const route of sessionEndersLast) {
    for (const method of route.methods) {
      for (const role of Object.keys(FUZZ_ROLES) as FuzzRole[]) {
        const details = await fc.check(
          fc.asyncProperty(inputsOf(route, method), (input) => callOnce(route, method, role, input)),
          {
            seed: seedOf(options.seed, `${method} ${route.url} ${role}`),
            numRuns: roleIsLetIn(route, role) ? options.cases : options.refusedCases,
          },
        );
        report.cases += details.numRuns + details.numShrinks;
        if (details.failed)
          report.failures.push(
            `${method} ${route.url} as ${role}: ${(details.errorInstance as Error).message}\n` +
              `    shrunk input: ${fc.stringify(details.counterexample)}`,
          );
      }
      await callers.ensureAll();
    }
  }
  return report;
}

/** The run's seed mixed with a route and role (FNV-1a), so each gets inputs of its own, the same every run. */
function seedOf(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

const endsSession = (route: RegisteredRoute) => /\/logout$/.test(route.url);

/** The report's one line: what was fuzzed and how deep it went. */
export function summaryOf(report: FuzzReport, dialect: string): string {
  const statuses = Object.fromEntries([...report.statuses].sort(([a], [b]) => a - b));
  return (
    `route fuzz (${dialect}): ${report.routes} routes (${report.declaringResponse} declaring their response), ` +
    `${report.roles} roles, ${report.cases} cases, ` +
    `${report.failures.length} failing route-roles; ${report.answered.size} calls answered 2xx at least once; ` +
    `statuses ${JSON.stringify(statuses)}; refused after a write that left every table as it was: ` +
    `${[...report.refusalsAfterAWrite].join(', ') || 'none'}`
  );
}
