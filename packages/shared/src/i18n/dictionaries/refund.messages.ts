import { defineMessages } from '../define-messages';

/**
 * Refunds: the buyer's request, the admin's decision, and what the provider answered. A provider's
 * refusal is shown to the admin as `refund.failure.<CODE>` (PayPal's issue), or the generic
 * `refund.failure.generic` for a code without a text of its own.
 */
export const refundMessages = defineMessages({
  es: {
    'refund.reasonRequired': 'Cuéntanos por qué quieres el reembolso',
    'refund.reasonTooShort': 'El motivo debe tener al menos 10 caracteres',
    'refund.reasonTooLong': 'El motivo no puede superar los 1.000 caracteres',
    'refund.commentRequired': 'Escribe tu comentario',
    'refund.commentTooLong': 'El comentario no puede superar los 1.000 caracteres',
    'refund.notFound': 'Reembolso no encontrado',
    'refund.purchaseNotFound': 'No tienes una compra de esta app que se pueda reembolsar',
    'refund.notApplicable': 'Esta app es gratuita: no hay nada que reembolsar',
    'refund.windowClosed':
      'El plazo para pedir el reembolso terminó ({{days}} días desde la compra). Si crees que es un error, escríbenos.',
    'refund.alreadyRequested': 'Ya hay una solicitud de reembolso en curso para esta compra',
    'refund.alreadyRefused':
      'La solicitud de reembolso de esta compra fue rechazada: no puedes pedirlo de nuevo',
    'refund.alreadyFailed': 'El reembolso de esta compra no se pudo hacer; un administrador revisará tu caso',
    'refund.alreadyDecided': 'Este reembolso ya se decidió: no se puede cambiar',
    'refund.saleAlreadyRefunded': 'Esta venta ya fue reembolsada',
    'refund.failure.generic': 'El proveedor de pagos rechazó el reembolso (código {{code}}).',
    'refund.failure.REFUND_FAILED': 'El proveedor de pagos no pudo completar el reembolso.',
    'refund.failure.REFUND_CANCELLED': 'El reembolso se canceló en el proveedor de pagos.',
    'refund.failure.REFUND_TIME_LIMIT_EXCEEDED':
      'El pago es demasiado antiguo para reembolsarlo por PayPal: devuelve el dinero por otro medio.',
    'refund.failure.REFUND_AMOUNT_EXCEEDED': 'El importe supera lo que queda por reembolsar de este pago.',
    'refund.failure.CAPTURE_FULLY_REFUNDED': 'PayPal dice que este pago ya se reembolsó por completo.',
    'refund.failure.TRANSACTION_REFUSED': 'PayPal rechazó el reembolso de esta transacción.',
    'refund.failure.PERMISSION_DENIED':
      'La cuenta de PayPal de la plataforma no tiene permiso para reembolsar este pago.',
    'refund.failure.NOT_AUTHORIZED':
      'La cuenta de PayPal de la plataforma no tiene permiso para reembolsar este pago.',
    'refund.failure.REFUND_NOT_ALLOWED': 'PayPal no permite reembolsar este pago.',
    'refund.failure.REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK':
      'El pago tiene un contracargo abierto: resuélvelo antes de reembolsar.',
    'refund.failure.REFUND_FAILED_INSUFFICIENT_FUNDS':
      'No hay saldo suficiente en la cuenta de PayPal de la plataforma para reembolsar.',
    'refund.failure.REFUND_FUNDS_NOT_AVAILABLE':
      'La cuenta de PayPal de la plataforma no tiene un medio de pago válido para reembolsar.',
    'refund.failure.REFUND_FAILED_BY_PAYMENT_SOURCE':
      'El medio de pago del comprador no admite reembolsos: devuelve el dinero por otro medio.',
    'refund.failure.REFUND_REFUSED_BY_PROCESSOR': 'El procesador del medio de pago rechazó el reembolso.',
    'refund.failure.REFUND_IS_RESTRICTED': 'Solo la cuenta que cobró el pago puede reembolsarlo.',
    'refund.failure.MAX_NUMBER_OF_REFUNDS_EXCEEDED': 'Este pago ya alcanzó el máximo de reembolsos.',
    'refund.failure.MAX_REFUND_LIMIT_EXCEEDED': 'El importe supera el límite de reembolsos de la cuenta.',
    'refund.failure.PENDING_CAPTURE':
      'El pago aún está pendiente en PayPal: no se puede reembolsar hasta que se acredite.',
    'refund.failure.INVALID_RESOURCE_ID': 'PayPal no encuentra el pago que se quiere reembolsar.',
    'refund.failure.AUTHENTICATION_FAILURE': 'Las credenciales de PayPal de la plataforma no son válidas.',
  },
  en: {
    'refund.reasonRequired': 'Tell us why you want the refund',
    'refund.reasonTooShort': 'The reason must be at least 10 characters long',
    'refund.reasonTooLong': 'The reason cannot be longer than 1,000 characters',
    'refund.commentRequired': 'Write your comment',
    'refund.commentTooLong': 'The comment cannot be longer than 1,000 characters',
    'refund.notFound': 'Refund not found',
    'refund.purchaseNotFound': 'You have no purchase of this app that can be refunded',
    'refund.notApplicable': 'This app is free: there is nothing to refund',
    'refund.windowClosed':
      'The time to ask for a refund is over ({{days}} days from the purchase). If you think this is a mistake, write to us.',
    'refund.alreadyRequested': 'A refund of this purchase is already under way',
    'refund.alreadyRefused': 'The refund of this purchase was refused: you cannot ask again',
    'refund.alreadyFailed': 'The refund of this purchase could not be made; an admin will look into it',
    'refund.alreadyDecided': 'This refund has already been decided: it cannot be changed',
    'refund.saleAlreadyRefunded': 'This sale has already been refunded',
    'refund.failure.generic': 'The payment provider refused the refund (code {{code}}).',
    'refund.failure.REFUND_FAILED': 'The payment provider could not complete the refund.',
    'refund.failure.REFUND_CANCELLED': 'The refund was cancelled at the payment provider.',
    'refund.failure.REFUND_TIME_LIMIT_EXCEEDED':
      'The payment is too old to be refunded through PayPal: return the money another way.',
    'refund.failure.REFUND_AMOUNT_EXCEEDED':
      'The amount is more than what is left to refund of this payment.',
    'refund.failure.CAPTURE_FULLY_REFUNDED': 'PayPal says this payment has already been refunded in full.',
    'refund.failure.TRANSACTION_REFUSED': 'PayPal refused the refund of this transaction.',
    'refund.failure.PERMISSION_DENIED': "The platform's PayPal account may not refund this payment.",
    'refund.failure.NOT_AUTHORIZED': "The platform's PayPal account may not refund this payment.",
    'refund.failure.REFUND_NOT_ALLOWED': 'PayPal does not allow refunding this payment.',
    'refund.failure.REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK':
      'The payment has an open chargeback: settle it before refunding.',
    'refund.failure.REFUND_FAILED_INSUFFICIENT_FUNDS':
      "The platform's PayPal account does not hold enough funds for the refund.",
    'refund.failure.REFUND_FUNDS_NOT_AVAILABLE':
      "The platform's PayPal account has no valid funding source for the refund.",
    'refund.failure.REFUND_FAILED_BY_PAYMENT_SOURCE':
      "The buyer's payment method does not take refunds: return the money another way.",
    'refund.failure.REFUND_REFUSED_BY_PROCESSOR': "The payment method's processor refused the refund.",
    'refund.failure.REFUND_IS_RESTRICTED': 'Only the account that took the payment may refund it.',
    'refund.failure.MAX_NUMBER_OF_REFUNDS_EXCEEDED': 'This payment has reached the most refunds allowed.',
    'refund.failure.MAX_REFUND_LIMIT_EXCEEDED': "The amount is over the account's refund limit.",
    'refund.failure.PENDING_CAPTURE':
      'The payment is still pending at PayPal: it cannot be refunded until it clears.',
    'refund.failure.INVALID_RESOURCE_ID': 'PayPal cannot find the payment to refund.',
    'refund.failure.AUTHENTICATION_FAILURE': "The platform's PayPal credentials are not valid.",
  },
});
