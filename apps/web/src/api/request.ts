import { AUTH_HEADER, REFRESH_HEADER, URL_TYPE_HEADER, type Envelope, type ErrorCode } from '@judge/contract';

/** Spec 1-core §7.1 and §9: 90 s for calls, 300 s for file downloads. */
export const REQUEST_TIMEOUT_MS = 90_000;
export const DOWNLOAD_TIMEOUT_MS = 300_000;

/** Client-side messages of spec 1-core §8.1, translated by the environment. */
export type ClientMessage = 'notFound' | 'serverError' | 'timeout' | 'network';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Failure =
  | {
      kind: 'http';
      status: number;
      msg?: string;
      code?: string;
      data?: unknown;
      /** The catalogue sentence the server said and its values (docs/api.md "Messages in the user's language"). */
      msgKey?: string;
      msgParams?: Record<string, string | number>;
    }
  | { kind: 'timeout' }
  | { kind: 'network' };

/** What the central handler does about one failed call; kept pure so each rule of §8.1 is testable. */
export interface FailureReaction {
  message: string | null;
  clearSession: boolean;
  openLoginDialog: boolean;
  navigateTo: string | null;
}

type Translate = (key: ClientMessage) => string;

export function reactToFailure(failure: Failure, currentPath: string, translate: Translate): FailureReaction {
  const onAdminPage = isAdminPath(currentPath);
  const reaction: FailureReaction = {
    message: null,
    clearSession: false,
    openLoginDialog: false,
    navigateTo: null,
  };
  if (failure.kind === 'timeout') return { ...reaction, message: translate('timeout') };
  if (failure.kind === 'network') return { ...reaction, message: translate('network') };
  switch (failure.status) {
    case 401:
      // The session is dead: forget it and ask for a new login where the user is (admin pages have their own).
      return {
        message: failure.msg || null,
        clearSession: true,
        openLoginDialog: !onAdminPage,
        navigateTo: onAdminPage ? '/admin/login' : null,
      };
    case 403:
      return {
        ...reaction,
        message: failure.msg || translate('serverError'),
        // A refusal on the admin login page is answered there, not by a bounce through /admin.
        navigateTo: onAdminPage && currentPath !== '/admin/login' ? '/admin' : null,
      };
    case 404:
      return { ...reaction, message: translate('notFound') };
    default:
      return { ...reaction, message: failure.msg || translate('serverError') };
  }
}

/** Everything the request layer needs from the app, injected so tests can run it without a browser. */
export interface RequestEnvironment {
  getToken(): string | null;
  replaceToken(token: string): void;
  clearSession(): void;
  openLoginDialog(): void;
  navigate(path: string): void;
  currentPath(): string;
  showError(message: string): void;
  translate: Translate;
  /**
   * The server's message in the user's language: the sentence it names (msgKey with its values), or the default
   * of its error code; any other text as sent.
   */
  translateServerMessage(failure: {
    code?: string;
    msg: string;
    msgKey?: string;
    msgParams?: Record<string, string | number>;
  }): string;
}

let environment: RequestEnvironment = {
  getToken: () => null,
  replaceToken: () => {},
  clearSession: () => {},
  openLoginDialog: () => {},
  navigate: () => {},
  currentPath: () => '/',
  showError: () => {},
  translate: (key) => key,
  translateServerMessage: ({ msg }) => msg,
};

export function configureRequest(next: RequestEnvironment) {
  environment = next;
}

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Login calls must not send a possibly stale token. */
  withoutToken?: boolean;
  /** A token to send instead of the stored one (logout revokes a session already forgotten here). */
  token?: string;
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /**
   * Error codes the caller reacts to itself (true: every error). Those skip the central toast and
   * redirects, e.g. SLIDE_VERIFICATION_REQUIRED on login, which shows the slider instead.
   * 'background' is for polls the user did not ask for: silent, except that an expired session
   * (401) is still cleared and reported.
   */
  quiet?: boolean | string[] | 'background';
  /** Headers the call adds (a submit's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

function buildUrl(path: string, params?: Record<string, QueryValue>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isQuiet(quiet: RequestOptions['quiet'], failure: Failure) {
  if (quiet === true) return true;
  if (quiet === 'background') return !(failure.kind === 'http' && failure.status === 401);
  // No answer is named like a code ('NETWORK', 'TIMEOUT', 'HTTP_502' from a proxy), so a caller that retries
  // it can keep it quiet.
  const code =
    failure.kind !== 'http' ? failure.kind.toUpperCase() : (failure.code ?? `HTTP_${failure.status}`);
  return Array.isArray(quiet) && code !== undefined && quiet.includes(code);
}

/**
 * A 401 for a token that is no longer the stored one (the user logged out, or logged in again,
 * while the call was in flight) says nothing about the current session: it must not clear it or
 * open the login dialog.
 */
