/**
 * Release notes as they are shown: plain text, line by line, whose web addresses become links.
 * Nothing in them is ever read as HTML or Markdown; only http(s) addresses are links (a
 * `javascript:` or `data:` text stays text).
 */

/** A piece of a line: text as written, or an address to link to. */
export type TNotesPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts with http:// or https:// and runs to the next space; what usually closes a
// sentence or a bracket around it is not part of it.
const ADDRESS = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'»”’]+$/;

/** The address as a link may point to it: http(s) only, parsed by the browser's rules; else null. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One line's parts: its text, with each web address as a link. */
export function notesLineParts(line: string): TNotesPart[] {
  const parts: TNotesPart[] = [];
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    let address = match[0];
    // A closing bracket stays part of the address when it closes one opened in it (Wikipedia's).
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    if (trailing) {
      const opened = (address.match(/\(/g) ?? []).length;
      const closed = (address.match(/\)/g) ?? []).length;
      const keep = trailing.startsWith(')') && opened >= closed ? 1 : 0;
      address = address.slice(0, address.length - trailing.length + keep);
    }
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

/** The notes' lines (blank ones kept: they part paragraphs), each as its parts. */
export function notesLines(notes: string): TNotesPart[][] {
  return notes.replace(/\r\n?/g, '\n').split('\n').map(notesLineParts);
}

/** The first lines of the notes, at most `maxChars` characters, for a short look ('…' when cut). */
export function notesExcerpt(notes: string, maxChars: number): string {
  const flat = notes.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
