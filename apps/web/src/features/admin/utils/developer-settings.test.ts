import type { TAdminUser } from '@vitrina/shared/dashboards/admin.schemas';
import { describe, expect, it } from 'vitest';
import {
  developerSettingsChanges,
  developerSettingsValues,
  ZDeveloperSettingsForm,
} from './developer-settings';

const developer: TAdminUser = {
  id: 'u1',
  email: 'ana@example.dev',
  name: 'Ana',
  role: 'developer',
  verified: false,
  isInternal: false,
  commissionRate: 0.15,
  paypalMerchantId: 'ABCDEFGHIJ123',
  githubProfile: 'github.com/ana',
  projectCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
};

const messageOf = (commissionPercent: string) => {
  const result = ZDeveloperSettingsForm.safeParse({ verified: true, isInternal: false, commissionPercent });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the developer settings form', () => {
  it('starts from the account, the rate as a percentage', () => {
    expect(developerSettingsValues(developer)).toEqual({
      verified: false,
      isInternal: false,
      commissionPercent: '15',
    });
    expect(developerSettingsValues({ ...developer, commissionRate: null }).commissionPercent).toBe('');
  });

  it('accepts 0 to 100 % or empty, and refuses the rest with the server message', () => {
    expect(messageOf('')).toBeNull();
    expect(messageOf('0')).toBeNull();
    expect(messageOf('12,5')).toBeNull();
    expect(messageOf('100')).toBeNull();
    expect(messageOf('100.5')).toBe('admin.rateRange');
    expect(messageOf('-1')).toBe('admin.rateRange');
    expect(messageOf('diez')).toBe('admin.rateRange');
  });

  it('sends only what changed', () => {
    const values = developerSettingsValues(developer);
    expect(developerSettingsChanges(developer, values)).toBeNull();
    expect(developerSettingsChanges(developer, { ...values, verified: true })).toEqual({ verified: true });
    expect(developerSettingsChanges(developer, { ...values, commissionPercent: '' })).toEqual({
      commissionRate: null,
    });
    expect(
      developerSettingsChanges(developer, { verified: true, isInternal: true, commissionPercent: '7' }),
    ).toEqual({ verified: true, isInternal: true, commissionRate: 0.07 });
  });
});
