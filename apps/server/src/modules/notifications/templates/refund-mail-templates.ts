import { pickLanguage } from '@vitrina/shared/i18n/messages';
import type { TOutboxMessage } from '../../mail';
import { layout, link, orderFacts, paragraph, row, usd, WRAP } from './mail-templates';

type TRecipient = { email: string; name: string };

const REFUNDED = {
  es: {
    subject: (app: string, product: string) => `${product}: reembolso de «${app}» completado`,
    title: 'Tu reembolso está hecho',
    intro: (app: string) =>
      `Te devolvimos el pago de «${app}». Según tu banco o tu medio de pago, el dinero puede tardar unos días en verse.`,
    access: 'Tu acceso a la app terminó. Si quieres volver a usarla, puedes comprarla de nuevo.',
    app: 'App',
    amount: 'Importe devuelto',
    order: 'Orden',
    date: 'Fecha',
    store: 'Ver la app',
  },
  en: {
    subject: (app: string, product: string) => `${product}: refund of “${app}” completed`,
    title: 'Your refund is done',
    intro: (app: string) =>
      `We returned your payment for “${app}”. Depending on your bank or payment method, the money may take a few days to show.`,
    access: 'Your access to the app has ended. If you want to use it again, you can buy it again.',
    app: 'App',
    amount: 'Amount returned',
    order: 'Order',
    date: 'Date',
    store: 'See the app',
  },
} as const;

/** The buyer's notice of a completed refund: app, amount, order; access ended. In the buyer's language. */
export function refundCompletedMail(input: {
  language: string;
  productName: string;
  buyer: TRecipient;
  appName: string;
  amount: number;
  orderId: string;
  date: Date;
  appUrl: string;
}): TOutboxMessage {
  const t = REFUNDED[pickLanguage(input.language)];
  const facts = orderFacts(t, input);
  return {
    kind: 'refund_completed',
    to: input.buyer,
    subject: t.subject(input.appName, input.productName),
    html: layout(
      t.title,
      paragraph(t.intro(input.appName)) +
        facts.html +
        `${paragraph(t.access)}<p style="${WRAP}">${link(input.appUrl, t.store)}</p>`,
    ),
    text: [
      t.title,
      '',
      t.intro(input.appName),
      ...facts.text,
      '',
      t.access,
      `${t.store}: ${input.appUrl}`,
    ].join('\n'),
  };
}

const NOTICE = {
  es: {
    subject: (app: string, product: string) => `${product}: se reembolsó una venta de «${app}»`,
    title: 'Venta reembolsada',
    intro: (app: string) => `Se devolvió al comprador el pago de una venta de «${app}».`,
    amount: 'Importe devuelto',
    net: 'Descontado de tu saldo',
    reason: 'Motivo',
    ledger: (paid: boolean) =>
      paid
        ? 'Esa venta ya se te había pagado: el importe se descontará de tus próximas ventas.'
        : 'Esa venta aún no se te había pagado: ya no se incluirá en tus pagos.',
    dashboard: 'Ir al panel',
  },
  en: {
    subject: (app: string, product: string) => `${product}: a sale of “${app}” was refunded`,
    title: 'Sale refunded',
    intro: (app: string) => `The payment of a sale of “${app}” was returned to its buyer.`,
    amount: 'Amount returned',
    net: 'Taken from your balance',
    reason: 'Reason',
    ledger: (paid: boolean) =>
      paid
        ? 'You had already been paid for that sale: the amount will be taken from your next sales.'
        : 'You had not been paid for that sale yet: it is no longer part of your payouts.',
    dashboard: 'Open the dashboard',
  },
} as const;

/** The developer's notice of a refunded sale: amount, what leaves their balance, the reason. */
export function refundNoticeMail(input: {
  language: string;
  productName: string;
  developer: TRecipient;
  appName: string;
  amount: number;
  net: number;
  reason: string;
  paidOut: boolean;
  dashboardUrl: string;
}): TOutboxMessage {
  const t = NOTICE[pickLanguage(input.language)];
  return {
    kind: 'refund_notice',
    to: input.developer,
    subject: t.subject(input.appName, input.productName),
    html: layout(
      t.title,
      paragraph(t.intro(input.appName)) +
        `<table style="max-width:100%">${row(t.amount, usd(input.amount))}${row(t.net, usd(input.net))}${row(t.reason, input.reason)}</table>` +
        `${paragraph(t.ledger(input.paidOut))}<p style="${WRAP}">${link(input.dashboardUrl, t.dashboard)}</p>`,
    ),
    text: [
      t.title,
      '',
      t.intro(input.appName),
      `${t.amount}: ${usd(input.amount)}`,
      `${t.net}: ${usd(input.net)}`,
      `${t.reason}: ${input.reason}`,
      '',
      t.ledger(input.paidOut),
      `${t.dashboard}: ${input.dashboardUrl}`,
    ].join('\n'),
  };
}

const REFUSED = {
  es: {
    subject: (app: string, product: string) => `${product}: tu solicitud de reembolso de «${app}»`,
    title: 'No pudimos aprobar tu reembolso',
    intro: (app: string) =>
      `Revisamos tu solicitud de reembolso de «${app}» y no la aprobamos. Sigues teniendo la app.`,
    reason: 'Motivo',
    purchases: 'Ver mis compras',
  },
  en: {
    subject: (app: string, product: string) => `${product}: your refund request for “${app}”`,
    title: 'We could not approve your refund',
    intro: (app: string) =>
      `We looked at your refund request for “${app}” and did not approve it. You still have the app.`,
    reason: 'Reason',
    purchases: 'See my purchases',
  },
} as const;

/** The buyer's notice of a refused request, with the admin's reason; in the buyer's language. */
export function refundRefusedMail(input: {
  language: string;
  productName: string;
  buyer: TRecipient;
  appName: string;
  reason: string;
  purchasesUrl: string;
}): TOutboxMessage {
  const t = REFUSED[pickLanguage(input.language)];
  return {
    kind: 'refund_refused',
    to: input.buyer,
    subject: t.subject(input.appName, input.productName),
    html: layout(
      t.title,
      paragraph(t.intro(input.appName)) +
        `<h2 style="font-size:16px">${t.reason}</h2>${paragraph(input.reason)}` +
        `<p style="${WRAP}">${link(input.purchasesUrl, t.purchases)}</p>`,
    ),
    text: [
      t.title,
      '',
      t.intro(input.appName),
      '',
      `${t.reason}:`,
      input.reason,
      '',
      `${t.purchases}: ${input.purchasesUrl}`,
    ].join('\n'),
  };
}
