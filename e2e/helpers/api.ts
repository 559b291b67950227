/** Direct calls to the journeys' server, for set-up and clean-up that must not depend on the UI. */
import { baseUrl, DEMO_PASSWORD } from '../support/browser';

export const ADMIN_EMAIL = 'admin@demo.batir.fr';

async function call<T>(path: string, init: { method: string; body: unknown; token?: string }): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${init.method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh access token (the journeys' tokens live 5 seconds: take one right before use). */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call<{ token: { accessToken: string } }>('/api/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  return answer.token.accessToken;
}

export async function setMaintenance(enabled: boolean, message = ''): Promise<void> {
  await call('/api/maintenance', {
    method: 'PUT',
    body: { enabled, message },
    token: await accessToken(ADMIN_EMAIL),
  });
}
