import { defineMessages } from '../define-messages';

/**
 * The hosted apps: the small pages an app's own address shows when it cannot show the app, and
 * what opening an app from the store answers when it cannot be opened.
 */
export const appHostMessages = defineMessages({
  es: {
    'appHost.page.paidTitle': 'Esta app es de pago',
    'appHost.page.paidText':
      'Para usarla, cómprala en {{product}}. Si ya es tuya, ábrela desde su página en {{product}}.',
    'appHost.page.launchFailedTitle': 'No hemos podido abrir la app',
    'appHost.page.launchFailedText':
      'El enlace para abrirla ya se ha usado, ha caducado o no es válido. Vuelve a abrirla desde su página en {{product}}.',
    'appHost.page.storeLink': 'Ver la app en {{product}}',
    'appHost.page.noAppTitle': 'Aquí no hay ninguna app',
    'appHost.page.noAppText': 'No hay ninguna app publicada en esta dirección.',
    'appHost.page.homeLink': 'Ir a {{product}}',
    'appHost.page.notFoundTitle': 'Página no encontrada',
    'appHost.page.notFoundText': 'Esta app no tiene ninguna página en esta dirección.',
    'appHost.page.badRequestTitle': 'Dirección no válida',
    'appHost.page.badRequestText': 'No podemos leer esta dirección. Revisa el enlace que has seguido.',
    'appHost.page.methodTitle': 'Petición no admitida',
    'appHost.page.methodText': 'Las direcciones de esta app solo se pueden abrir para leerlas.',
    'appHost.page.errorTitle': 'Algo ha fallado',
    'appHost.page.errorText': 'No hemos podido mostrar la app. Inténtalo de nuevo dentro de un momento.',
    'appHost.noBuild':
      'Esta app todavía no se puede abrir en {{product}}: aún no tiene una versión publicada.',
    'appHost.buildNotReady':
      'Esta versión no se puede abrir: su importación no ha terminado o no se ha podido completar.',
    'appHost.buildNotFound': 'Esa versión no existe.',
    'appHost.versionNotFound':
      'Esa versión de la app no existe o ya no se puede abrir (puede que se haya retirado). Abre la versión actual.',
    'appHost.buyFirst': 'Para abrir esta app tienes que comprarla primero.',
  },
  en: {
    'appHost.page.paidTitle': 'This app is paid',
    'appHost.page.paidText':
      'To use it, buy it on {{product}}. If it is already yours, open it from its page on {{product}}.',
    'appHost.page.launchFailedTitle': 'We could not open the app',
    'appHost.page.launchFailedText':
      'The link that opens it has already been used, has expired or is not valid. Open it again from its page on {{product}}.',
    'appHost.page.storeLink': 'See the app on {{product}}',
    'appHost.page.noAppTitle': 'There is no app here',
    'appHost.page.noAppText': 'No app is published at this address.',
    'appHost.page.homeLink': 'Go to {{product}}',
    'appHost.page.notFoundTitle': 'Page not found',
    'appHost.page.notFoundText': 'This app has no page at this address.',
    'appHost.page.badRequestTitle': 'Invalid address',
    'appHost.page.badRequestText': 'We cannot read this address. Check the link you followed.',
    'appHost.page.methodTitle': 'Request not allowed',
    'appHost.page.methodText': 'The addresses of this app can only be opened to read them.',
    'appHost.page.errorTitle': 'Something went wrong',
    'appHost.page.errorText': 'We could not show the app. Please try again in a moment.',
    'appHost.noBuild': 'This app cannot be opened on {{product}} yet: it has no published version.',
    'appHost.buildNotReady':
      'This version cannot be opened: its import has not finished or could not be completed.',
    'appHost.buildNotFound': 'That version does not exist.',
    'appHost.versionNotFound':
      'That version of the app does not exist or can no longer be opened (it may have been withdrawn). Open the current version.',
    'appHost.buyFirst': 'You have to buy this app before you can open it.',
  },
});
