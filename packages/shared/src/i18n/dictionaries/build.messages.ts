import { defineMessages } from '../define-messages';

/** What developers and admins are told about hosted builds: errors and why an import failed. */
export const buildMessages = defineMessages({
  es: {
    'build.notFound': 'No existe esa versión.',
    'build.inProgress':
      'Ya se está importando una versión de esta app. Espera a que termine para añadir otra.',
    'build.projectLocked': 'Esta app está retirada: no admite versiones nuevas.',
    'build.badRepository':
      'La dirección del repositorio de la app no es un repositorio de GitHub (https://github.com/usuario/repositorio). Corrígela antes de añadir una versión.',
    'build.notReviewable': 'Esta versión ya no espera revisión: se aprobó, se rechazó o aún no está lista.',
    'build.requiredToPublish':
      'Una app de pago no se puede publicar sin una versión aprobada alojada en Vitrina. Aprueba primero una de sus versiones.',
    'build.notesLocked':
      'Esta versión ya está aprobada: sus notas son las que vieron sus usuarios y no se pueden cambiar.',
    'build.notWithdrawable':
      'Solo se puede retirar una versión aprobada que no se haya retirado ya. Una versión en revisión se rechaza.',
    'build.failure.UNSAFE_PATH':
      'El archivo contiene una ruta no permitida ({{path}}): rutas absolutas, «..» y barras invertidas no se aceptan.',
    'build.failure.LINK': 'El archivo contiene un enlace ({{path}}). Solo se aceptan archivos normales.',
    'build.failure.CASE_TWINS':
      'Dos archivos solo se diferencian en mayúsculas y minúsculas ({{path}} y {{other}}).',
    'build.failure.TOO_MANY_FILES': 'La versión tiene más de {{limit}} archivos.',
    'build.failure.FILE_TOO_LARGE': 'El archivo {{path}} ocupa más de {{limitMb}} MB.',
    'build.failure.TOTAL_TOO_LARGE': 'La versión ocupa más de {{limitMb}} MB en total.',
    'build.failure.COMPRESSION_RATIO':
      'El archivo se descomprime a más de 100 veces su tamaño comprimido y se ha rechazado por seguridad.',
    'build.failure.NO_INDEX_HTML': 'No hay un index.html en la raíz de la carpeta «{{folder}}».',
    'build.failure.BAD_ARCHIVE': 'El archivo descargado está dañado o no es un .zip o .tar.gz válido.',
    'build.failure.REF_NOT_FOUND': 'La rama, etiqueta o commit «{{ref}}» no existe en el repositorio.',
    'build.failure.RELEASE_NOT_FOUND': 'El repositorio no tiene ninguna release con la etiqueta «{{tag}}».',
    'build.failure.ASSET_NOT_FOUND':
      'La release «{{tag}}» no tiene el archivo .zip «{{asset}}» (o tiene varios .zip y no se indicó cuál).',
    'build.failure.REPOSITORY_NOT_FOUND': 'El repositorio no existe o no es público.',
    'build.failure.GITHUB_UNAVAILABLE':
      'GitHub no ha respondido tras varios intentos. Vuelve a añadir la versión más tarde.',
    'build.failure.INTERRUPTED': 'La importación se interrumpió varias veces. Vuelve a añadir la versión.',
  },
  en: {
    'build.notFound': 'That version does not exist.',
    'build.inProgress':
      'A version of this app is being imported already. Wait until it finishes to add another.',
    'build.projectLocked': 'This app has been withdrawn: it takes no new versions.',
    'build.badRepository':
      "The app's repository address is not a GitHub repository (https://github.com/user/repository). Correct it before adding a version.",
    'build.notReviewable':
      'This version is no longer waiting for review: it was approved, rejected or is not ready yet.',
    'build.requiredToPublish':
      'A paid app cannot be published without an approved version hosted by Vitrina. Approve one of its versions first.',
    'build.notesLocked':
      'This version is approved already: its notes are what its users were shown and cannot change.',
    'build.notWithdrawable':
      'Only an approved version that has not been withdrawn can be withdrawn. A version waiting for review is rejected instead.',
    'build.failure.UNSAFE_PATH':
      'The archive holds a path that is not allowed ({{path}}): absolute paths, ".." and backslashes are refused.',
    'build.failure.LINK': 'The archive holds a link ({{path}}). Only regular files are accepted.',
    'build.failure.CASE_TWINS': 'Two files differ only in upper and lower case ({{path}} and {{other}}).',
    'build.failure.TOO_MANY_FILES': 'The version has more than {{limit}} files.',
    'build.failure.FILE_TOO_LARGE': 'The file {{path}} is larger than {{limitMb}} MB.',
    'build.failure.TOTAL_TOO_LARGE': 'The version is larger than {{limitMb}} MB in total.',
    'build.failure.COMPRESSION_RATIO':
      'The archive unpacks to more than 100 times its packed size and was refused for safety.',
    'build.failure.NO_INDEX_HTML': 'There is no index.html at the root of the folder "{{folder}}".',
    'build.failure.BAD_ARCHIVE': 'The downloaded archive is damaged or not a valid .zip or .tar.gz.',
    'build.failure.REF_NOT_FOUND': 'The branch, tag or commit "{{ref}}" does not exist in the repository.',
    'build.failure.RELEASE_NOT_FOUND': 'The repository has no release tagged "{{tag}}".',
    'build.failure.ASSET_NOT_FOUND':
      'The release "{{tag}}" has no .zip asset "{{asset}}" (or it has several .zip files and none was named).',
    'build.failure.REPOSITORY_NOT_FOUND': 'The repository does not exist or is not public.',
    'build.failure.GITHUB_UNAVAILABLE':
      'GitHub did not answer after several tries. Add the version again later.',
    'build.failure.INTERRUPTED': 'The import was interrupted several times. Add the version again.',
  },
});
