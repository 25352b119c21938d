import type { Page } from 'playwright-core';
import { DEMO_APPS } from '../../apps/server/src/demo/demo-catalogue';
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-data';
import { DEMO_COMMENTS, DEMO_PEOPLE } from '../../apps/server/src/demo/demo-engagement';
import { api, type TLang } from './server-pages';

/**
 * What a screen says in words and figures, read the way a person reads it, and the markers of each
 * language in it: every-screen.test.ts finds with them any text of the other language. People's own
 * content (app names and descriptions, tags, comments, review notes, people's names) is whatever its
 * author wrote: it is read from the data and left out wherever it shows (in a sentence or a label
 * too, or cut short with an ellipsis). Names in no language (a repository, a branch, a file path)
 * are marked translate="no" and left out too.
 */

/** An API read with the given token. */
const read = <T>(path: string, token: string) => api<T>(`/api${path}`, { token });

/** Words only Spanish uses (as whole words, any case), and Spanish ways of writing figures. */
const SPANISH_WORDS = new Set(
  (
    'de del la las los el un una unos para por con sin tus mis más ver gratis gratuitas buscar todas ' +
    'todos precio tienda inicio cerrar sesión guardar cancelar enviar volver panel pendiente ' +
    'pendientes usuario usuarios desarrollador desarrolladores proyecto proyectos ventas visitas ' +
    'comprar iniciar perfil resumen pagos pago aprobar rechazar solicitud solicitudes cargando ' +
    'aún todavía y o es está hay nuevo nueva editar eliminar correo contraseña nombre descripción ' +
    'categoría detalles cuenta compradas favoritos publicar analíticas informes días año'
  ).split(' '),
);
const SPANISH_FIGURES = [
  /[¿¡áéíóúñÁÉÍÓÚÑ]/, // Spanish letters and marks
  /US\$/, // a Spanish way of writing dollars
  /\$\s?\d{1,3}(\.\d{3})*,\d{2}(?!\d)/, // '$1,99', '$1.234,50'
  /\d[\s\u00a0]%/, // '10 %'
];

/** Words only English uses, and English ways of writing figures. */
const ENGLISH_WORDS = new Set(
  (
    'the and of your you with to for by from free view details buy log sign search store home ' +
    'dashboard profile settings sales views revenue payouts pending published draft overview ' +
    'analytics export loading back request requests save cancel close send approve reject week ' +
    'day days month year users price category status reason note paid apply clear more is are not ' +
    'new edit delete suspend show hide next page open skip content language summary payment ' +
    'checkout order amount commission report reports this that here please'
  ).split(' '),
);
const ENGLISH_FIGURES = [
  /\$\s?\d{1,3}(,\d{3})*\.\d{2}(?!\d)/, // '$1.99', '$1,234.50'
  /\d\.\d+%/, // '2.5%'
];

/** Reads what a person sees or hears on the page, people's own content left out. */
export async function readScreen(page: Page, lang: TLang, ownTexts: TOwnTexts): Promise<string[]> {
  return page.evaluate(
    ({ pageLang, userTexts, userWholeTexts }) => {
      const withoutUserContent = (text: string) => {
        if (userWholeTexts.includes(text.trim())) return '';
        const rest = userTexts.reduce((left, own) => left.split(own).join(' '), text).trim();
        // A name cut short on a narrow chart or card ("Tienda en una P…") is still the person's text.
        const cut = rest.endsWith('…') ? rest.slice(0, -1).trim() : '';
        return cut && userTexts.some((own) => own.startsWith(cut)) ? '' : rest;
      };
      const excluded = (element: Element | null): boolean => {
        for (let node = element; node; node = node.parentElement) {
          const lang = node.getAttribute('lang');
          if (lang && node !== document.documentElement && lang.slice(0, 2) !== pageLang) return true;
          // Names that are in no language and never translated: a repository, a branch, a file path.
          if (node.getAttribute('translate') === 'no') return true;
          if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE' || node.tagName === 'NOSCRIPT')
            return true;
        }
        return false;
      };
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true }) ||
        (element.tagName === 'OPTION' && !!element.closest('select')?.checkVisibility());
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || excluded(parent) || !shown(parent)) continue;
        const text = withoutUserContent(node.textContent ?? '');
        if (text) texts.push(text);
      }
      const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'aria-description', 'aria-valuetext'];
      for (const element of document.body.querySelectorAll('*')) {
        if (excluded(element) || !shown(element)) continue;
        for (const name of ATTRIBUTES) {
          const value = element.getAttribute(name);
          const text = value ? withoutUserContent(value) : '';
          if (text) texts.push(text);
        }
      }
      texts.push(withoutUserContent(document.title));
      return texts;
    },
    { pageLang: lang, userTexts: ownTexts.within, userWholeTexts: ownTexts.whole },
  );
}

/** Every string inside a value (an app's fields, its extras' lists), keys left out. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * People's own texts, longest first (so a name inside a description is not cut out first): the demo
 * catalogue, comments and names, and every project, account, request, refund, decision and
 * deletion request the admin lists (journeys that ran before this one on the same server add their
 * own, whichever they were).
 */
