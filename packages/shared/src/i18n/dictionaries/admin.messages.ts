import { defineMessages } from '../define-messages';

/** Moderation and account administration. */
export const adminMessages = defineMessages({
  es: {
    'admin.rateRange': 'La comisión debe estar entre 0 % y 100 %',
    'admin.refusalNoteRequired': 'Explica al desarrollador por qué se rechaza la solicitud.',
    'admin.requestNotFound': 'Solicitud de eliminación no encontrada',
    'admin.requestAlreadyDecided': 'Esta solicitud ya fue resuelta.',
    'admin.userNotFound': 'Usuario no encontrado',
    'admin.developerOnly':
      'Solo las cuentas de desarrollador tienen verificación, comisión o carácter interno.',
    'admin.cannotChangeSelf': 'No puedes cambiar tu propia cuenta desde aquí.',
    'admin.userUpdated': 'Cuenta actualizada',
    'admin.revisionNotFound': 'Cambios no encontrados',
    'admin.revisionAlreadyDecided': 'Estos cambios ya fueron aprobados o rechazados.',
    'admin.revisionReasonRequired': 'Explica al desarrollador por qué se rechazan los cambios.',
    'admin.revisionReasonLength': 'El motivo debe tener entre 10 y 1000 caracteres.',
  },
  en: {
    'admin.rateRange': 'The commission must be between 0% and 100%',
    'admin.refusalNoteRequired': 'Tell the developer why the request is refused.',
    'admin.requestNotFound': 'Deletion request not found',
    'admin.requestAlreadyDecided': 'This request has already been decided.',
    'admin.userNotFound': 'User not found',
    'admin.developerOnly': 'Only developer accounts have verification, commission or internal status.',
    'admin.cannotChangeSelf': 'You cannot change your own account here.',
    'admin.userUpdated': 'Account updated',
    'admin.revisionNotFound': 'Changes not found',
    'admin.revisionAlreadyDecided': 'These changes have already been approved or refused.',
    'admin.revisionReasonRequired': 'Tell the developer why the changes are refused.',
    'admin.revisionReasonLength': 'The reason must be between 10 and 1000 characters.',
  },
});
