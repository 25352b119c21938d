import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_MAX_AGE_MS, type TEarlyRequest, takeEarlyResponse } from './early-requests';

const answer = (body: string) => Promise.resolve(new Response(body));

function preloaded(...requests: TEarlyRequest[]) {
  vi.stubGlobal('window', { __vitrinaEarly: requests });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeEarlyResponse', () => {
  it('hands the answer for the same address to the first call only', async () => {
    const now = 1_000_000;
    preloaded(
      { url: '/api/project/categories', at: now, response: answer('categories') },
      { url: '/api/project/simplified?page=0&size=12', at: now, response: answer('page') },
    );
    const taken = takeEarlyResponse('/api/project/simplified?page=0&size=12', now + 100);
    expect(await (await taken)?.text()).toBe('page');
    expect(takeEarlyResponse('/api/project/simplified?page=0&size=12', now + 100)).toBeUndefined();
    expect(await (await takeEarlyResponse('/api/project/categories', now + 100))?.text()).toBe('categories');
  });

  it('gives nothing for another address, and keeps the answer for its own', async () => {
    const now = 1_000_000;
    const requests = preloaded({ url: '/api/project/a', at: now, response: answer('a') });
    expect(takeEarlyResponse('/api/project/b', now)).toBeUndefined();
    expect(takeEarlyResponse('/api/project/a?x=1', now)).toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('drops an answer older than the limit: the call asks afresh', () => {
    const now = 1_000_000;
    const requests = preloaded({ url: '/api/project/a', at: now, response: answer('a') });
    expect(takeEarlyResponse('/api/project/a', now + EARLY_REQUEST_MAX_AGE_MS + 1)).toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it('gives nothing when the preloader sent nothing or there is no window', () => {
    vi.stubGlobal('window', {});
    expect(takeEarlyResponse('/api/project/a')).toBeUndefined();
    vi.unstubAllGlobals();
    expect(takeEarlyResponse('/api/project/a')).toBeUndefined();
  });
});
