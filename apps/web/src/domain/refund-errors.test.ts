import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { REFUND_ERROR_CODES, refundErrorCode, refundErrorMessage } from './refund-errors';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'common', enCommon);
  i18n.addResourceBundle('es', 'common', esCommon);
  await i18n.changeLanguage('es');
});

describe('refund refusals', () => {
  it('words each refusal by its code in the page’s language', async () => {
    const closed = new ApiError('server text', 409, 'REFUND_WINDOW_CLOSED');
    expect(refundErrorCode(closed)).toBe('REFUND_WINDOW_CLOSED');
    expect(refundErrorMessage(closed)).toMatch(/plazo/);
    await i18n.changeLanguage('en');
    expect(refundErrorMessage(closed)).toMatch(/window/);
    await i18n.changeLanguage('es');
  });

  it('has a sentence for every code in both languages', () => {
    for (const code of REFUND_ERROR_CODES) {
      expect(esCommon.refundErrors[code]).toBeTruthy();
      expect(enCommon.refundErrors[code]).toBeTruthy();
    }
  });

  it('leaves any other failure to the server’s own text', () => {
    const other = new ApiError('No tienes ninguna compra de esta app', 404, 'NOT_FOUND');
    expect(refundErrorCode(other)).toBeNull();
    expect(refundErrorMessage(other)).toBe('No tienes ninguna compra de esta app');
    expect(refundErrorCode(new Error('REFUND_WINDOW_CLOSED'))).toBeNull();
  });
});
