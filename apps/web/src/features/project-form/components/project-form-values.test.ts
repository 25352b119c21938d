import type { TProject } from '@vitrina/shared/projects/project.responses';
import { REVISION_FIELDS } from '@vitrina/shared/projects/project-revision.schemas';
import { describe, expect, it } from 'vitest';
import enForm from '../../../locales/en/project-form.json';
import esForm from '../../../locales/es/project-form.json';
import {
  emptyProjectValues,
  PROJECT_FORM_FIELDS,
  projectFormResolver,
  projectToFormValues,
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

const sorted = (fields: Iterable<string>) => [...fields].sort();

describe('the form’s fields (the shared schema’s)', () => {
  it('are the fields an admin compares in a revision, but the crossed-out price the form derives', () => {
    expect(sorted(PROJECT_FORM_FIELDS)).toEqual(sorted(REVISION_FIELDS.filter((f) => f !== 'originalPrice')));
  });

  it('each start with a value, the schema’s own where it has one', () => {
    const empty = emptyProjectValues('soporte@vitrina.app');
    expect(sorted(Object.keys(empty))).toEqual(sorted(PROJECT_FORM_FIELDS));
    expect(empty).toMatchObject({
      version: '1.0.0',
      isOpenSource: false,
      allowTrialVersion: false,
      screenshots: [],
    });
    expect(empty.price).toBeUndefined();
  });

  it('each have a label in both languages, to name them in the list of problems', () => {
    for (const field of PROJECT_FORM_FIELDS) {
      expect(esForm.fields[field].label, field).toBeTruthy();
      expect(enForm.fields[field].label, field).toBeTruthy();
    }
  });
});

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

describe('editing a published app with changes waiting', () => {
  const live = {
    name: 'Conversor de Unidades',
    shortDescription: 'Convierte unidades al instante.',
    description: 'Convierte longitudes, pesos y temperaturas sin instalar nada, desde el navegador.',
    category: 'EDUCATION',
    targetAudience: 'Estudiantes de ciencias',
    version: '1.0.0',
    license: null,
    isOpenSource: false,
    price: 19.99,
    originalPrice: 29.99,
    allowTrialVersion: false,
    demoUrl: 'https://conversor.vitrina.app',
    sourceCodeUrl: 'https://github.com/vitrina-demo/conversor',
    documentationUrl: null,
    videoUrl: null,
    privacyPolicyUrl: null,
    termsOfServiceUrl: null,
    mainImage: '/media/demo/conversor.svg',
    screenshots: [],
    tags: ['ciencia', 'educación'],
    keywords: ['unidades', 'medidas', 'conversor'],
    supportEmail: 'soporte@vitrina.app',
    seoTitle: null,
    seoDescription: null,
  } as unknown as TProject;
  const fields = {
    ...(live as unknown as Record<string, unknown>),
    name: 'Conversor de Unidades Pro',
    price: 24.99,
    originalPrice: 24.99,
    currency: 'USD',
    documentationUrl: undefined,
  } as unknown as NonNullable<TProject['pendingRevision']>['fields'];

  it('opens with the live app when nothing waits, and with the changes sent when they wait or were refused', () => {
    expect(projectToFormValues(live).name).toBe('Conversor de Unidades');
    expect(sorted(Object.keys(projectToFormValues(live)))).toEqual(sorted(PROJECT_FORM_FIELDS));
    for (const status of ['PENDING', 'REFUSED'] as const) {
      const values = projectToFormValues({
        ...live,
        pendingRevision: { status, fields, reason: null, createdAt: '2026-03-01T10:00:00.000Z' },
      });
      expect(values).toMatchObject({ name: 'Conversor de Unidades Pro', price: 24.99, documentationUrl: '' });
    }
  });

  it('keeps the discount of the changes sent, not the one of the live app', () => {
    const parsed = { ...valid, screenshots: [], version: '1.0.0', price: 24.99 } as unknown as TProjectInput;
    const waiting = {
      ...live,
      pendingRevision: {
        status: 'PENDING' as const,
        fields,
        reason: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    };
    expect(toProjectPayload(parsed, waiting).originalPrice).toBe(24.99);
    expect(toProjectPayload(parsed, live).originalPrice).toBe(29.99);
  });
});
