import { randomUUID } from 'node:crypto';
import type { TTestApp } from './app-builder';

let counter = 0;

/** A unique, ordinary-looking email, so tests never collide on a shared database. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@correo-prueba.net`;
}

/** A unique, valid 13-character merchant id. */
export function uniqueMerchantId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase();
}

export function uniqueGithubLogin(): string {
  return `dev-${randomUUID().slice(0, 8)}`;
}

/** Registers a user through the API and returns its token and user. */
export async function registerUser(
  t: TTestApp,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
) {
  const payload = {
    email: uniqueEmail(),
    password: 'secreto123',
    name: 'Marta Ruiz',
    type: 'user',
    ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string } };
  return { ...body, password: payload.password, email: payload.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
