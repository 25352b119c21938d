import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { TFunction } from 'i18next';
import type { TLegalPage } from '../lib/legal-pages';

/** The public page a head is built for, with what its texts need. */
export type TPageKind =
  | { kind: 'home' }
  | { kind: 'about' }
  /** page: 0-based, 0 when absent. */
  | { kind: 'store'; query: string; category: string; page: number }
  | { kind: 'app'; project: TProject }
  | { kind: 'developer'; developerId: string; name: string | null; appCount: number }
  /** The terms of use, privacy and refund policy pages. */
  | { kind: 'legal'; page: TLegalPage }
  /** An e-mail's unsubscribe link: personal to its token, never indexed. */
  | { kind: 'unsubscribe' }
  /** `missing`: the app or developer the address names, when that is what is not found. */
  | { kind: 'notFound'; missing?: 'app' | 'developer' };

export interface TPageHeadInput {
  /** The product's public origin, e.g. 'https://vitrina.app' (no trailing slash). */
  origin: string;
  language: 'es' | 'en';
  /** As requested, e.g. '/app/trivia-latam'. */
  pathname: string;
  page: TPageKind;
  /** i18next's t fixed to `language` (namespaces loaded: common, pages, catalogue). */
  t: TFunction;
}
