/**
 * An entry name that must never be unpacked, wherever it is in the archive: absolute (`/x`,
 * `C:/x`), climbing (`..` as a segment), holding a backslash (a separator on Windows), or a
 * control character.
 */
export function isUnsafeName(name: string): boolean {
  if (name.length === 0) return true;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  if (name.includes('\\')) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return true;
  return name.split('/').includes('..');
}

/** A safe name's segments, without empty and `.` segments (`./dist//a.js` → dist, a.js). */
export function segmentsOf(name: string): string[] {
  return name.split('/').filter((segment) => segment !== '' && segment !== '.');
}

/** A name as it may be shown back to the developer: no control characters, not too long. */
export function shownName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return printable.length > 200 ? `${printable.slice(0, 199)}…` : printable;
}

export type TEntryPlace = {
  /** The entry's path in the repository or release ('/'-joined, top folder dropped when asked). */
  repoPath: string;
  /** Relative to the chosen folder: '' for the folder itself, null when outside it. */
  inFolder: string | null;
};

/** Where a safe entry name lands: its path, and its path inside the chosen folder if it is in it. */
export function placeEntry(name: string, folderSegments: string[], stripTopFolder: boolean): TEntryPlace {
  const segments = segmentsOf(name);
  // A GitHub tarball's entries all sit in its top folder; anything beside it belongs to no folder.
  if (stripTopFolder && segments.length < 2) return { repoPath: '', inFolder: null };
  const repoSegments = stripTopFolder ? segments.slice(1) : segments;
  const repoPath = repoSegments.join('/');
  const inside =
    repoSegments.length >= folderSegments.length &&
    folderSegments.every((segment, index) => repoSegments[index] === segment);
  return { repoPath, inFolder: inside ? repoSegments.slice(folderSegments.length).join('/') : null };
}