function isStaleSessionFailure(failure: Failure, sentToken: string | null) {
  return (
    failure.kind === 'http' &&
    failure.status === 401 &&
    sentToken !== null &&
    sentToken !== environment.getToken()
  );
}

function handleFailure(raw: Failure, options: RequestOptions, sentToken: string | null = null): never {
  // In the user's language for the toast and for callers that show the message themselves.
  const failure: Failure =
    raw.kind === 'http' && raw.msg
      ? { ...raw, msg: environment.translateServerMessage({ ...raw, msg: raw.msg }) }
      : raw;
  if (!isQuiet(options.quiet, failure) && !isStaleSessionFailure(failure, sentToken)) {
    const reaction = reactToFailure(failure, environment.currentPath(), environment.translate);
    if (reaction.clearSession) environment.clearSession();
    if (reaction.message) environment.showError(reaction.message);
    if (reaction.openLoginDialog) environment.openLoginDialog();
    if (reaction.navigateTo && environment.currentPath() !== reaction.navigateTo) {
      environment.navigate(reaction.navigateTo);
    }
  }
  if (failure.kind === 'timeout') throw new ApiError(environment.translate('timeout'), 0, 'TIMEOUT');
  if (failure.kind === 'network') throw new ApiError(environment.translate('network'), 0, 'NETWORK');
  throw new ApiError(
    failure.msg || environment.translate('serverError'),
    failure.status,
    failure.code,
    failure.data,
  );
}

async function readEnvelope(response: Response): Promise<Partial<Envelope<unknown>> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

export async function requestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    ...options.headers,
    [URL_TYPE_HEADER]:
      path.startsWith('/api/admin/') || isAdminPath(environment.currentPath()) ? 'admin' : 'general',
  };
  const token = options.token ?? environment.getToken();
  const sentToken = token && !options.withoutToken ? token : null;
  if (sentToken) headers[AUTH_HEADER] = sentToken;
  // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timeoutMs =
    options.timeoutMs ?? (options.responseType === 'blob' ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    return handleFailure(controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' }, options);
  }

  try {
    if (response.headers.get(REFRESH_HEADER) === 'true') {
      const fresh = response.headers.get(AUTH_HEADER);
      if (fresh) environment.replaceToken(fresh);
    }
    if (options.responseType === 'blob' && response.ok) {
      return { data: (await response.blob()) as T, headers: response.headers };
    }
    const envelope = await readEnvelope(response);
    // "A response whose body status is neither 200 nor absent is an error" (§7.1); so is any HTTP error.
    const bodyStatus = envelope?.status;
    if (!response.ok || (bodyStatus !== undefined && bodyStatus !== 200)) {
      return handleFailure(
        {
          kind: 'http',
          status: bodyStatus !== undefined && bodyStatus !== 200 ? bodyStatus : response.status,
          msg: envelope?.msg,
          code: envelope?.code,
          data: envelope?.data,
          msgKey: envelope?.msgKey,
          msgParams: envelope?.msgParams,
        },
        options,
        sentToken,
      );
    }
    return { data: (envelope?.data ?? null) as T, headers: response.headers };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return handleFailure(controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' }, options);
  } finally {
    clearTimeout(timer);
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).data;
}

/** A file download, with the name the server gives it in Content-Disposition, else the fallback. */
export async function requestFile(
  path: string,
  params: Record<string, string | number>,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, headers } = await requestWithHeaders<Blob>(path, { params, responseType: 'blob' });
  const disposition = headers.get('Content-Disposition') ?? '';
  // RFC 6266: the UTF-8 form (filename*=) wins over the plain one when a server sends both.
  const named =
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: data, fileName: named ? decodeURIComponent(named) : fallbackName };
}

export const isErrorCode = (error: unknown, code: ErrorCode) =>
  error instanceof ApiError && error.code === code;
