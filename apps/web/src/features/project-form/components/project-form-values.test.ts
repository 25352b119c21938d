import type { TProject } from '@vitrina/shared/projects/project.responses';
import { describe, expect, it } from 'vitest';
import {
  emptyProjectValues,
  projectFormResolver,
  type TProjectFormValues,
  type TProjectInput,
  toProjectPayload,
} from './project-form-values';

const valid: TProjectFormValues = {
  ...(emptyProjectValues('soporte@vitrina.app') as TProjectFormValues),
  name: 'Conversor de Unidades',
  shortDescription: 'Convierte unidades al instante.',
  description: 'Convierte longitudes, pesos y temperaturas sin instalar nada, desde el navegador.',
  category: 'EDUCATION',
  targetAudience: 'Estudiantes de ciencias',
  price: 19.99,
  demoUrl: 'https://conversor.vitrina.app',
  sourceCodeUrl: 'https://github.com/vitrina-demo/conversor',
  mainImage: '/media/demo/conversor.svg',
  tags: ['Ciencia', 'educación'],
  keywords: ['unidades', 'medidas', 'conversor'],
};

const resolve = (values: TProjectFormValues) =>
  projectFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the form resolver (the shared schema)', () => {
  it('accepts a complete project and drops empty optional addresses', async () => {
    const { values, errors } = await resolve(valid);
    expect(errors).toEqual({});
    const parsed = values as TProjectInput;
    expect(parsed.documentationUrl).toBeUndefined();
    expect(parsed.tags).toEqual(['ciencia', 'educación']);
  });

  it('ignores empty screenshot rows and reports an error at the row it came from', async () => {
    const { values, errors } = await resolve({
      ...valid,
      screenshots: ['', '/media/demo/shot-1.svg', '  ', 'not a url'],
    });
    expect(values).toEqual({});
    const rows = errors.screenshots as unknown as Array<{ message?: string } | undefined>;
    expect(rows[3]?.message).toBe('project.urlInvalid');
    expect(rows[0]).toBeUndefined();
    expect(rows[1]).toBeUndefined();

    const ok = await resolve({ ...valid, screenshots: ['', '/media/demo/shot-1.svg'] });
    expect((ok.values as TProjectInput).screenshots).toEqual(['/media/demo/shot-1.svg']);
  });

  it('rejects an empty price with the schema message, and prices above the limit', async () => {
    expect((await resolve({ ...valid, price: undefined as unknown as number })).errors.price?.message).toBe(
      'project.priceInvalid',
    );
    expect((await resolve({ ...valid, price: 10_001 })).errors.price?.message).toBe('project.priceMax');
  });
});

describe('the payload', () => {
  const parsed = { ...valid, screenshots: [], version: '1.0.0' } as unknown as TProjectInput;

  it('carries the commission rate field and the price as original price', () => {
    const payload = toProjectPayload(parsed);
    expect(payload.customCommissionRate).toBe(0.1);
    expect(payload.originalPrice).toBe(19.99);
  });

  it('keeps a higher original price that an edited project already had', () => {
    const discounted = { price: 19.99, originalPrice: 29.99 } as TProject;
    expect(toProjectPayload({ ...parsed, price: 14.99 }, discounted).originalPrice).toBe(29.99);
    const plain = { price: 10, originalPrice: 10 } as TProject;
    expect(toProjectPayload({ ...parsed, price: 12 }, plain).originalPrice).toBe(12);
  });
});
