import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, setSession } from '../lib/auth';
import { fakeToken } from './tokens';

/** A stand-in for XMLHttpRequest (apiUpload): the test decides when an upload progresses and ends. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr | undefined {
    return FakeXhr.all.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/**
 * Registers, for every test of the calling file, a signed-in session (apiUpload sends a bearer) and FakeXhr in
 * place of XMLHttpRequest, with no request recorded yet.
 */
export function installFakeXhr() {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(fakeToken('me'));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });
}
