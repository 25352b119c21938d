import { defineMessages } from '../define-messages';

/**
 * What the product tells people by e-mail about their builds, in the reader's language.
 * `{{product}}` is the product's name, `{{app}}` the app's.
 */
export const mailMessages = defineMessages({
  es: {
    'mail.greeting': 'Hola, {{name}}:',
    'mail.version': 'Versión',
    'mail.app': 'App',
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
  },
  en: {
    'mail.greeting': 'Hello {{name}},',
    'mail.version': 'Version',
    'mail.app': 'App',
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
  },
});
