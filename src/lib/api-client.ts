import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '../config/env';
import {
  endpointPath,
  endpoints,
  isMutating,
  type EndpointName,
  type PathParams,
} from '../config/endpoints';
import { ensureSessionId, readCsrfToken } from './cookies';
import { CONNECTION_LOST } from './network';
import {
  isServerWaking,
  isWakingStatus,
  retryDelay,
  trackRead,
  wakeTiming,
  WRITE_WHILE_WAKING_MESSAGE,
} from './server-waking';

/**
 * The one error a failed call throws: the HTTP status (0 when no response came) and the message
 * to show, which is the server's `detail` made readable.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/**
 * A change that met the server while it was waking up (server-waking.ts): it was sent once and
 * is not sent again, since the server may have applied it.
 */
export class ServerWakingError extends ApiError {
  constructor(status: number) {
    super(status, WRITE_WHILE_WAKING_MESSAGE);
    this.name = 'ServerWakingError';
  }
}

/** The message for a call that got no response at all (network failure, exception). */
const NO_RESPONSE_DETAIL = 'Internal server error';

/** The message to show for any failure: an ApiError's own, else the no-response message. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NO_RESPONSE_DETAIL;
}

export const httpClient = axios.create({
  baseURL: env.apiBaseUrl,
  withCredentials: true,
  // The request interceptor sends production's CSRF token itself; axios's own would read the
  // cookies again on every call for an XSRF-TOKEN cookie production never sets.
  withXSRFToken: false,
  headers: { 'Content-Type': 'application/json' },
});

let backendReady: Promise<unknown> = Promise.resolve();

/** A backend that cannot run on this page: each call fails with its message, unsent. */
export class BackendUnavailable extends Error {}

/**
 * Mock mode: the app renders while the in-browser mock backend starts; every API call waits
 * for `ready` before it is sent. If it fails, calls fail without being sent (a static host would
 * respond to /api/* with index.html).
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready;
  ready.catch(() => undefined); // each call sees the failure; it is not an unhandled rejection
}

httpClient.interceptors.request.use(async (config) => {
  await backendReady;
  const cookies = document.cookie;
  config.headers.set('X-Session-ID', ensureSessionId(cookies));
  const csrf = readCsrfToken(cookies);
  if (isMutating(config.method) && csrf) config.headers.set('X-XSRF-TOKEN', csrf);
  return config;
});

type RetriableConfig = AxiosRequestConfig & { retriedAfterRefresh?: boolean };

const NO_REFRESH_PATHS: string[] = [endpoints.login.path, endpoints.refresh.path];

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh call shared by every 401 that arrives while it is pending. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= httpClient
    .post(endpoints.refresh.path)
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Called when a call's final response is 401 after the refresh-and-retry: the session is over.
 * The app decides what to show; the client only reports it. Returns the unsubscribe.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

function sessionExpired(error: unknown): never {
  sessionExpiredListeners.forEach((listener) => listener());
  throw error;
}

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) {
    throw error;
  }
  const config = error.config as RetriableConfig;
  if (NO_REFRESH_PATHS.includes(config.url ?? '')) throw error;
  if (config.retriedAfterRefresh) sessionExpired(error);
  const refreshed = await refreshSession();
  if (!refreshed) sessionExpired(error);
  return httpClient.request({ ...config, retriedAfterRefresh: true } as RetriableConfig);
});

/** One entry of a schema failure's list (a 422): where, and what is wrong. */
interface FieldProblem {
  loc?: unknown[];
  msg?: unknown;
}

const REQUEST_PARTS = new Set(['body', 'query', 'path', 'header', 'cookie']);

