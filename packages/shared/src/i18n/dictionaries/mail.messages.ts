import { defineMessages } from '../define-messages';

/**
 * What the product tells people by e-mail about their builds, refund requests, payouts and comments, in the
 * reader's language. `{{product}}` is the product's name, `{{app}}` the app's, `{{amount}}` an
 * amount already written with its currency.
 */
export const mailMessages = defineMessages({
  es: {
    'mail.greeting': 'Hola, {{name}}:',
    'mail.version': 'Versión',
    'mail.app': 'App',
    'mail.amount': 'Importe',
    'mail.order': 'Orden',
    'mail.date': 'Fecha',
    'mail.build.versionsLink': 'Ver las versiones de la app',
    'mail.build.readySubject': '{{product}}: la versión {{version}} de «{{app}}» está lista para revisión',
    'mail.build.readyTitle': 'Versión importada',
    'mail.build.readyBody':
      'Importamos la versión {{version}} de «{{app}}» desde su repositorio ({{files}} archivos). Ahora la revisa un administrador: te escribiremos cuando la apruebe o la rechace.',
    'mail.build.commit': 'Commit',
    'mail.build.failedSubject': '{{product}}: no pudimos importar la versión {{version}} de «{{app}}»',
    'mail.build.failedTitle': 'La importación falló',
    'mail.build.failedBody':
      'No pudimos importar la versión {{version}} de «{{app}}» desde su repositorio, y no guardamos nada de ella.',
    'mail.build.failedNext': 'Corrige lo que dice el motivo y vuelve a añadir la versión.',
    'mail.build.reason': 'Motivo',
    'mail.build.approvedSubject': '{{product}}: aprobamos la versión {{version}} de «{{app}}»',
    'mail.build.approvedTitle': 'Versión aprobada',
    'mail.build.approvedBody': 'Un administrador revisó la versión {{version}} de «{{app}}» y la aprobó.',
    'mail.build.approvedCurrent': 'Desde ahora es la versión que se abre desde la página de la app.',
    'mail.build.approvedNotCurrent':
      'La app ya tiene una versión aprobada más reciente, que sigue siendo la que se abre.',
    'mail.build.rejectedSubject': '{{product}}: la versión {{version}} de «{{app}}» no fue aprobada',
    'mail.build.rejectedTitle': 'Versión no aprobada',
    'mail.build.rejectedBody':
      'Un administrador revisó la versión {{version}} de «{{app}}» y no la aprobó. La versión que se abre desde la página de la app no cambia.',
    'mail.build.note': 'Nota del administrador',
    'mail.reply.subject': '{{product}}: {{developer}} respondió a tu comentario sobre «{{app}}»',
    'mail.reply.title': 'Respondieron a tu comentario',
    'mail.reply.body':
      '{{developer}}, quien desarrolla «{{app}}», respondió a tu comentario en la página de la app.',
    'mail.reply.yourComment': 'Tu comentario',
    'mail.reply.reply': 'Respuesta del desarrollador',
    'mail.reply.link': 'Ver la respuesta en la página de la app',
    'mail.refund.requestedSubject': '{{product}}: recibimos tu solicitud de reembolso de «{{app}}»',
    'mail.refund.requestedTitle': 'Solicitud de reembolso recibida',
    'mail.refund.requestedBody':
      'Pediste el reembolso de tu compra de «{{app}}». Un administrador la revisará y te escribiremos cuando la decida. Mientras tanto sigues teniendo la app.',
    'mail.refund.yourReason': 'Tu motivo',
    'mail.refund.purchases': 'Ver mis compras',
    'mail.refund.noticeSubject': '{{product}}: piden el reembolso de una venta de «{{app}}»',
    'mail.refund.noticeTitle': 'Solicitud de reembolso',
    'mail.refund.noticeBody':
      'Un comprador pidió el reembolso de su compra de «{{app}}». Un administrador la decidirá; mientras siga abierta puedes añadir un comentario para el administrador desde tu panel.',
    'mail.refund.buyerReason': 'Motivo del comprador',
    'mail.refund.comment': 'Ver la solicitud y comentar',
    'mail.payout.subject': '{{product}}: te enviamos un pago de {{amount}}',
    'mail.payout.title': 'Pago enviado',
    'mail.payout.body':
      'Te enviamos a tu cuenta de PayPal lo que te debíamos por tus ventas. Según PayPal, puede tardar un poco en verse.',
    'mail.payout.reference': 'Referencia',
    'mail.payout.account': 'Cuenta de PayPal',
    'mail.payout.sales': 'Ventas incluidas',
    'mail.payout.dashboard': 'Ver mis pagos',
  },
  en: {
    'mail.greeting': 'Hello {{name}},',
    'mail.version': 'Version',
    'mail.app': 'App',
    'mail.amount': 'Amount',
    'mail.order': 'Order',
    'mail.date': 'Date',
    'mail.build.versionsLink': 'See the app’s versions',
    'mail.build.readySubject': '{{product}}: version {{version}} of “{{app}}” is ready for review',
    'mail.build.readyTitle': 'Version imported',
    'mail.build.readyBody':
      'We imported version {{version}} of “{{app}}” from its repository ({{files}} files). An admin reviews it now: we will write to you when they approve or reject it.',
    'mail.build.commit': 'Commit',
    'mail.build.failedSubject': '{{product}}: we could not import version {{version}} of “{{app}}”',
    'mail.build.failedTitle': 'The import failed',
    'mail.build.failedBody':
      'We could not import version {{version}} of “{{app}}” from its repository, and kept nothing of it.',
    'mail.build.failedNext': 'Fix what the reason says and add the version again.',
    'mail.build.reason': 'Reason',
    'mail.build.approvedSubject': '{{product}}: version {{version}} of “{{app}}” is approved',
    'mail.build.approvedTitle': 'Version approved',
    'mail.build.approvedBody': 'An admin reviewed version {{version}} of “{{app}}” and approved it.',
    'mail.build.approvedCurrent': 'From now on it is the version the app’s page opens.',
    'mail.build.approvedNotCurrent':
      'The app already has a newer approved version, which is still the one that opens.',
    'mail.build.rejectedSubject': '{{product}}: version {{version}} of “{{app}}” was not approved',
    'mail.build.rejectedTitle': 'Version not approved',
    'mail.build.rejectedBody':
      'An admin reviewed version {{version}} of “{{app}}” and did not approve it. The version the app’s page opens does not change.',
    'mail.build.note': 'The reviewer’s note',
    'mail.reply.subject': '{{product}}: {{developer}} replied to your comment on “{{app}}”',
    'mail.reply.title': 'A reply to your comment',
    'mail.reply.body':
      '{{developer}}, the developer of “{{app}}”, replied to your comment on the app’s page.',
    'mail.reply.yourComment': 'Your comment',
    'mail.reply.reply': 'Developer’s reply',
    'mail.reply.link': 'See the reply on the app’s page',
    'mail.refund.requestedSubject': '{{product}}: we received your refund request for “{{app}}”',
    'mail.refund.requestedTitle': 'Refund request received',
    'mail.refund.requestedBody':
      'You asked for a refund of your purchase of “{{app}}”. An admin will look at it and we will write to you once it is decided. Meanwhile you still have the app.',
    'mail.refund.yourReason': 'Your reason',
    'mail.refund.purchases': 'See my purchases',
    'mail.refund.noticeSubject': '{{product}}: a refund of a sale of “{{app}}” was requested',
    'mail.refund.noticeTitle': 'Refund request',
    'mail.refund.noticeBody':
      'A buyer asked for a refund of their purchase of “{{app}}”. An admin will decide; while the request is open you may add a comment for the admin from your dashboard.',
    'mail.refund.buyerReason': 'The buyer’s reason',
    'mail.refund.comment': 'See the request and comment',
    'mail.payout.subject': '{{product}}: we sent you a payout of {{amount}}',
    'mail.payout.title': 'Payout sent',
    'mail.payout.body':
      'We sent what we owed you for your sales to your PayPal account. Depending on PayPal, it may take a little while to show.',
    'mail.payout.reference': 'Reference',
    'mail.payout.account': 'PayPal account',
    'mail.payout.sales': 'Sales included',
    'mail.payout.dashboard': 'See my payouts',
  },
});
