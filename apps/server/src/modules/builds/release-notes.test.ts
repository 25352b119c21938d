import { RELEASE_NOTES_MAX } from '@vitrina/shared/builds/build.schemas';
import { describe, expect, it } from 'vitest';
import { normaliseReleaseNotes, releaseNotesEditable, releaseNotesFromGithub } from './release-notes';

describe('release notes as they are kept', () => {
  it('keeps line breaks as \\n, trims, and keeps none when empty', () => {
    expect(normaliseReleaseNotes('  Arreglos:\r\n- Guardado\r- Menú\n  ')).toBe(
      'Arreglos:\n- Guardado\n- Menú',
    );
    expect(normaliseReleaseNotes('   \n ')).toBeNull();
    expect(normaliseReleaseNotes(null)).toBeNull();
    expect(normaliseReleaseNotes(undefined)).toBeNull();
  });

  it("takes a GitHub release's description whole when it fits, cut at a line or word when not", () => {
    expect(releaseNotesFromGithub('## What changed\r\n\r\n* Faster')).toBe('## What changed\n\n* Faster');
    expect(releaseNotesFromGithub(null)).toBeNull();
    expect(releaseNotesFromGithub('')).toBeNull();
    const lines = Array.from({ length: 400 }, (_, i) => `- Cambio número ${i + 1}`).join('\n');
    const cut = releaseNotesFromGithub(lines) ?? '';
    expect(cut.length).toBeLessThanOrEqual(RELEASE_NOTES_MAX);
    expect(cut.endsWith('…')).toBe(true);
    // Cut after a whole line: the last one kept is complete.
    expect(cut.slice(0, -1).split('\n').at(-1)).toMatch(/^- Cambio número \d+$/);
    const oneWord = 'a'.repeat(RELEASE_NOTES_MAX + 100);
    expect(releaseNotesFromGithub(oneWord)).toBe(`${'a'.repeat(RELEASE_NOTES_MAX - 1)}…`);
  });

  it('may change until the build is approved', () => {
    expect(releaseNotesEditable({ review: null })).toBe(true);
    expect(releaseNotesEditable({ review: 'PENDING' })).toBe(true);
    expect(releaseNotesEditable({ review: 'REJECTED' })).toBe(true);
    expect(releaseNotesEditable({ review: 'APPROVED' })).toBe(false);
  });
});