/** "price: Field required. sort: Input should be 'asc' or 'desc'." */
function schemaFailureMessage(problems: FieldProblem[]): string | undefined {
  const sentences = problems
    .filter((problem) => typeof problem?.msg === 'string' && problem.msg)
    .map(({ loc, msg }) => {
      const field = (loc ?? []).filter((part) => !REQUEST_PARTS.has(String(part))).join('.');
      const text = String(msg).replace(/\.$/, '');
      return field ? `${field}: ${text}.` : `${text}.`;
    });
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

/**
 * The message of a failed response: `detail` when it is text, a schema failure's list as one
 * readable sentence, and "Internal server error" for a plain-text or empty body or no response
 * (production's 500s carry no CORS headers, so the browser sees no response at all).
 */
function detailOf(response: AxiosResponse | undefined): string {
  const data: unknown = response?.data;
  if (data && typeof data === 'object' && 'detail' in data) {
    const { detail } = data;
    if (typeof detail === 'string' && detail.trim()) return detail;
    if (Array.isArray(detail)) return schemaFailureMessage(detail) ?? NO_RESPONSE_DETAIL;
  }
  return NO_RESPONSE_DETAIL;
}

/**
 * The server's own success text, when it sent one: production responds with `{"message": …}`,
 * a bare string or `{"product": …}` depending on the call; `fallback` otherwise.
 */
export function successText(data: unknown, fallback: string, field = 'message'): string {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object' && field in data) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}

export interface RequestOptions {
  params?: PathParams;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** Sends one request: the response's data, or an ApiError. */
async function send<T>(name: EndpointName, options: RequestOptions, timeout = 0): Promise<T> {
  try {
    const response = await httpClient.request<T>({
      method: endpoints[name].method,
      url: endpointPath(name, options.params),
      params: options.query,
      data: options.body,
      timeout,
    });
    return response.data;
  } catch (error) {
    // Not sent at all: the mock backend never started (holdRequestsUntil).
    if (!(error instanceof AxiosError)) {
      const detail = error instanceof BackendUnavailable ? error.message : NO_RESPONSE_DETAIL;
      throw new ApiError(0, detail, { cause: error });
    }
    // No answer, and the browser says why: its own network, not the shop's server.
    if (!error.response && !navigator.onLine) {
      throw new ApiError(0, CONNECTION_LOST, { cause: error });
    }
    throw new ApiError(error.response?.status ?? 0, detailOf(error.response));
  }
}

/**
 * The server's response (or silence) says it is still waking up; a request never sent, or lost
 * with the browser's network, does not.
 */
const metWakingServer = (error: unknown) =>
  error instanceof ApiError && isWakingStatus(error.status) && error.cause === undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A read that meets a server still waking up is sent again, with growing pauses, for up to
 * `wakeTiming.windowMs`; the page is told while it waits. Any other failure ends it at once.
 */
async function read<T>(name: EndpointName, options: RequestOptions): Promise<T> {
  const deadline = Date.now() + wakeTiming.windowMs;
  const tracked = trackRead();
  try {
    for (let failures = 1; ; failures += 1) {
      try {
        return await send<T>(name, options, Math.max(1, deadline - Date.now()));
      } catch (error) {
        const next = retryDelay(failures);
        if (!metWakingServer(error) || Date.now() + next >= deadline) throw error;
        tracked.metWakingResponse();
        await pause(next);
      }
    }
  } finally {
    tracked.settled();
  }
}

/**
 * A change is sent once, never again blindly (a checkout must not be placed twice). When it
 * met the waking server (a 502-504, or no response while reads wait for it), it says so.
 */
async function write<T>(name: EndpointName, options: RequestOptions): Promise<T> {
  try {
    return await send<T>(name, options);
  } catch (error) {
    const { status } = error as ApiError;
    const waking = metWakingServer(error) && (status !== 0 || isServerWaking());
    throw waking ? new ServerWakingError(status) : error;
  }
}

/**
 * A change whose answer never came (the network lost it, the server was waking, or production's
 * CORS-less 500): it may have been applied. A change never sent (the demo's backend did not
 * start) was not.
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.cause instanceof BackendUnavailable) return false;
  return error.status === 0 || error instanceof ServerWakingError;
}

/** Calls one endpoint of the table: the response's data, or an ApiError. */
export function apiRequest<T>(name: EndpointName, options: RequestOptions = {}): Promise<T> {
  return endpoints[name].method === 'GET' ? read<T>(name, options) : write<T>(name, options);
}
