import type { TErrorDetail } from '@vitrina/shared/errors/error-body';
import { ApiError } from '../../../lib/api-client';

/** What the form shows after a failed save: a title, a sentence and/or a list of problems. */
export interface TSubmitFailure {
  title?: string;
  message?: string;
  items: string[];
}

export interface TSubmitFailureTexts {
  /** 'Problemas encontrados:' */
  problemsFound: string;
  /** 'Hay problemas con los datos enviados. Revisa los campos marcados arriba.' */
  checkFields: string;
  /** 'No estás autenticado. Por favor inicia sesión nuevamente.' */
  unauthenticated: string;
  /** 'Debes iniciar sesión como desarrollador.' */
  developerOnly: string;
  /** 'Error al publicar el proyecto…' or 'Error al actualizar el proyecto…' */
  generic: string;
  /** The field's label, to name it in the list of problems. */
  labelOf: (field: string) => string | undefined;
}

const fieldName = (detail: TErrorDetail) => detail.field.split(/[./]/).filter(Boolean)[0] ?? '';

/** Turns a failed create or update into the messages the form shows. */
export function describeSubmitFailure(error: unknown, texts: TSubmitFailureTexts): TSubmitFailure {
  if (!(error instanceof ApiError)) return { message: texts.generic, items: [] };
  switch (error.status) {
    case 400: {
      if (error.details.length > 0) {
        // The client's message reads 'Errores de validación específicos: …': listed one by one.
        const items = error.details.map((detail) => {
          const label = texts.labelOf(fieldName(detail));
          return label ? `${label}: ${detail.message}` : detail.message;
        });
        return { title: texts.problemsFound, items };
      }
      if (error.code === 'VALIDATION_ERROR') return { message: texts.checkFields, items: [] };
      return { message: texts.generic, items: [] };
    }
    case 401:
      return { message: texts.unauthenticated, items: [] };
    case 403:
      return { message: texts.developerOnly, items: [] };
    case 409:
    case 502:
    case 503:
      // The suspended-project lock and the repository checks explain themselves.
      return { message: error.message || texts.generic, items: [] };
    default:
      return { message: texts.generic, items: [] };
  }
}
