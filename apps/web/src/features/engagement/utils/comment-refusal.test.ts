import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isRefusal } from './comment-refusal';

describe('isRefusal', () => {
  it('is true when the server decided against the comment', () => {
    for (const status of [400, 403, 404, 409, 413]) {
      expect(isRefusal(new ApiError('no', status, 'X'))).toBe(true);
    }
  });

  it('is false for what another try can fix', () => {
    // Unreachable, session ended (signing in again sends it), timeout, rate limit, server failures.
    for (const status of [0, 401, 408, 429, 500, 502, 503]) {
      expect(isRefusal(new ApiError('no', status, 'X'))).toBe(false);
    }
    expect(isRefusal(new Error('network'))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
