import { pickLanguage } from '@vitrina/shared/i18n/messages';
import type { TOutboxMessage } from '../../mail';
import { layout, link, paragraph } from './mail-templates';

type TRecipient = { email: string; name: string };

const RESET = {
  es: {
    subject: (product: string) => `${product}: elige una contraseña nueva`,
    title: 'Restablece tu contraseña',
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (product: string) =>
      `Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de ${product}.`,
    action: 'Elegir una contraseña nueva',
    rules: (minutes: number) =>
      `El enlace sirve una sola vez y caduca en ${minutes} minutos. Si pides otro, este deja de servir.`,
    ignore: 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  },
  en: {
    subject: (product: string) => `${product}: choose a new password`,
    title: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    intro: (product: string) =>
      `Someone (we hope it was you) asked to reset the password of your ${product} account.`,
    action: 'Choose a new password',
    rules: (minutes: number) =>
      `The link works once and expires in ${minutes} minutes. If you ask for another one, this one stops working.`,
    ignore: 'If you did not ask for it, ignore this e-mail: your password does not change.',
  },
} as const;

/**
 * The reset link, in the account's language. `sensitive`: the outbox keeps its body only until it
 * is sent, since the link opens the account.
 */
export function passwordResetMail(input: {
  language: string;
  productName: string;
  to: TRecipient;
  resetUrl: string;
  minutes: number;
}): TOutboxMessage {
  const t = RESET[pickLanguage(input.language)];
  return {
    kind: 'password_reset',
    to: input.to,
    subject: t.subject(input.productName),
    html: layout(
      t.title,
      paragraph(t.greeting(input.to.name)) +
        paragraph(t.intro(input.productName)) +
        `<p>${link(input.resetUrl, t.action)}</p>` +
        paragraph(t.rules(input.minutes)) +
        paragraph(t.ignore),
    ),
    text: [
      t.greeting(input.to.name),
      '',
      t.intro(input.productName),
      '',
      `${t.action}: ${input.resetUrl}`,
      '',
      t.rules(input.minutes),
      t.ignore,
    ].join('\n'),
    sensitive: true,
  };
}

const CHANGED = {
  es: {
    subject: (product: string) => `${product}: tu contraseña ha cambiado`,
    title: 'Tu contraseña ha cambiado',
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (product: string, when: string) =>
      `La contraseña de tu cuenta de ${product} se cambió el ${when} (UTC). Las demás sesiones abiertas se cerraron.`,
    notYou: 'Si no fuiste tú, pide un enlace para elegir otra contraseña cuanto antes:',
    action: 'Restablecer la contraseña',
  },
  en: {
    subject: (product: string) => `${product}: your password has changed`,
    title: 'Your password has changed',
    greeting: (name: string) => `Hello ${name},`,
    intro: (product: string, when: string) =>
      `The password of your ${product} account was changed on ${when} (UTC). Its other open sessions were ended.`,
    notYou: 'If it was not you, ask for a link to choose another password right away:',
    action: 'Reset the password',
  },
} as const;

/** The notice that the password changed (by a reset or in the profile), in the account's language. */
export function passwordChangedMail(input: {
  language: string;
  productName: string;
  to: TRecipient;
  date: Date;
  forgotUrl: string;
}): TOutboxMessage {
  const t = CHANGED[pickLanguage(input.language)];
  const when = input.date.toISOString().slice(0, 16).replace('T', ' ');
  return {
    kind: 'password_changed',
    to: input.to,
    subject: t.subject(input.productName),
    html: layout(
      t.title,
      paragraph(t.greeting(input.to.name)) +
        paragraph(t.intro(input.productName, when)) +
        paragraph(t.notYou) +
        `<p>${link(input.forgotUrl, t.action)}</p>`,
    ),
    text: [
      t.greeting(input.to.name),
      '',
      t.intro(input.productName, when),
      '',
      t.notYou,
      `${t.action}: ${input.forgotUrl}`,
    ].join('\n'),
  };
}
