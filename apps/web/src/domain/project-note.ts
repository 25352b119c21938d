import type { TProjectNoteCode } from '@vitrina/shared/projects/statuses';
import { i18n } from '../lib/i18n';

/**
 * The note shown on a project: one the product wrote (a code, read in the page's language) or the
 * reviewer's own words. Null when there is none.
 */
export function projectNoteText(project: {
  observations: string | null;
  observationsCode?: TProjectNoteCode | null;
}): string | null {
  if (project.observationsCode) return i18n.t(`projectNotes.${project.observationsCode}`, { ns: 'common' });
  return project.observations?.trim() || null;
}
