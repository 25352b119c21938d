import { defineMessages } from '../define-messages';

/** What people are told about code-hosting checks GitHub could not answer at once. */
export const githubCheckMessages = defineMessages({
  es: {
    'githubCheck.registeredPending':
      'Cuenta creada. GitHub no responde en este momento, así que aún no hemos podido comprobar tu perfil: lo comprobaremos automáticamente y te avisaremos si hay algo que corregir. Ya puedes usar tu cuenta; los pagos esperan a que la comprobación termine.',
    'githubCheck.becameDeveloperPending':
      'Ya eres desarrollador. GitHub no responde en este momento, así que aún no hemos podido comprobar tu perfil: lo comprobaremos automáticamente y te avisaremos si hay algo que corregir. Los pagos esperan a que la comprobación termine.',
    'githubCheck.projectPending':
      'App guardada. GitHub no responde en este momento, así que aún no hemos podido comprobar el repositorio: lo comprobaremos automáticamente. La app no se puede aprobar hasta que la comprobación termine; te avisaremos si hay algo que corregir.',
    'githubCheck.approvalBlocked':
      'Esta app no se puede aprobar todavía: la comprobación en GitHub de su repositorio o del perfil de su desarrollador no ha terminado o ha fallado.',
    'githubCheck.payoutBlocked':
      'No se puede pagar a este desarrollador todavía: la comprobación de su perfil de GitHub no ha terminado o ha fallado.',
    'githubCheck.profileChecked': 'Perfil de GitHub comprobado y guardado.',
    'githubCheck.profilePending':
      'Perfil de GitHub guardado. GitHub no responde en este momento: lo comprobaremos automáticamente y te avisaremos si hay algo que corregir.',
    'githubCheck.mail.greeting': 'Hola, {{name}}:',
    'githubCheck.mail.profileSubject': '{{product}}: revisa tu perfil de GitHub',
    'githubCheck.mail.profileBody':
      'Hemos comprobado el perfil de GitHub que diste como desarrollador ({{target}}) y GitHub dice que no existe. Mientras no lo corrijas no podemos enviarte pagos ni aprobar tus apps. Corrígelo en tu panel de desarrollador.',
    'githubCheck.mail.repoSubject': '{{product}}: revisa el repositorio de «{{project}}»',
    'githubCheck.mail.repoBody':
      'Hemos comprobado el repositorio de tu app «{{project}}» ({{target}}) y GitHub dice que no existe o no es público. La app no puede aprobarse hasta que lo corrijas: edítala y pon la dirección de un repositorio público.',
    'githubCheck.mail.cta': 'Ir a mi panel de desarrollador',
  },
  en: {
    'githubCheck.registeredPending':
      'Account created. GitHub is not answering right now, so we could not check your profile yet: we will check it automatically and tell you if anything needs fixing. You can use your account already; payouts wait until the check is done.',
    'githubCheck.becameDeveloperPending':
      'You are a developer now. GitHub is not answering right now, so we could not check your profile yet: we will check it automatically and tell you if anything needs fixing. Payouts wait until the check is done.',
    'githubCheck.projectPending':
      'App saved. GitHub is not answering right now, so we could not check the repository yet: we will check it automatically. The app cannot be approved until the check is done; we will tell you if anything needs fixing.',
    'githubCheck.approvalBlocked':
      'This app cannot be approved yet: the GitHub check of its repository or of its developer’s profile has not finished or has failed.',
    'githubCheck.payoutBlocked':
      'This developer cannot be paid yet: the check of their GitHub profile has not finished or has failed.',
    'githubCheck.profileChecked': 'GitHub profile checked and saved.',
    'githubCheck.profilePending':
      'GitHub profile saved. GitHub is not answering right now: we will check it automatically and tell you if anything needs fixing.',
    'githubCheck.mail.greeting': 'Hello {{name}},',
    'githubCheck.mail.profileSubject': '{{product}}: please check your GitHub profile',
    'githubCheck.mail.profileBody':
      'We checked the GitHub profile you gave as a developer ({{target}}) and GitHub says it does not exist. Until you fix it we cannot pay you or approve your apps. Fix it in your developer dashboard.',
    'githubCheck.mail.repoSubject': '{{product}}: please check the repository of “{{project}}”',
    'githubCheck.mail.repoBody':
      'We checked the repository of your app “{{project}}” ({{target}}) and GitHub says it does not exist or is not public. The app cannot be approved until you fix it: edit it and give the address of a public repository.',
    'githubCheck.mail.cta': 'Go to my developer dashboard',
  },
});
