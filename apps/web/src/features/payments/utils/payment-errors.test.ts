import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/payments.json';
import es from '../../../locales/es/payments.json';
import {
  captureFailureOf,
  errorText,
  orderErrorMessage,
  paypalButtonErrorMessage,
  type TPaymentErrorKey,
} from './payment-errors';

/** An error shaped like the API client's ApiError. */
function apiError(message: string, status: number, code: string): Error {
  return Object.assign(new Error(message), { status, code });
}

describe("the PayPal buttons' errors", () => {
  it('recognises a blocked popup', () => {
    expect(paypalButtonErrorMessage(new Error('Can not open popup window - blocked'))).toEqual({
      key: 'popupBlocked',
    });
    expect(paypalButtonErrorMessage({ message: 'Popup blocked by the browser' })).toEqual({
      key: 'popupBlocked',
    });
  });

  it('recognises network trouble', () => {
    expect(paypalButtonErrorMessage(new TypeError('Failed to fetch'))).toEqual({ key: 'network' });
    expect(paypalButtonErrorMessage('Network error')).toEqual({ key: 'network' });
    expect(paypalButtonErrorMessage(new Error('Request timed out'))).toEqual({ key: 'network' });
  });

  it('recognises a cancellation, including a popup the buyer closed', () => {
    expect(paypalButtonErrorMessage(new Error('Payment cancelled'))).toEqual({ key: 'cancelled' });
    expect(paypalButtonErrorMessage(new Error('Detected popup close'))).toEqual({ key: 'cancelled' });
  });

  it("passes PayPal's own message on, or the default when there is none", () => {
    expect(paypalButtonErrorMessage(new Error('INSTRUMENT_DECLINED'))).toEqual({
      key: 'provider',
      values: { message: 'INSTRUMENT_DECLINED' },
    });
    expect(paypalButtonErrorMessage({})).toEqual({ key: 'paymentSystem' });
    expect(paypalButtonErrorMessage(undefined)).toEqual({ key: 'paymentSystem' });
    expect(paypalButtonErrorMessage(new Error('   '))).toEqual({ key: 'paymentSystem' });
  });

  it('reads the message of anything thrown', () => {
    expect(errorText(new Error(' x '))).toBe('x');
    expect(errorText('y')).toBe('y');
    expect(errorText({ message: 3 })).toBe('');
    expect(errorText(null)).toBe('');
  });
});

describe('order creation errors', () => {
  it("shows our server's message as it is, with the app link when it is already bought", () => {
    expect(orderErrorMessage(apiError('Ya compraste esta app', 409, 'ALREADY_PURCHASED'))).toEqual({
      text: 'Ya compraste esta app',
      alreadyPurchased: true,
    });
    expect(
      orderErrorMessage(apiError('PayPal Merchant ID no configurado', 400, 'PAYMENT_SETUP_INCOMPLETE')),
    ).toEqual({ text: 'PayPal Merchant ID no configurado', alreadyPurchased: false });
  });

  it("maps anyone else's failure by its kind", () => {
    expect(orderErrorMessage(new Error('INVALID_REQUEST: amount'))).toEqual({ key: 'orderInvalid' });
    expect(orderErrorMessage(new Error('AUTHENTICATION_FAILURE'))).toEqual({ key: 'orderAuthentication' });
    expect(orderErrorMessage(new Error('PERMISSION_DENIED'))).toEqual({ key: 'orderPermission' });
    expect(orderErrorMessage(new Error('boom'))).toEqual({ key: 'orderOther', values: { message: 'boom' } });
    expect(orderErrorMessage(undefined)).toEqual({ key: 'orderFailed' });
  });
});

describe('capture failures', () => {
  it('a declined payment goes to the failed result', () => {
    expect(captureFailureOf(apiError('Error al procesar el pago.', 502, 'PAYMENT_CAPTURE_FAILED'))).toEqual({
      kind: 'declined',
    });
    expect(captureFailureOf(apiError('Error al procesar el pago.', 402, 'PAYMENT_DECLINED'))).toEqual({
      kind: 'declined',
    });
  });

  it('an answer that never came must be checked with the server', () => {
    expect(captureFailureOf(apiError('Error de conexión con el servidor', 0, 'NETWORK_ERROR'))).toEqual({
      kind: 'unknown',
    });
    expect(captureFailureOf(apiError('Error interno', 500, 'INTERNAL_ERROR'))).toEqual({ kind: 'unknown' });
    expect(captureFailureOf(new Error('?'))).toEqual({ kind: 'unknown' });
  });

  it('a refusal the buyer can read stays in the modal', () => {
    expect(captureFailureOf(apiError('Orden de pago no encontrada', 404, 'NOT_FOUND'))).toEqual({
      kind: 'message',
      text: 'Orden de pago no encontrada',
    });
  });
});

describe('the texts', () => {
  const keys: TPaymentErrorKey[] = [
    'popupBlocked',
    'network',
    'cancelled',
    'provider',
    'paymentSystem',
    'loadFailed',
    'configMissing',
    'orderInvalid',
    'orderAuthentication',
    'orderPermission',
    'orderOther',
    'orderFailed',
    'captureFailed',
  ];

  it('exist in both languages for every key', () => {
    for (const key of keys) {
      expect(es.errors[key], key).toBeTruthy();
      expect(en.errors[key], key).toBeTruthy();
    }
  });

  it('are the product’s Spanish texts', () => {
    expect(es.errors).toMatchObject({
      title: 'Error en el pago. Por favor, intenta nuevamente.',
      popupBlocked: 'Popup bloqueado. Permite popups para este sitio y vuelve a intentar.',
      network: 'Error de conexión. Verifica tu internet y vuelve a intentar.',
      cancelled: 'Pago cancelado por el usuario.',
      provider: 'Error de PayPal: {{message}}',
      paymentSystem: 'Error en el sistema de pagos.',
      loadFailed: 'Error al cargar PayPal',
      configMissing: 'Error de configuración crítico',
      orderInvalid: 'Configuración de pago inválida. Verifica el monto y la configuración.',
      orderAuthentication: 'Error de autenticación con PayPal. Verifica las credenciales.',
      orderPermission: 'Permisos insuficientes. Verifica la configuración de la cuenta PayPal.',
      orderOther: 'Error: {{message}}',
      orderFailed: 'Error al crear la orden de pago.',
      captureFailed: 'Error al procesar el pago. Por favor, intenta nuevamente.',
    });
    expect(es.modal.title).toBe('Pago con PayPal');
    expect(es.modal.internal).toBe('Aplicación oficial {{product}} - Sin comisiones');
    expect(es.result.verifyError.text).toBe(
      'Error verificando el estado del pago. Por favor contacta soporte.',
    );
    expect(es.result.invalid.text).toBe('No se pudo procesar la información del pago.');
  });
});
