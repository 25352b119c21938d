import { defineMessages } from '../define-messages';

/** Refunds: the buyer's request, the admin's decision, and what the provider answered. */
export const refundMessages = defineMessages({
  es: {
    'refund.reasonRequired': 'Cuéntanos por qué quieres el reembolso',
    'refund.reasonTooShort': 'El motivo debe tener al menos 10 caracteres',
    'refund.reasonTooLong': 'El motivo no puede superar los 1.000 caracteres',
    'refund.commentRequired': 'Escribe tu comentario',
    'refund.commentTooLong': 'El comentario no puede superar los 1.000 caracteres',
  },
  en: {
    'refund.reasonRequired': 'Tell us why you want the refund',
    'refund.reasonTooShort': 'The reason must be at least 10 characters long',
    'refund.reasonTooLong': 'The reason cannot be longer than 1,000 characters',
    'refund.commentRequired': 'Write your comment',
    'refund.commentTooLong': 'The comment cannot be longer than 1,000 characters',
  },
});
