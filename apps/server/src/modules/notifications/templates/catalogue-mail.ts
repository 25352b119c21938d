import { type TMessageKey, translateMessage } from '@vitrina/shared/i18n/messages';
import { escapeHtml, layout, link, paragraph, row, WRAP } from './mail-templates';

/** The words of a mail, from the shared message catalogue, in the reader's language. */
export function wordsIn(language: string, productName: string) {
  return (key: TMessageKey, params: Record<string, string | number> = {}) =>
    translateMessage(key, language, { product: productName, ...params });
}

/**
 * A mail in the usual order (greeting, what happened, the facts, titled notes, what next, one
 * link) as HTML and as plain text. Every value is escaped in the HTML: names and notes are
 * people's text.
 */
export function composeMail(parts: {
  title: string;
  greeting: string;
  paragraphs: string[];
  facts: [string, string][];
  notes?: { heading: string; text: string }[];
  after?: string[];
  action: { href: string; text: string };
}) {
  const notes = parts.notes ?? [];
  const after = parts.after ?? [];
  const html = layout(
    parts.title,
    paragraph(parts.greeting) +
      parts.paragraphs.map(paragraph).join('') +
      (parts.facts.length
        ? `<table style="max-width:100%">${parts.facts.map(([label, value]) => row(label, value)).join('')}</table>`
        : '') +
      notes
        .map((note) => `<h2 style="font-size:16px">${escapeHtml(note.heading)}</h2>${paragraph(note.text)}`)
        .join('') +
      after.map(paragraph).join('') +
      `<p style="${WRAP}">${link(parts.action.href, parts.action.text)}</p>`,
  );
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs,
    ...(parts.facts.length ? ['', ...parts.facts.map(([label, value]) => `${label}: ${value}`)] : []),
    ...notes.flatMap((note) => ['', `${note.heading}:`, note.text]),
    ...(after.length ? ['', ...after] : []),
    '',
    `${parts.action.text}: ${parts.action.href}`,
  ].join('\n');
  return { html, text };
}
