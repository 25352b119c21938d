import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import enCommon from '../../../locales/en/common.json';
import esCommon from '../../../locales/es/common.json';
import {
  BUILD_FORM_DEFAULTS,
  buildFormResolver,
  fieldOfIssue,
  type TBuildFormValues,
  toCreateBuildBody,
} from './build-form';

beforeAll(async () => {
  i18n.addResourceBundle('es', 'common', esCommon);
  i18n.addResourceBundle('en', 'common', enCommon);
  await i18n.changeLanguage('es');
});

const form = (values: Partial<TBuildFormValues>): TBuildFormValues => ({ ...BUILD_FORM_DEFAULTS, ...values });
const resolve = (values: TBuildFormValues) =>
  buildFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the request the form sends', () => {
  it('carries only the chosen source, an empty asset meaning none named', () => {
    const values = form({ version: '1.2.0', tag: 'v1.2.0', ref: 'main', folder: 'build' });
    expect(toCreateBuildBody(values)).toEqual({
      version: '1.2.0',
      source: { kind: 'release', tag: 'v1.2.0', asset: null },
      spa: false,
      releaseNotes: null,
    });
    expect(toCreateBuildBody({ ...values, kind: 'ref', spa: true, releaseNotes: 'Modo oscuro.' })).toEqual({
      version: '1.2.0',
      source: { kind: 'ref', ref: 'main', folder: 'build' },
      spa: true,
      releaseNotes: 'Modo oscuro.',
    });
    // Only spaces: none written (a release's own description is taken then).
    expect(toCreateBuildBody({ ...values, releaseNotes: '  \n ' }).releaseNotes).toBeNull();
    expect(toCreateBuildBody({ ...values, asset: 'app.zip' }).source).toEqual({
      kind: 'release',
      tag: 'v1.2.0',
      asset: 'app.zip',
    });
  });

  it('is checked by the server’s schema: trimmed, the folder without its slashes, empty = root', async () => {
    const checked = await resolve(
      form({ version: ' 2.0 ', kind: 'ref', ref: ' gh-pages ', folder: '/site/' }),
    );
    expect(checked.errors).toEqual({});
    expect(checked.values).toEqual({
      version: '2.0',
      source: { kind: 'ref', ref: 'gh-pages', folder: 'site' },
      spa: false,
      releaseNotes: null,
    });
    const root = await resolve(form({ version: '2.0', kind: 'ref', ref: 'gh-pages', folder: '' }));
    expect(root.values).toMatchObject({ source: { folder: '' } });
  });
});

describe('the form’s errors', () => {
  it('show under the field they are about, in the page’s language', async () => {
    const empty = await resolve(form({}));
    expect(empty.errors.version?.message).toBe('Este campo es obligatorio');
    expect(empty.errors.tag?.message).toBe('Este campo es obligatorio');
    expect(empty.errors.ref).toBeUndefined();

    await i18n.changeLanguage('en');
    const tooLong = await resolve(form({ version: '1'.repeat(51), kind: 'ref', ref: '' }));
    expect(tooLong.errors.version?.message).toBe('The text is too long (at most 50 characters)');
    expect(tooLong.errors.ref?.message).toBe('This field is required');
    expect(tooLong.errors.tag).toBeUndefined();
    const longNotes = await resolve(form({ version: '1.0', tag: 'v1', releaseNotes: 'x'.repeat(5001) }));
    expect(longNotes.errors.releaseNotes?.message).toBe('The text is too long (at most 5000 characters)');
    await i18n.changeLanguage('es');
  });

  it('map the schema’s paths to the form’s fields', () => {
    expect(fieldOfIssue(['source', 'tag'])).toBe('tag');
    expect(fieldOfIssue(['source', 'folder'])).toBe('folder');
    expect(fieldOfIssue(['version'])).toBe('version');
    expect(fieldOfIssue(['releaseNotes'])).toBe('releaseNotes');
    expect(fieldOfIssue(['source', 'kind'])).toBeNull();
  });
});
