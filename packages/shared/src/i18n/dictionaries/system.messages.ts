import { defineMessages } from '../define-messages';

/** The admin's system tab: stuck work and what can be done with it. */
export const systemMessages = defineMessages({
  es: {
    'system.kindInvalid': 'Tipo de trabajo no válido.',
    'system.notFound': 'No se encontró ese trabajo.',
    'system.notStuck': 'Ese trabajo ya no está atascado.',
    'system.actionNotAllowed': 'Esa acción no corresponde a este trabajo.',
    'system.reasonRequired': 'Indica por qué te rindes con este trabajo.',
    'system.reasonTooLong': 'El motivo tiene 500 caracteres como máximo.',
  },
  en: {
    'system.kindInvalid': 'Invalid kind of work.',
    'system.notFound': 'That work was not found.',
    'system.notStuck': 'That work is no longer stuck.',
    'system.actionNotAllowed': 'That action does not apply to this work.',
    'system.reasonRequired': 'Say why you are giving up on this work.',
    'system.reasonTooLong': 'The reason has 500 characters at most.',
  },
});
