import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, setApiTransport } from './api-client';

const errorAnswer = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 404,
    headers: { 'content-type': 'application/json', ...headers },
  });

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
});

describe('the request id of a failed call', () => {
  it('is taken from the error body', async () => {
    setApiTransport(async () =>
      errorAnswer({
        error: { code: 'NOT_FOUND', message: 'No existe' },
        code: 'NOT_FOUND',
        message: 'No existe',
        requestId: 'req-body-1',
      }),
    );
    const error = await apiRequest('/project/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('req-body-1');
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('falls back to the X-Request-Id header when the body has none', async () => {
    setApiTransport(async () => errorAnswer({ message: 'gone' }, { 'x-request-id': 'req-header-2' }));
    const error = await apiRequest('/project/missing').catch((caught: unknown) => caught);
    expect((error as ApiError).requestId).toBe('req-header-2');
  });
});
