import { defineMessages } from '../define-messages';

/** The custom app request: form rules and what the server answers. */
export const customRequestMessages = defineMessages({
  es: {
    'customRequest.nameRequired': 'El nombre es obligatorio',
    'customRequest.nameTooLong': 'El nombre no puede superar los 100 caracteres',
    'customRequest.emailRequired': 'El email es obligatorio',
    'customRequest.descriptionRequired': 'Describe la app que necesitas',
    'customRequest.descriptionTooLong': 'La descripción no puede superar los 5000 caracteres',
    'customRequest.urlRequired':
      'El archivo supera 1MB: compártelo con una URL de descarga (por ejemplo, un enlace de Google Drive o Dropbox)',
    'customRequest.urlInvalid': 'Ingresa una URL válida que empiece por http:// o https://',
    'customRequest.fileTooLarge':
      'El archivo supera 1MB. Compártelo con una URL de descarga, por ejemplo un enlace de Google Drive o Dropbox.',
    'customRequest.fileType': 'El archivo debe ser PDF, DOC o DOCX',
    'customRequest.tooManyFiles': 'Adjunta un solo archivo',
    'customRequest.sent': 'Tu solicitud fue enviada correctamente. Pronto nos pondremos en contacto.',
    'customRequest.failed': 'Error al enviar la solicitud',
  },
  en: {
    'customRequest.nameRequired': 'Your name is required',
    'customRequest.nameTooLong': 'The name cannot be longer than 100 characters',
    'customRequest.emailRequired': 'Your email is required',
    'customRequest.descriptionRequired': 'Describe the app you need',
    'customRequest.descriptionTooLong': 'The description cannot be longer than 5000 characters',
    'customRequest.urlRequired':
      'The file is over 1MB: share it with a download URL (for example a Google Drive or Dropbox link)',
    'customRequest.urlInvalid': 'Enter a valid URL starting with http:// or https://',
    'customRequest.fileTooLarge':
      'The file is over 1MB. Share it with a download URL, for example a Google Drive or Dropbox link.',
    'customRequest.fileType': 'The file must be a PDF, DOC or DOCX',
    'customRequest.tooManyFiles': 'Attach a single file',
    'customRequest.sent': 'Your request was sent. We will get in touch soon.',
    'customRequest.failed': 'The request could not be sent',
  },
});
