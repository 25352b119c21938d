import { ZRejectBuildBody } from '@vitrina/shared/builds/build.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { i18n } from './i18n';
import { schemaIssueMessage, withSchemaMessages } from './schema-messages';

beforeAll(async () => {
  i18n.addResourceBundle('en', 'common', enCommon);
  i18n.addResourceBundle('es', 'common', esCommon);
  await i18n.changeLanguage('es');
});

describe('schemaIssueMessage', () => {
  it('words the checks the shared schemas leave unworded', () => {
    expect(schemaIssueMessage({ code: 'too_small', minimum: 1 }, 'es')).toBe('Este campo es obligatorio');
    expect(schemaIssueMessage({ code: 'too_small', minimum: 3 }, 'es')).toBe('Escribe al menos 3 caracteres');
    expect(schemaIssueMessage({ code: 'too_small', minimum: 3 }, 'en')).toBe('Write at least 3 characters');
    expect(schemaIssueMessage({ code: 'too_big', maximum: 50 }, 'en')).toBe(
      'The text is too long (at most 50 characters)',
    );
    expect(schemaIssueMessage({ code: 'invalid_type', input: undefined }, 'en')).toBe(
      'This field is required',
    );
    expect(schemaIssueMessage({ code: 'invalid_type', input: 4 }, 'es')).toBe('Valor no válido');
  });
});

describe('withSchemaMessages', () => {
  it('checks exactly as the schema does, with the messages in the page’s language and the paths kept', async () => {
    const schema = withSchemaMessages(ZRejectBuildBody);
    expect(schema.parse({ note: '  Falta el index  ' })).toEqual({ note: 'Falta el index' });

    const short = schema.safeParse({ note: ' ok ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues).toEqual([
      expect.objectContaining({ path: ['note'], message: 'Escribe al menos 3 caracteres' }),
    ]);

    await i18n.changeLanguage('en');
    const long = schema.safeParse({ note: 'x'.repeat(1001) });
    expect(long.error?.issues[0]?.message).toBe('The text is too long (at most 1000 characters)');
    await i18n.changeLanguage('es');
  });

  it('leaves a schema’s own message keys alone', () => {
    const schema = withSchemaMessages(z.object({ name: z.string().min(1, 'validation.required') }));
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('validation.required');
  });
});
