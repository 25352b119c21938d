/**
 * Messages that both the server (error bodies) and the web app (form errors) show.
 * Zod schemas in this package use these keys as their messages; each side translates a key
 * with `translateMessage` into the reader's language. Spanish is the fallback.
 */
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'es';

const es = {
  // Validation
  'validation.required': 'Este campo es obligatorio',
  'validation.invalid': 'Valor no válido',
  'validation.tooLong': 'El texto es demasiado largo (máximo {{max}} caracteres)',
  'validation.emailInvalid': 'Por favor ingresa un email válido',
  'validation.emailPlaceholder': 'Usa tu email real: no se admiten direcciones de ejemplo o de prueba',
  'validation.nameRequired': 'El nombre es obligatorio',
  'validation.nameTooLong': 'El nombre no puede superar los 100 caracteres',
  'validation.namePlaceholder': 'Escribe tu nombre: «Usuario» no identifica a nadie',
  'validation.passwordRequired': 'La contraseña es obligatoria',
  'validation.passwordMin': 'La contraseña debe tener al menos 6 caracteres',
  'validation.passwordTooLong': 'La contraseña no puede superar los 128 caracteres',
  'validation.passwordsMismatch': 'Las contraseñas no coinciden',
  'validation.currentPasswordRequired': 'La contraseña actual es obligatoria',
  'validation.newPasswordRequired': 'La nueva contraseña es obligatoria',
  'validation.merchantIdRequired': 'PayPal Merchant ID es requerido',
  'validation.merchantIdFormat':
    'PayPal Merchant ID debe tener exactamente 13 caracteres alfanuméricos (A-Z, 0-9)',
  'validation.githubRequired': 'El perfil de GitHub es requerido para desarrolladores',
  'validation.githubFormat': 'URL de GitHub no válida. Debe tener el formato: github.com/username',
  'validation.loginType': 'Tipo de usuario no válido',
  // Errors (server)
  'error.validation': 'Datos inválidos. Verifica la información ingresada.',
  'error.validationDetails': 'Errores de validación específicos: {{details}}',
  'error.internal': 'Error interno del servidor. Intenta nuevamente en unos momentos.',
  'error.notFound': 'Recurso no encontrado',
  'error.routeNotFound': 'Ruta no encontrada',
  'error.unauthenticated': 'No estás autenticado. Por favor inicia sesión nuevamente.',
  'error.sessionExpired': 'Tu sesión expiró por inactividad. Inicia sesión nuevamente.',
  'error.forbidden': 'No tienes permisos para realizar esta acción.',
  'error.rateLimited': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'error.payloadTooLarge': 'La solicitud es demasiado grande.',
  'error.unsupportedMediaType': 'Tipo de contenido no admitido. Envía JSON.',
  'error.badJson': 'El cuerpo de la solicitud no es JSON válido.',
  'auth.duplicateEmail': 'Este email ya está registrado. Por favor usa otro email o inicia sesión.',
  'auth.duplicateMerchantId': 'Este PayPal Merchant ID ya está registrado por otro desarrollador.',
  'auth.duplicateGithub': 'Este perfil de GitHub ya está registrado.',
  'auth.invalidCredentials': 'Credenciales incorrectas o tipo de usuario no válido',
  'auth.invalidAdminCredentials': 'Credenciales incorrectas o no tienes permisos de administrador',
  'auth.wrongCurrentPassword': 'La contraseña actual no es correcta',
  'auth.samePassword': 'La nueva contraseña debe ser distinta de la actual',
  'auth.passwordChanged': 'Contraseña actualizada correctamente',
  'auth.profileUpdated': 'Perfil actualizado correctamente',
  'auth.loggedIn': 'Sesión iniciada correctamente',
  'auth.registered': 'Cuenta creada correctamente',
  'auth.loggedOut': 'Sesión cerrada',
  'github.userNotFound': 'La cuenta de GitHub no existe',
  'github.checkFailed': 'Error al verificar la cuenta de GitHub. Intenta nuevamente.',
  'github.connectionFailed': 'Error de conexión al verificar GitHub. Intenta nuevamente.',
} as const;

export type TMessageKey = keyof typeof es;

const en: Record<TMessageKey, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Invalid value',
  'validation.tooLong': 'The text is too long (at most {{max}} characters)',
  'validation.emailInvalid': 'Please enter a valid email',
  'validation.emailPlaceholder': 'Use your real email: example or test addresses are not accepted',
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'The name cannot be longer than 100 characters',
  'validation.namePlaceholder': 'Type your name: “Usuario” does not identify anyone',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordMin': 'The password must be at least 6 characters long',
  'validation.passwordTooLong': 'The password cannot be longer than 128 characters',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.currentPasswordRequired': 'The current password is required',
  'validation.newPasswordRequired': 'The new password is required',
  'validation.merchantIdRequired': 'PayPal Merchant ID is required',
  'validation.merchantIdFormat': 'PayPal Merchant ID must be exactly 13 alphanumeric characters (A-Z, 0-9)',
  'validation.githubRequired': 'A GitHub profile is required for developers',
  'validation.githubFormat': 'Invalid GitHub URL. It must look like: github.com/username',
  'validation.loginType': 'Invalid user type',
  'error.validation': 'Invalid data. Check the information you entered.',
  'error.validationDetails': 'Specific validation errors: {{details}}',
  'error.internal': 'Internal server error. Please try again in a few moments.',
  'error.notFound': 'Resource not found',
  'error.routeNotFound': 'Route not found',
  'error.unauthenticated': 'You are not signed in. Please sign in again.',
  'error.sessionExpired': 'Your session expired after inactivity. Please sign in again.',
  'error.forbidden': 'You do not have permission to do this.',
  'error.rateLimited': 'Too many attempts. Wait a moment and try again.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.unsupportedMediaType': 'Unsupported content type. Send JSON.',
  'error.badJson': 'The request body is not valid JSON.',
  'auth.duplicateEmail': 'This email is already registered. Please use another email or sign in.',
  'auth.duplicateMerchantId': 'This PayPal Merchant ID is already registered by another developer.',
  'auth.duplicateGithub': 'This GitHub profile is already registered.',
  'auth.invalidCredentials': 'Wrong credentials or invalid user type',
  'auth.invalidAdminCredentials': 'Wrong credentials or you do not have administrator permissions',
  'auth.wrongCurrentPassword': 'The current password is not correct',
  'auth.samePassword': 'The new password must be different from the current one',
  'auth.passwordChanged': 'Password updated',
  'auth.profileUpdated': 'Profile updated',
  'auth.loggedIn': 'Signed in',
  'auth.registered': 'Account created',
  'auth.loggedOut': 'Signed out',
  'github.userNotFound': 'The GitHub account does not exist',
  'github.checkFailed': 'Could not verify the GitHub account. Please try again.',
  'github.connectionFailed': 'Connection error while verifying GitHub. Please try again.',
};

export const messages: Record<TLanguage, Record<TMessageKey, string>> = { es, en };

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(es, key);
}

/** Picks the supported language a language tag or Accept-Language header asks for, else Spanish. */
export function pickLanguage(tag: string | null | undefined): TLanguage {
  if (!tag) return FALLBACK_LANGUAGE;
  for (const part of tag.split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as TLanguage;
  }
  return FALLBACK_LANGUAGE;
}

/** Translates a message key (unknown keys are returned as they are) and fills {{placeholders}}. */
export function translateMessage(
  key: string,
  language: string | null | undefined,
  params: Record<string, string | number> = {},
): string {
  const lang = pickLanguage(language);
  const template = isMessageKey(key) ? messages[lang][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