export async function readOwnTexts(adminToken: string): Promise<TOwnTexts> {
  const projects = await read<{
    projects: Array<{
      name: string;
      shortDescription: string;
      developerName: string;
      observations: string | null;
    }>;
  }>('/admin/projects?page=0&size=100', adminToken);
  const users = await read<{ users: Array<{ name: string; email: string }> }>(
    '/admin/users?page=0&size=100',
    adminToken,
  );
  const requests = await read<{
    requests: Array<{
      name: string;
      email: string;
      description: string;
      sharedUrl: string | null;
      attachment: { name: string } | null;
    }>;
  }>('/admin/custom-requests?page=0&size=100', adminToken);
  // Buyers' reasons, developers' comments and admins' notes on refunds are theirs too.
  const refunds = await read<{
    refunds: Array<{ reason: string; developerComment: string | null; decisionNote: string | null }>;
  }>('/admin/refunds?status=all&page=0&size=100', adminToken);
  // The reports tab: the moderation log's reasons and notes, and the developers' deletion requests.
  const decisions = await read<{
    decisions: Array<{
      projectName: string | null;
      actorName: string | null;
      reason: string | null;
      note: string | null;
    }>;
  }>('/admin/decisions?page=0&size=100', adminToken);
  const deletions = await read<
    Array<{ projectName: string; reason: string; decisionNote: string | null; decidedByName: string | null }>
  >('/admin/deletion-requests?status=ALL', adminToken);
  const names = [
    ...DEMO_PEOPLE.map((person) => person.name),
    ...DEMO_ACCOUNTS.map((account) => account.name),
    ...projects.projects.map((project) => project.developerName),
    ...users.users.map((user) => user.name),
  ];
  // The published apps' changes waiting for review, and the versions waiting for it (their notes).
  const revisions = await read<Array<{ changes: Array<{ before: unknown; after: unknown }> }>>(
    '/admin/revisions',
    adminToken,
  );
  const builds = await read<{ builds: Array<{ releaseNotes?: string | null }> }>('/admin/builds', adminToken);
  const texts = [
    ...names,
    ...DEMO_APPS.flatMap(
      ({ slug: _slug, category: _category, developer: _developer, status: _status, ...app }) =>
        stringsOf(app),
    ),
    ...Object.values(DEMO_COMMENTS).flat(),
    ...projects.projects.flatMap((project) => [
      project.name,
      project.shortDescription,
      project.observations ?? '',
    ]),
    ...users.users.map((user) => user.email),
    ...requests.requests.flatMap((request) => [
      request.name,
      request.email,
      request.description,
      request.sharedUrl ?? '',
      request.attachment?.name ?? '',
    ]),
    ...revisions.flatMap((revision) =>
      revision.changes.flatMap((change) => [...stringsOf(change.before), ...stringsOf(change.after)]),
    ),
    ...builds.builds.flatMap((build) => (build.releaseNotes ?? '').split('\n')),
    ...decisions.decisions.flatMap((decision) => [
      decision.projectName ?? '',
      decision.actorName ?? '',
      decision.reason ?? '',
      decision.note ?? '',
    ]),
    ...deletions.flatMap((request) => [
      request.projectName,
      request.reason,
      request.decisionNote ?? '',
      request.decidedByName ?? '',
    ]),
    ...refunds.refunds.flatMap((refund) => [
      refund.reason,
      refund.developerComment ?? '',
      refund.decisionNote ?? '',
    ]),
  ];
  return {
    within: longestFirst(texts),
    // A name's avatar shows its initials ('Íñigo Sanz' → 'ÍS'): a text of their own, left out
    // only where it is the whole text (inside another text, two letters are just two letters).
    whole: [...new Set(names.map(initials).filter(Boolean))],
  };
}

/** People's own texts: left out wherever they show, or only where they are a text's whole. */
export interface TOwnTexts {
  within: string[];
  whole: string[];
}

/** Distinct texts of two characters or more, longest first. */
export const longestFirst = (texts: string[]) =>
  [...new Set(texts.map((text) => text.trim()).filter((text) => text.length > 1))].sort(
    (a, b) => b.length - a.length,
  );

/** Up to two initials of a name, as the avatars show them (the web app's lib/initials). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The texts of the screen that belong to the other language, each with the marker it showed. */
export function foreignTexts(texts: string[], lang: TLang): string[] {
  const words = lang === 'en' ? SPANISH_WORDS : ENGLISH_WORDS;
  const figures = lang === 'en' ? SPANISH_FIGURES : ENGLISH_FIGURES;
  const found: string[] = [];
  for (const text of texts) {
    const word = text
      .split(/[^\p{L}]+/u)
      .find((candidate) => candidate && words.has(candidate.toLowerCase()));
    const figure = figures.find((pattern) => pattern.test(text));
    if (word || figure) found.push(`${word ?? figure} ← ${text}`);
  }
  return [...new Set(found)];
}
