import { defineMessages } from '../define-messages';

/** Webhooks: what a developer is told adding and changing an endpoint, and the mail of one paused. */
export const webhookMessages = defineMessages({
  es: {
    'webhook.urlRequired': 'Escribe la dirección de tu endpoint.',
    'webhook.urlInvalid': 'Escribe una dirección completa, como https://api.tu-sitio.com/webhooks/vitrina.',
    'webhook.urlTooLong': 'La dirección tiene 2048 caracteres como máximo.',
    'webhook.urlNotHttps': 'La dirección debe empezar por https://.',
    'webhook.urlCredentials': 'La dirección no puede llevar usuario ni contraseña.',
    'webhook.urlNotPublic':
      'Esa dirección lleva a una red privada o a este mismo servidor: solo enviamos eventos a direcciones públicas de internet.',
    'webhook.urlUnresolved': 'No encontramos esa dirección: revisa el nombre del dominio.',
    'webhook.eventsRequired': 'Elige al menos un evento.',
    'webhook.eventUnknown': 'Ese evento no existe.',
    'webhook.eventsRepeated': 'Cada evento se elige una sola vez.',
    'webhook.descriptionTooLong': 'La descripción tiene 200 caracteres como máximo.',
    'webhook.nothingToChange': 'No hay nada que cambiar.',
    'webhook.pageInvalid': 'Página no válida.',
    'webhook.limitReached': 'Ya tienes 5 endpoints, el máximo: elimina uno para añadir otro.',
    'webhook.notFound': 'Endpoint no encontrado',
    'webhook.mail.pausedSubject': '{{product}}: pausamos tu webhook',
    'webhook.mail.pausedTitle': 'Webhook en pausa',
    'webhook.mail.greeting': 'Hola, {{name}}:',
    'webhook.mail.pausedBody':
      'Durante 3 días no pudimos entregar ningún evento a tu endpoint, así que lo pusimos en pausa: no le enviaremos más eventos hasta que lo reanudes.',
    'webhook.mail.pausedFix':
      'Comprueba que la dirección responde con un código 2xx en menos de 10 segundos y reanúdalo desde tu panel. En el registro de entregas verás la respuesta de cada intento.',
    'webhook.mail.endpoint': 'Endpoint',
    'webhook.mail.lastError': 'Último resultado',
    'webhook.mail.cta': 'Ver mis webhooks',
  },
  en: {
    'webhook.urlRequired': "Type your endpoint's address.",
    'webhook.urlInvalid': 'Type a full address, such as https://api.your-site.com/webhooks/vitrina.',
    'webhook.urlTooLong': 'The address has 2048 characters at most.',
    'webhook.urlNotHttps': 'The address must start with https://.',
    'webhook.urlCredentials': 'The address cannot carry a user name or password.',
    'webhook.urlNotPublic':
      'That address leads to a private network or to this very server: events are sent to public internet addresses only.',
    'webhook.urlUnresolved': "We could not find that address: check the domain's name.",
    'webhook.eventsRequired': 'Choose at least one event.',
    'webhook.eventUnknown': 'That event does not exist.',
    'webhook.eventsRepeated': 'Each event is chosen once.',
    'webhook.descriptionTooLong': 'The description has 200 characters at most.',
    'webhook.nothingToChange': 'There is nothing to change.',
    'webhook.pageInvalid': 'Invalid page.',
    'webhook.limitReached': 'You already have 5 endpoints, the most allowed: delete one to add another.',
    'webhook.notFound': 'Endpoint not found',
    'webhook.mail.pausedSubject': '{{product}}: we paused your webhook',
    'webhook.mail.pausedTitle': 'Webhook paused',
    'webhook.mail.greeting': 'Hello {{name}},',
    'webhook.mail.pausedBody':
      'For 3 days we could not deliver any event to your endpoint, so we paused it: it gets no more events until you resume it.',
    'webhook.mail.pausedFix':
      'Check that the address answers with a 2xx code within 10 seconds, then resume it from your dashboard. The delivery log shows the answer to each attempt.',
    'webhook.mail.endpoint': 'Endpoint',
    'webhook.mail.lastError': 'Last result',
    'webhook.mail.cta': 'See my webhooks',
  },
});
