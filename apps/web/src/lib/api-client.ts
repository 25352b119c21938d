import type { TErrorDetail } from '@vitrina/shared/errors/error-body';
import { takeEarlyResponse } from './early-requests';
import { getCurrentLanguage, i18n } from './i18n';
import { endSession, getSessionToken } from './session-store';

/** Every server path lives under this prefix (same origin). */
export const API_BASE = '/api';

type TFetch = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server's renderer hands its own (it calls the API in-process).
let transport: TFetch = (url, init) => fetch(url, init);

/** Replaces how requests are sent: used by the server's renderer, never in the browser. */
export function setApiTransport(send: TFetch): void {
  transport = send;
}

/** An error from the server or the network, with the message to show already chosen. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Stable code from the error body ('DUPLICATE_EMAIL', ...), or NETWORK_ERROR / HTTP_ERROR. */
  readonly code: string;
  /** Per-field messages of a 400 answer, for forms to show under each field. */
  readonly details: TErrorDetail[];
  /** The request's id from the error body: a person quotes it so the failure is found in the log. */
  requestId?: string;

  constructor(message: string, status: number, code: string, details: TErrorDetail[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface TApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A 401 on a call made with a token means the session is gone, so it is ended (default).
   * Login and logout turn this off: there a 401 means wrong credentials or an already-dead token.
   */
  endSessionOn401?: boolean;
}

interface TParsedErrorBody {
  code?: string;
  message?: string;
  details?: TErrorDetail[];
  requestId?: string;
}

/**
 * Reads the shared error body. The zod schema is loaded only when an error happens, so the
 * first screen does not download the validation library.
 */
async function parseErrorBody(body: unknown): Promise<TParsedErrorBody> {
  if (!body || typeof body !== 'object') return {};
  try {
    const { ZErrorBody } = await import('@vitrina/shared/errors/error-body');
    const parsed = ZErrorBody.safeParse(body);
    if (parsed.success) {
      const { error, details, requestId } = parsed.data;
      return { code: error.code, message: error.message, details: error.details ?? details, requestId };
    }
  } catch {
    // Could not load the schema (offline): fall back to reading the fields directly.
  }
  const loose = body as { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };
  const pick = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    code: pick(loose.error?.code) ?? pick(loose.code),
    message: pick(loose.error?.message) ?? pick(loose.message),
  };
}

/**
 * Maps a failed answer to the message to show. The server's message dictionaries load
 * only here, when an answer has failed, so the first screen does not download them.
 */
async function toApiError(status: number, statusText: string, parsed: TParsedErrorBody): Promise<ApiError> {
  const { translateMessage } = await import('@vitrina/shared/i18n/messages').catch(() => ({
    // Could not load them (offline): the keys, which still name the failure.
    translateMessage: (key: string) => key,
  }));
  const lang = getCurrentLanguage();
  const code = parsed.code ?? 'HTTP_ERROR';
  const details = (parsed.details ?? []).map((detail) => ({
    field: detail.field,
    message: translateMessage(detail.message, lang),
  }));
  const serverMessage = parsed.message ? translateMessage(parsed.message, lang) : undefined;

  if (status === 409 || serverMessage?.includes('Duplicate entry')) {
    const message =
      serverMessage && !serverMessage.includes('Duplicate entry')
        ? serverMessage
        : translateMessage('auth.duplicateEmail', lang);
    return new ApiError(message, status, code, details);
  }
  if (status === 400) {
    if (details.length > 0) {
      const list = details.map((detail) => detail.message).join('; ');
      return new ApiError(
        translateMessage('error.validationDetails', lang, { details: list }),
        status,
        code,
        details,
      );
    }
    return new ApiError(serverMessage ?? translateMessage('error.validation', lang), status, code);
  }
  if (status === 500) return new ApiError(translateMessage('error.internal', lang), status, code);
  const fallback = i18n.t('errors.httpStatus', { ns: 'common', status, statusText: statusText || '' });
  return new ApiError(serverMessage ?? fallback, status, code, details);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends one request with the bearer token and Accept-Language and returns the successful
 * response; every failure becomes an ApiError with a message ready to show.
 */
async function sendRequest(path: string, options: TApiRequestOptions): Promise<Response> {
  const { method = 'GET', body, signal, endSessionOn401 = true } = options;
  const token = getSessionToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLanguage(),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = `${API_BASE}${path}`;
  // A visitor's first screen: its answer may already be on its way (lib/early-requests).
  const early = method === 'GET' && !token && !options.headers ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = early
      ? await early.catch(() => transport(url, { method, headers, signal }))
      : await transport(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('errors.network', { ns: 'common' }), 0, 'NETWORK_ERROR');
  }
  if (response.ok) return response;

  const data = await readBody(response).catch(() => undefined);
  // Only end the session the request was made with (a newer login must survive a late 401).
  if (response.status === 401 && token && endSessionOn401 && getSessionToken() === token) {
    endSession('unauthorized');
  }
  const parsed = await parseErrorBody(data);
  const error = await toApiError(response.status, response.statusText, parsed);
  error.requestId = parsed.requestId ?? response.headers.get('x-request-id') ?? undefined;
  throw error;
}

/**
 * The one fetch client: adds the bearer token and Accept-Language, parses JSON and turns every
 * failure into an ApiError with a message ready to show. `path` is relative to /api.
 */
export async function apiRequest<T = unknown>(path: string, options: TApiRequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options);
  return (await readBody(response).catch(() => undefined)) as T;
}

/**
 * A file from the API (CSV exports) as the exact bytes the server sent, with the same token and
 * error messages as every other call.
 */
export async function apiDownload(
  path: string,
  options: Omit<TApiRequestOptions, 'method' | 'body'> & { accept?: string } = {},
): Promise<Blob> {
  const { accept = '*/*', ...rest } = options;
  const response = await sendRequest(path, { ...rest, headers: { ...rest.headers, Accept: accept } });
  return response.blob();
}

/** Shorthands for apiRequest. */
export const apiClient = {
  get: <T>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A message to show for any thrown value (non-Error failures get a connection hint). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.unknown', { ns: 'common' });
}
