import { translateMessage } from '@vitrina/shared/i18n/messages';
import { z } from 'zod';
import { getCurrentLanguage, i18n } from './i18n';

/** What a zod issue says about itself, as far as the messages below need it. */
interface TIssueFacts {
  code?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The message of a shared schema's check that names no message key of its own (the build schemas'
 * lengths), in the page's language: required, too short, too long, or not valid.
 */
export function schemaIssueMessage(issue: TIssueFacts, language: string = getCurrentLanguage()): string {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return min > 1
        ? i18n.t('form.tooShort', { lng: language, count: min })
        : translateMessage('validation.required', language);
    }
    case 'too_big':
      return translateMessage('validation.tooLong', language, { max: Number(issue.maximum) });
    case 'invalid_type':
      return issue.input == null
        ? translateMessage('validation.required', language)
        : translateMessage('validation.invalid', language);
    default:
      return translateMessage('validation.invalid', language);
  }
}

/** Options for a shared schema's parse (or zodResolver) that word its checks in the page's language. */
export const schemaMessages = { error: (issue: TIssueFacts) => schemaIssueMessage(issue) } as const;

/**
 * The same schema, its checks worded in the page's language: for components that take a schema and
 * parse it themselves (the reason dialog). Its issues keep their paths.
 */
export function withSchemaMessages<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>> {
  return z.unknown().transform((value, context) => {
    const parsed = schema.safeParse(value, schemaMessages);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
