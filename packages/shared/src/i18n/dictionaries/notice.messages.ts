import { defineMessages } from '../define-messages';

/**
 * In-app notices (`notice.<code>.title` / `.body`, filled with the notice's parameters when it is
 * read, in the reader's language), the e-mail settings and the unsubscribe link. `{{app}}` is an
 * app's name, `{{amount}}` an amount already written with its currency.
 */
export const noticeMessages = defineMessages({
  es: {
    'notice.owner.version_current.title': 'Nueva versión de «{{app}}»',
    'notice.owner.version_current.body':
      'Ya está disponible la versión {{version}} de «{{app}}», una app que tienes. Ábrela desde su página o desde Mis compras.',
    'notice.owner.app_suspended.title': '«{{app}}» no está en la tienda por ahora',
    'notice.owner.app_suspended.body':
      '«{{app}}», una app que tienes, se retiró de la tienda por ahora. Tu compra sigue siendo tuya: te avisaremos cuando vuelva.',
    'notice.owner.app_restored.title': '«{{app}}» vuelve a estar disponible',
    'notice.owner.app_restored.body': '«{{app}}», una app que tienes, vuelve a estar en la tienda.',
    'notice.owner.refund_completed.title': 'Reembolso completado',
    'notice.owner.refund_completed.body':
      'Te devolvimos {{amount}} por «{{app}}». Con el reembolso termina tu acceso a la app.',
    'notice.owner.refund_refused.title': 'Solicitud de reembolso rechazada',
    'notice.owner.refund_refused.body':
      'Un administrador rechazó tu solicitud de reembolso de «{{app}}». Sigues teniendo la app.',
    'notice.developer.sale.title': 'Nueva venta de «{{app}}»',
    'notice.developer.sale.body': 'Alguien compró «{{app}}» por {{amount}}. Tu parte es de {{net}}.',
    'notice.developer.refund_requested.title': 'Piden el reembolso de una venta de «{{app}}»',
    'notice.developer.refund_requested.body':
      'Un comprador pidió el reembolso de su compra de «{{app}}» ({{amount}}). Mientras esté abierta puedes dejar un comentario para el administrador.',
    'notice.developer.refund_completed.title': 'Reembolso de una venta de «{{app}}»',
    'notice.developer.refund_completed.body':
      'Se devolvieron {{amount}} a un comprador de «{{app}}»; tu saldo baja en {{net}}.',
    'notice.developer.refund_refused.title': 'Reembolso rechazado en «{{app}}»',
    'notice.developer.refund_refused.body':
      'Un administrador rechazó la solicitud de reembolso de una venta de «{{app}}». La venta se mantiene.',
    'notice.commenter.reply.title': '{{developer}} respondió a tu comentario',
    'notice.commenter.reply.body': 'El desarrollador de «{{app}}» respondió a tu comentario.',
    'notice.developer.rating.title': 'Nueva calificación de «{{app}}»',
    'notice.developer.rating.body': 'Alguien calificó «{{app}}» con {{stars}} de 5 estrellas.',
    'notice.developer.comment.title': 'Nuevo comentario en «{{app}}»',
    'notice.developer.comment.body': '{{author}} comentó en «{{app}}».',
    'notice.developer.build_ready.title': 'Versión {{version}} lista para revisión',
    'notice.developer.build_ready.body':
      'Importamos la versión {{version}} de «{{app}}». Ahora la revisa un administrador.',
    'notice.developer.build_failed.title': 'No pudimos importar la versión {{version}}',
    'notice.developer.build_failed.body':
      'La importación de la versión {{version}} de «{{app}}» falló. En las versiones de la app verás el motivo.',
    'notice.developer.build_approved.title': 'Versión {{version}} aprobada',
    'notice.developer.build_approved.body':
      'Un administrador aprobó la versión {{version}} de «{{app}}». Desde ahora es la que se abre.',
    'notice.developer.build_approved_not_current.title': 'Versión {{version}} aprobada',
    'notice.developer.build_approved_not_current.body':
      'Un administrador aprobó la versión {{version}} de «{{app}}». Se sigue abriendo una versión aprobada más reciente.',
    'notice.developer.build_rejected.title': 'Versión {{version}} no aprobada',
    'notice.developer.build_rejected.body':
      'Un administrador no aprobó la versión {{version}} de «{{app}}». La versión que se abre no cambia.',
    'notice.developer.github_profile_failed.title': 'Revisa tu perfil de GitHub',
    'notice.developer.github_profile_failed.body':
      'GitHub dice que el perfil {{target}} no existe. Corrígelo desde tu panel para poder cobrar.',
    'notice.developer.github_repository_failed.title': 'Revisa el repositorio de «{{app}}»',
    'notice.developer.github_repository_failed.body':
      'GitHub dice que el repositorio {{target}} no existe o no es público. Corrígelo para que la app pueda aprobarse.',
    'notice.developer.payout_sent.title': 'Te enviamos un pago',
    'notice.developer.payout_sent.body': 'Te enviamos {{amount}} a tu cuenta de PayPal por tus ventas.',
    'notice.developer.webhook_paused.title': 'Pausamos tu webhook',
    'notice.developer.webhook_paused.body':
      'Durante 3 días no pudimos entregar ningún evento a {{url}}: está en pausa hasta que lo reanudes.',
    'notice.admin.build_waiting.title': 'Una versión espera revisión',
    'notice.admin.build_waiting.body': 'La versión {{version}} de «{{app}}» está lista para que la revises.',
    'notice.admin.revision_waiting.title': 'Cambios por revisar',
    'notice.admin.revision_waiting.body':
      'El desarrollador de «{{app}}» propuso cambios que esperan tu revisión.',
    'notice.admin.refund_waiting.title': 'Un reembolso espera tu decisión',
    'notice.admin.refund_waiting.body': 'Un comprador pidió el reembolso de «{{app}}» ({{amount}}).',
    'notice.notFound': 'Notificación no encontrada',
    'notice.settings.unknownKind': 'Ese tipo de correo no existe',
    'notice.settings.enabledRequired': 'Indica si quieres recibir estos correos (sí o no)',
    'notice.settings.appNotOwned': 'Solo puedes elegir los correos de las apps que tienes',
    'notice.unsubscribe.invalid':
      'Este enlace para darte de baja no es válido: puede que esté incompleto o modificado. Usa el enlace del correo tal cual o elige qué correos recibes en tu perfil.',
    'notice.unsubscribe.done': 'Listo: no te enviaremos más correos de este tipo.',
    'mail.footer.question': '¿Prefieres no recibir estos correos?',
    'mail.footer.unsubscribe': 'Darme de baja',
    'mail.footer.settings': 'Elegir qué correos recibo',
    'mail.update.subject': '{{product}}: nueva versión de «{{app}}»',
    'mail.update.title': 'Nueva versión',
    'mail.update.body':
      'Ya está disponible la versión {{version}} de «{{app}}», una app que tienes. La próxima vez que la abras se abrirá esta versión.',
    'mail.update.notes': 'Novedades',
    'mail.update.open': 'Ver la app',
    'mail.suspended.subject': '{{product}}: «{{app}}» no está en la tienda por ahora',
    'mail.suspended.title': 'App retirada por ahora',
    'mail.suspended.body':
      '«{{app}}», una app que tienes, se retiró de la tienda por ahora. Tu compra sigue siendo tuya: te escribiremos cuando vuelva.',
    'mail.restored.subject': '{{product}}: «{{app}}» vuelve a estar disponible',
    'mail.restored.title': 'La app vuelve',
    'mail.restored.body': '«{{app}}», una app que tienes, vuelve a estar en la tienda.',
    'mail.purchases': 'Ver mis compras',
    'mail.rating.subject': '{{product}}: nueva calificación de «{{app}}»',
    'mail.rating.title': 'Nueva calificación',
    'mail.rating.body': 'Alguien calificó «{{app}}» con {{stars}} de 5 estrellas.',
    'mail.comment.subject': '{{product}}: nuevo comentario en «{{app}}»',
    'mail.comment.title': 'Nuevo comentario',
    'mail.comment.body': '{{author}} comentó en «{{app}}».',
    'mail.comment.text': 'Comentario',
    'mail.app.open': 'Ver la página de la app',
    'mail.refund.refusedNoticeSubject': '{{product}}: se rechazó el reembolso de una venta de «{{app}}»',
    'mail.refund.refusedNoticeTitle': 'Reembolso rechazado',
    'mail.refund.refusedNoticeBody':
      'Un administrador rechazó la solicitud de reembolso de una venta de «{{app}}». La venta se mantiene y sigue en tu saldo.',
    'mail.refund.adminReason': 'Motivo del administrador',
    'mail.refund.toDashboard': 'Ver los reembolsos de mis apps',
  },
  en: {
    'notice.owner.version_current.title': 'New version of “{{app}}”',
    'notice.owner.version_current.body':
      'Version {{version}} of “{{app}}”, an app you own, is out. Open it from its page or from My purchases.',
    'notice.owner.app_suspended.title': '“{{app}}” is out of the store for now',
    'notice.owner.app_suspended.body':
      '“{{app}}”, an app you own, was taken out of the store for now. Your purchase is still yours: we will tell you when it is back.',
    'notice.owner.app_restored.title': '“{{app}}” is back',
    'notice.owner.app_restored.body': '“{{app}}”, an app you own, is back in the store.',
    'notice.owner.refund_completed.title': 'Refund completed',
    'notice.owner.refund_completed.body':
      'We returned {{amount}} for “{{app}}”. With the refund your access to the app ends.',
    'notice.owner.refund_refused.title': 'Refund request refused',
    'notice.owner.refund_refused.body':
      'An admin refused your refund request for “{{app}}”. You still have the app.',
    'notice.developer.sale.title': 'New sale of “{{app}}”',
    'notice.developer.sale.body': 'Someone bought “{{app}}” for {{amount}}. Your share is {{net}}.',
    'notice.developer.refund_requested.title': 'A refund of a sale of “{{app}}” was requested',
    'notice.developer.refund_requested.body':
      'A buyer asked for a refund of their purchase of “{{app}}” ({{amount}}). While it is open you may leave a comment for the admin.',
    'notice.developer.refund_completed.title': 'A sale of “{{app}}” was refunded',
    'notice.developer.refund_completed.body':
      '{{amount}} went back to a buyer of “{{app}}”; your balance goes down by {{net}}.',
    'notice.developer.refund_refused.title': 'Refund refused on “{{app}}”',
    'notice.developer.refund_refused.body':
      'An admin refused a refund request for a sale of “{{app}}”. The sale stands.',
    'notice.developer.rating.title': 'New rating of “{{app}}”',
    'notice.developer.rating.body': 'Someone rated “{{app}}” {{stars}} out of 5 stars.',
    'notice.commenter.reply.title': '{{developer}} replied to your comment',
    'notice.commenter.reply.body': 'The developer of “{{app}}” replied to your comment.',
    'notice.developer.comment.title': 'New comment on “{{app}}”',
    'notice.developer.comment.body': '{{author}} commented on “{{app}}”.',
    'notice.developer.build_ready.title': 'Version {{version}} is ready for review',
    'notice.developer.build_ready.body':
      'We imported version {{version}} of “{{app}}”. An admin reviews it now.',
    'notice.developer.build_failed.title': 'We could not import version {{version}}',
    'notice.developer.build_failed.body':
      'The import of version {{version}} of “{{app}}” failed. The app’s versions say why.',
    'notice.developer.build_approved.title': 'Version {{version}} approved',
    'notice.developer.build_approved.body':
      'An admin approved version {{version}} of “{{app}}”. From now on it is the one that opens.',
    'notice.developer.build_approved_not_current.title': 'Version {{version}} approved',
    'notice.developer.build_approved_not_current.body':
      'An admin approved version {{version}} of “{{app}}”. A newer approved version still opens.',
    'notice.developer.build_rejected.title': 'Version {{version}} not approved',
    'notice.developer.build_rejected.body':
      'An admin did not approve version {{version}} of “{{app}}”. The version that opens does not change.',
    'notice.developer.github_profile_failed.title': 'Please check your GitHub profile',
    'notice.developer.github_profile_failed.body':
      'GitHub says the profile {{target}} does not exist. Fix it from your dashboard so you can be paid.',
    'notice.developer.github_repository_failed.title': 'Please check the repository of “{{app}}”',
    'notice.developer.github_repository_failed.body':
      'GitHub says the repository {{target}} does not exist or is not public. Fix it so the app can be approved.',
    'notice.developer.payout_sent.title': 'We sent you a payout',
    'notice.developer.payout_sent.body': 'We sent {{amount}} to your PayPal account for your sales.',
    'notice.developer.webhook_paused.title': 'We paused your webhook',
    'notice.developer.webhook_paused.body':
      'For 3 days we could not deliver any event to {{url}}: it is paused until you resume it.',
    'notice.admin.build_waiting.title': 'A version waits for review',
    'notice.admin.build_waiting.body': 'Version {{version}} of “{{app}}” is ready for you to review.',
    'notice.admin.revision_waiting.title': 'Changes to review',
    'notice.admin.revision_waiting.body':
      'The developer of “{{app}}” proposed changes that wait for your review.',
    'notice.admin.refund_waiting.title': 'A refund waits for your decision',
    'notice.admin.refund_waiting.body': 'A buyer asked for a refund of “{{app}}” ({{amount}}).',
    'notice.notFound': 'Notification not found',
    'notice.settings.unknownKind': 'There is no such kind of e-mail',
    'notice.settings.enabledRequired': 'Say whether you want these e-mails (true or false)',
    'notice.settings.appNotOwned': 'You can only choose the e-mails of apps you own',
    'notice.unsubscribe.invalid':
      'This unsubscribe link is not valid: it may be incomplete or altered. Use the link from the e-mail as it is, or choose your e-mails in your profile.',
    'notice.unsubscribe.done': 'Done: we will not send you e-mails of this kind any more.',
    'mail.footer.question': 'Would you rather not get these e-mails?',
    'mail.footer.unsubscribe': 'Unsubscribe',
    'mail.footer.settings': 'Choose which e-mails I get',
    'mail.update.subject': '{{product}}: new version of “{{app}}”',
    'mail.update.title': 'New version',
    'mail.update.body':
      'Version {{version}} of “{{app}}”, an app you own, is out. The next time you open the app, this version opens.',
    'mail.update.notes': 'What’s new',
    'mail.update.open': 'See the app',
    'mail.suspended.subject': '{{product}}: “{{app}}” is out of the store for now',
    'mail.suspended.title': 'App taken out for now',
    'mail.suspended.body':
      '“{{app}}”, an app you own, was taken out of the store for now. Your purchase is still yours: we will write to you when it is back.',
    'mail.restored.subject': '{{product}}: “{{app}}” is back',
    'mail.restored.title': 'The app is back',
    'mail.restored.body': '“{{app}}”, an app you own, is back in the store.',
    'mail.purchases': 'See my purchases',
    'mail.rating.subject': '{{product}}: new rating of “{{app}}”',
    'mail.rating.title': 'New rating',
    'mail.rating.body': 'Someone rated “{{app}}” {{stars}} out of 5 stars.',
    'mail.comment.subject': '{{product}}: new comment on “{{app}}”',
    'mail.comment.title': 'New comment',
    'mail.comment.body': '{{author}} commented on “{{app}}”.',
    'mail.comment.text': 'Comment',
    'mail.app.open': 'See the app’s page',
    'mail.refund.refusedNoticeSubject': '{{product}}: a refund of a sale of “{{app}}” was refused',
    'mail.refund.refusedNoticeTitle': 'Refund refused',
    'mail.refund.refusedNoticeBody':
      'An admin refused a refund request for a sale of “{{app}}”. The sale stands and stays in your balance.',
    'mail.refund.adminReason': 'The admin’s reason',
    'mail.refund.toDashboard': 'See the refunds of my apps',
  },
});
