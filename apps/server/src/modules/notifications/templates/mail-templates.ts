import { pickLanguage } from '@vitrina/shared/i18n/messages';
import type { TOutboxMessage } from '../../mail';

/** Text a person wrote, made inert in HTML: it is shown, never run. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Long names and addresses (a name may be one 100-letter word) wrap instead of widening the
 * message. Set on each element that holds people's text, since not every mail program inherits it.
 */
export const WRAP = 'overflow-wrap:anywhere;word-break:break-word';
/** A mail's HTML: a heading and the body. */
export const layout = (title: string, body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5;${WRAP}">` +
  `<h1 style="font-size:20px;${WRAP}">${escapeHtml(title)}</h1>${body}</body></html>`;
export const paragraph = (text: string) => `<p style="white-space:pre-line;${WRAP}">${escapeHtml(text)}</p>`;
export const row = (label: string, value: string) =>
  `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
  `<td style="${WRAP}">${escapeHtml(value)}</td></tr>`;
export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
export const usd = (amount: number) => `$${amount.toFixed(2)} USD`;

/** A discount code applied to an order: the code, the list price and what it took off. */
export type TOrderDiscount = { code: string; listAmount: number; off: number };

/**
 * The facts of one order (app, amount, order id, day), as a table and as text lines, in the mail's
 * words; with a discount code, the list price and the code's discount come before the amount paid.
 */
export function orderFacts(
  t: {
    app: string;
    amount: string;
    order: string;
    date: string;
    price?: string;
    discount?: (code: string) => string;
  },
  order: { appName: string; amount: number; orderId: string; date: Date; discount?: TOrderDiscount | null },
) {
  const discount =
    order.discount && t.price && t.discount
      ? ([
          [t.price, usd(order.discount.listAmount)],
          [t.discount(order.discount.code), `−${usd(order.discount.off)}`],
        ] as [string, string][])
      : [];
  const facts: [string, string][] = [
    [t.app, order.appName],
    ...discount,
    [t.amount, usd(order.amount)],
    [t.order, order.orderId],
    [t.date, order.date.toISOString().slice(0, 10)],
  ];
  return {
    html: `<table style="max-width:100%">${facts.map(([label, value]) => row(label, value)).join('')}</table>`,
    text: facts.map(([label, value]) => `${label}: ${value}`),
  };
}

/** The custom app request, to the site owner; reply goes to the requester. */
export function customRequestMail(input: {
  id: string;
  productName: string;
  name: string;
  email: string;
  description: string;
  sharedUrl: string | null;
  attachmentName: string | null;
  adminUrl: string;
}): TOutboxMessage {
  const subject = `${input.productName}: solicitud de app de ${input.name}`;
  const lines: [string, string][] = [
    ['Nombre', input.name],
    ['Email', input.email],
    ...(input.attachmentName ? ([['Adjunto', input.attachmentName]] as [string, string][]) : []),
    ...(input.sharedUrl ? ([['Archivo compartido', input.sharedUrl]] as [string, string][]) : []),
  ];
  const html = layout(
    'Nueva solicitud de app personalizada',
    `<table style="max-width:100%">${lines.map(([l, v]) => row(l, v)).join('')}</table>` +
      `<h2 style="font-size:16px">Descripción</h2>${paragraph(input.description)}` +
      (input.sharedUrl ? `<p style="${WRAP}">Archivo: ${link(input.sharedUrl, input.sharedUrl)}</p>` : '') +
      `<p style="${WRAP}">${link(input.adminUrl, 'Ver en el panel de administración')}</p>`,
  );
  const text = [
    'Nueva solicitud de app personalizada',
    '',
    ...lines.map(([l, v]) => `${l}: ${v}`),
    '',
    'Descripción:',
    input.description,
    '',
    `Panel de administración: ${input.adminUrl}`,
  ].join('\n');
  return {
    kind: 'custom_request',
    to: { email: '' },
    replyTo: input.email,
    subject,
    html,
    text,
    customRequestId: input.id,
  };
}

const RECEIPT = {
  es: {
    subject: (app: string, product: string) => `${product}: recibo de tu compra de «${app}»`,
    title: '¡Gracias por tu compra!',
    intro: (app: string) => `Tu pago de «${app}» se confirmó. Es tuya para siempre: ábrela cuando quieras.`,
    app: 'App',
    price: 'Precio',
    discount: (code: string) => `Descuento (${code})`,
    amount: 'Importe',
    order: 'Orden',
    date: 'Fecha',
    open: 'Abrir la app',
    refund: (days: number) => `Tienes ${days} días de garantía de reembolso.`,
  },
  en: {
    subject: (app: string, product: string) => `${product}: receipt for your purchase of “${app}”`,
    title: 'Thank you for your purchase!',
    intro: (app: string) =>
      `Your payment for “${app}” is confirmed. It is yours for good: open it whenever you like.`,
    app: 'App',
    price: 'Price',
    discount: (code: string) => `Discount (${code})`,
    amount: 'Amount',
    order: 'Order',
    date: 'Date',
    open: 'Open the app',
    refund: (days: number) => `You have a ${days}-day money-back guarantee.`,
  },
} as const;

/** The buyer's receipt: app, amount, order, access link; in the buyer's language. */
export function purchaseReceiptMail(input: {
  language: string;
  productName: string;
  buyer: { email: string; name: string };
  appName: string;
  amount: number;
  orderId: string;
  date: Date;
  appUrl: string;
  /** Days the buyer has to ask for a refund (REFUND_WINDOW_DAYS). */
  refundDays: number;
  /** The discount code the order was made with, if any. */
  discount?: TOrderDiscount | null;
}): TOutboxMessage {
  const t = RECEIPT[pickLanguage(input.language)];
  const facts = orderFacts(t, input);
  return {
    kind: 'purchase_receipt',
    to: input.buyer,
    subject: t.subject(input.appName, input.productName),
    html: layout(
      t.title,
      paragraph(t.intro(input.appName)) +
        facts.html +
        `<p style="${WRAP}">${link(input.appUrl, t.open)}</p>${paragraph(t.refund(input.refundDays))}`,
    ),
    text: [
      t.title,
      '',
      t.intro(input.appName),
      ...facts.text,
      `${t.open}: ${input.appUrl}`,
      '',
      t.refund(input.refundDays),
    ].join('\n'),
  };
}

const NOTICE = {
  es: {
    subject: (app: string, product: string) => `${product}: vendiste «${app}»`,
    title: '¡Nueva venta!',
    intro: (app: string) => `Alguien compró «${app}».`,
    amount: 'Importe',
    commission: 'Comisión de la plataforma',
    net: 'Para ti',
    payout: 'Te lo pagaremos a tu cuenta PayPal; sigue el estado en tu panel de desarrollador.',
    dashboard: 'Ir al panel',
  },
  en: {
    subject: (app: string, product: string) => `${product}: you sold “${app}”`,
    title: 'New sale!',
    intro: (app: string) => `Someone bought “${app}”.`,
    amount: 'Amount',
    commission: 'Platform commission',
    net: 'For you',
    payout: 'We will pay it to your PayPal account; follow it in your developer dashboard.',
    dashboard: 'Open the dashboard',
  },
} as const;

/** The developer's sale notice: amount, commission, net; in the developer's language. */
export function saleNoticeMail(input: {
  language: string;
  productName: string;
  developer: { email: string; name: string };
  appName: string;
  amount: number;
  commission: number;
  net: number;
  dashboardUrl: string;
}): TOutboxMessage {
  const t = NOTICE[pickLanguage(input.language)];
  return {
    kind: 'sale_notice',
    to: input.developer,
    subject: t.subject(input.appName, input.productName),
    html: layout(
      t.title,
      paragraph(t.intro(input.appName)) +
        `<table style="max-width:100%">${row(t.amount, usd(input.amount))}${row(t.commission, usd(input.commission))}${row(t.net, usd(input.net))}</table>` +
        `${paragraph(t.payout)}<p style="${WRAP}">${link(input.dashboardUrl, t.dashboard)}</p>`,
    ),
    text: [
      t.title,
      '',
      t.intro(input.appName),
      `${t.amount}: ${usd(input.amount)}`,
      `${t.commission}: ${usd(input.commission)}`,
      `${t.net}: ${usd(input.net)}`,
      '',
      t.payout,
      `${t.dashboard}: ${input.dashboardUrl}`,
    ].join('\n'),
  };
}
