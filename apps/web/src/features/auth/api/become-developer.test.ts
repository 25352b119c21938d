import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionState, startSession } from '../../../lib/session-store';
import { applyBecomeDeveloper, becomeDeveloper } from './become-developer';
import { meQueryKey } from './get-me';

const LUCIA = {
  id: 'u-1',
  email: 'lucia@correo-prueba.net',
  name: 'Lucía Moreno',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('becoming a developer', () => {
  it('posts the two fields to the server and reads the updated user from its answer', async () => {
    startSession('token-1', { ...LUCIA, type: 'user' });
    const developer = {
      ...LUCIA,
      type: 'developer',
      githubProfile: 'github.com/lucia-dev',
      paypalMerchantId: 'ABCDEFGH12345',
    };
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ user: developer, message: 'Ya eres desarrollador' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);

    const input = { githubProfile: 'github.com/lucia-dev', paypalMerchantId: 'ABCDEFGH12345' };
    const result = await becomeDeveloper(input);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/become-developer');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(input);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(result).toEqual({ user: developer, message: 'Ya eres desarrollador' });
  });

  it('makes the signed-in session a developer’s, and the cached account with it', () => {
    startSession('token-2', { ...LUCIA, type: 'user' });
    const queryClient = new QueryClient();
    const user = { ...LUCIA, type: 'developer' };
    applyBecomeDeveloper(queryClient, { user, message: '' });
    expect(getSessionState()).toMatchObject({ status: 'authenticated', token: 'token-2', user });
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it('refuses an answer without a user', async () => {
    startSession('token-3', { ...LUCIA, type: 'user' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(
      becomeDeveloper({ githubProfile: 'github.com/lucia-dev', paypalMerchantId: 'ABCDEFGH12345' }),
    ).rejects.toThrow();
  });
});
