/**
 * The only `fetch` of the app's data calls: JSON in and out, the Bearer access token, and spec 1 §8's
 * error texts. An expired token ('Expired JWT Token') is refreshed once and the call replayed.
 *
 * Every call names its endpoint contract (packages/shared/src/contracts): `call(endpoint, input)` builds
 * the path from the params, and the input and the answer are typed by the contract's schemas. A test
 * (api-client.scan.test.ts) fails on any other way to reach the API.
 */
import { urlOf } from '@batir/shared/api-path';
import type { Endpoint, EndpointInput, EndpointResponse, HasNoInput } from '@batir/shared/contract';
import { FORBIDDEN_MESSAGE, GENERIC_ERROR_MESSAGE, SESSION_ENDED_MESSAGE } from '@batir/shared/messages';
import { endSession, getAccessToken, markActivity, pendingRefresh, refreshSession } from './auth';
import { commonCode } from './error-codes';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /**
   * The named error of the answer (`PERMIT_NOT_DEPOSITED`, `FORBIDDEN`…): the one thing screens branch on,
   * never the French text. `NETWORK` when the server could not be reached.
   */
  readonly code: string;
  /** The answer's non-zero `error` number (spec 1 §8), when there is one. */
  readonly errorNumber: number | undefined;
  /** Field name → French message, for invalid input. */
  readonly fields: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; errorNumber?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.errorNumber = options.errorNumber;
    this.fields = options.fields;
  }
}

/** What a call may add: cancelling, and (for the session calls only) leaving the token out. */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'auth' | 'refreshOnExpiry'>;

/** The arguments after the endpoint: the input may be left out when the endpoint takes none. */
export type CallArgs<E extends Endpoint> =
  HasNoInput<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint: `call(bpEndpoints.confirmReceipt, { params: { project: 12 }, body: {} })`. Resolves
 * with the typed answer, rejects with an `ApiError` (its `code` is the named error).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  return apiFetch<EndpointResponse<E>>(urlOf(endpoint, input), {
    method: endpoint.method,
    body: input?.body,
    signal: options?.signal,
    auth: options?.auth ?? endpoint.access !== 'public',
    refreshOnExpiry: options?.refreshOnExpiry,
  });
}

/**
 * Spec 1 §7.2 generic helpers: the call answers the data, or `{ error: 50, message }` when it fails (the
 * error is reported to the snackbar first). Code that prefers exceptions (TanStack Query) uses `call`.
 */
export async function callOrFailure<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E> | HelperFailure> {
  try {
    return await call(endpoint, ...args);
  } catch (error) {
    return helperFailure(error);
  }
}

/** A multipart upload to an endpoint whose body is `'multipart'`, with progress (see `apiUpload`). */
export function upload<E extends Endpoint & { body: 'multipart' }>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'body'>,
  form: FormData,
  options: Omit<ApiUploadOptions, 'method'> = {},
): Promise<EndpointResponse<E>> {
  return apiUpload<EndpointResponse<E>>(urlOf(endpoint, input), form, {
    ...options,
    method: endpoint.method === 'PUT' ? 'PUT' : 'POST',
  });
}

/** Spec 1 §7.2 blob download of a file endpoint: saved as `fichier.pdf` unless told otherwise. */
export function download<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  name?: string,
): Promise<true | HelperFailure> {
  return downloadBlob(urlOf(endpoint, input), name);
}

/** The address of an endpoint, for what the browser loads itself (an image, a link to a file). */
export function addressOf<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): string {
  return urlOf(endpoint, input);
}

/** Spec 1 §7.2, §8: what a generic helper call answers when it fails, instead of throwing. */
export const HELPER_ERROR_CODE = 50;
export type HelperFailure = { error: typeof HELPER_ERROR_CODE; message: string };

export function isHelperFailure(value: unknown): value is HelperFailure {
  return !!value && typeof value === 'object' && (value as HelperFailure).error === HELPER_ERROR_CODE;
}

type ApiErrorListener = (error: ApiError) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/** The global error snackbar (components/api-error-snackbar.tsx) listens here. */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => apiErrorListeners.delete(listener);
}

/**
 * Spec 1 §8 "any HTTP error": the status (and the answer's message) is logged and the listeners show the
 * message, which is the server's or the French fallback (`fallbackMessage`). Anything that is not an API
 * error (a bug, an exception) is only logged.
 */
export function reportApiError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    return;
  }
  console.warn(`HTTP ${error.status || 'réseau'} : ${error.message}`);
  for (const listener of apiErrorListeners) listener(error);
}

