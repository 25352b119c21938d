import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * Puts the per-field messages of a 400 answer under the form's fields.
 * Returns true when every detail found its field (then the form needs no summary message).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || error.details.length === 0) return false;
  let allPlaced = true;
  let focused = false;
  for (const detail of error.details) {
    // Servers name fields as 'email', 'body.email' or '/email'; the last segment is the field.
    const name = detail.field.split(/[./]/).filter(Boolean).pop() as Path<T> | undefined;
    if (name && fields.includes(name)) {
      setError(name, { type: 'server', message: detail.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      allPlaced = false;
    }
  }
  return allPlaced;
}

/**
 * Translates form error messages: the shared zod schemas use message keys
 * ('validation.passwordMin'); messages the server sent are already text and pass through.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (message) => (message ? translateMessage(message, language) : undefined);
}
