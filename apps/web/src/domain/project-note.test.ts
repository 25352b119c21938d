import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import { projectNoteText } from './project-note';

beforeAll(() => {
  i18n.addResourceBundle('en', 'common', enCommon);
  i18n.addResourceBundle('es', 'common', esCommon);
});

describe('projectNoteText', () => {
  it("reads the product's own notes in the page's language and a reviewer's words as written", async () => {
    await i18n.changeLanguage('en');
    expect(projectNoteText({ observations: null, observationsCode: 'SUSPENDED_BY_DEVELOPER' })).toBe(
      'Suspended by the developer',
    );
    await i18n.changeLanguage('es');
    expect(projectNoteText({ observations: null, observationsCode: 'DELETION_ACCEPTED' })).toBe(
      'Suspendido al aceptar la solicitud de eliminación del desarrollador',
    );
    expect(projectNoteText({ observations: '  Faltan capturas  ', observationsCode: null })).toBe(
      'Faltan capturas',
    );
    expect(projectNoteText({ observations: ' ', observationsCode: null })).toBeNull();
  });
});