/** Spec 1 §8: the text shown when the server gives none. */
export function fallbackMessage(status: number): string {
  return status === 403 ? FORBIDDEN_MESSAGE : GENERIC_ERROR_MESSAGE;
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the Bearer token (default true). */
  auth?: boolean;
  /** Refresh and replay once on 'Expired JWT Token' (default true when `auth`). */
  refreshOnExpiry?: boolean;
};

type ErrorBody = { error?: unknown; code?: unknown; message?: unknown; fields?: unknown };

async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendWithRenewal(path, options);
  return checked<T>(response.status, await readJson(response));
}

/** Sends the call; on 'Expired JWT Token', renews the session and sends it once more. */
async function sendWithRenewal(path: string, options: ApiRequestOptions): Promise<Response> {
  const auth = options.auth ?? true;
  if (auth) {
    // Writes are user actions; reads may be background refetches, which must not keep an idle tab alive.
    if ((options.method ?? 'GET') !== 'GET') markActivity();
    await pendingRefresh()?.catch(() => undefined);
  }
  const sentToken = getAccessToken();
  const response = await send(path, options, auth);
  if (
    response.status === 401 &&
    auth &&
    (options.refreshOnExpiry ?? true) &&
    isExpired(await readJson(response.clone()))
  ) {
    await renewAfterExpiry(sentToken);
    return send(path, options, auth);
  }
  return response;
}

function helperFailure(error: unknown): HelperFailure {
  reportApiError(error);
  return {
    error: HELPER_ERROR_CODE,
    message: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
  };
}

/** Spec 1 §7.2 blob download: saves the answer as a file, named `fichier.pdf` unless told otherwise. */
async function downloadBlob(path: string, name = 'fichier.pdf'): Promise<true | HelperFailure> {
  try {
    const response = await sendWithRenewal(path, { method: 'GET' });
    if (!response.ok) throw toApiError(response.status, await readJson(response));
    const url = URL.createObjectURL(await response.blob());
    try {
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
    } finally {
      // Revoked once the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }
    return true;
  } catch (error) {
    return helperFailure(error);
  }
}

/** An expired token: renew the session (or end it) before the call is replayed once. */
async function renewAfterExpiry(sentToken: string | null): Promise<void> {
  let renewed: boolean;
  try {
    // Another call may have renewed the token meanwhile: then just replay.
    const current = getAccessToken();
    renewed = current !== null && current !== sentToken ? true : await refreshSession();
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
  if (!renewed) {
    endSession(SESSION_ENDED_MESSAGE);
    throw new ApiError(401, SESSION_ENDED_MESSAGE);
  }
}

function checked<T>(status: number, body: unknown): T {
  const error = body && typeof body === 'object' ? (body as ErrorBody).error : undefined;
  const ok = status >= 200 && status < 300;
  if (!ok || (typeof error === 'number' && error !== 0)) throw toApiError(status, body);
  return body as T;
}

export type ApiUploadOptions = {
  method?: 'POST' | 'PUT';
  /** 0 to 100, as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload with progress, which `fetch` cannot report: XMLHttpRequest, with the same token,
 * refresh-and-replay and French errors as `apiFetch`.
 */
async function apiUpload<T>(path: string, form: FormData, options: ApiUploadOptions = {}): Promise<T> {
  markActivity();
  await pendingRefresh()?.catch(() => undefined);
  const sentToken = getAccessToken();
  let answer = await sendForm(path, form, options);
  if (answer.status === 401 && isExpired(answer.body)) {
    await renewAfterExpiry(sentToken);
    answer = await sendForm(path, form, options);
  }
  return checked<T>(answer.status, answer.body);
}

function sendForm(
  path: string,
  form: FormData,
  options: ApiUploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded * 100) / event.total));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, GENERIC_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function send(path: string, options: ApiRequestOptions, auth: boolean): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The access token expired (`TOKEN_EXPIRED`): renew it and replay the call (spec 1 §8). */
function isExpired(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as ErrorBody).code === commonCode('TOKEN_EXPIRED');
}

function toApiError(status: number, body: unknown): ApiError {
  const { error, code, message, fields } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const text = typeof message === 'string' && message.trim() ? message : fallbackMessage(status);
  return new ApiError(status, text, {
    code: typeof code === 'string' ? code : undefined,
    errorNumber: typeof error === 'number' ? error : undefined,
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
  });
}
