import { describe, expect, it } from 'vitest';
import { jsonForScript, trimDescription } from './head-html';
import { renderPageHead } from './page-head';
import { input, ORIGIN, parse, project } from './page-head.test-kit';

describe('escaping', () => {
  const evil = '</script><script>alert(1)</script> "quoted" & \'single\'';

  it('keeps a hostile app name and description inside their attributes, text and script', () => {
    const name = `${evil}\u2028`;
    const html = renderPageHead(
      input('es', {
        kind: 'app',
        project: project({
          name,
          shortDescription: evil,
          developerName: evil,
          mainImage: '/media/x/a.png?"><script>alert(1)</script>',
        }),
      }),
    );
    // The only script is the JSON-LD one, and it closes once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const [tags = '', script = ''] = html.split('<script type="application/ld+json">');
    // Each tag as built, no value spilling out of its quotes (or <title>).
    const value = `[^"'<>]*`;
    const tag = new RegExp(
      `^(<title>${value}</title>|<meta (name|property)="${value}" content="${value}">|<link rel="${value}"( hreflang="${value}")? href="${value}">)$`,
    );
    for (const line of tags.trim().split('\n')) expect(line).toMatch(tag);
    expect(script.endsWith('</script>')).toBe(true);
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/[<>&\u2028\u2029]/);
    const parsed = parse(html);
    expect(parsed.title).toBe(`${name} · Vitrina`);
    expect(parsed.one('description')).toBe(evil);
    expect(parsed.one('og:title')).toBe(name);
    expect(parsed.jsonLd?.name).toBe(name);
    expect(parsed.jsonLd?.description).toBe(evil);
    expect(parsed.jsonLd?.author).toMatchObject({ name: evil });
  });

  it('escapes a hostile search and developer name once (not twice), in title and address', () => {
    const search = renderPageHead(input('en', { kind: 'store', query: evil, category: '', page: 0 }));
    expect(search).not.toContain('<script>');
    expect(search).not.toContain('&amp;lt;');
    const parsed = parse(search);
    expect(parsed.title).toContain(evil);
    expect(new URL(parsed.canonical ?? '').searchParams.get('q')).toBe(evil);
    const developer = renderPageHead(
      input('es', { kind: 'developer', developerId: 'a"b', name: evil, appCount: 2 }),
    );
    expect(developer).not.toContain('<script>');
    expect(parse(developer).title).toContain(evil);
    expect(parse(developer).canonical).toBe(`${ORIGIN}/developer/a%22b/apps`);
  });
});

describe('the pieces', () => {
  it('JSON for a script reads back the same, with no character that could end it', () => {
    const value = { text: '</script><!-- & \u2028\u2029 "x"' };
    const written = jsonForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });

  it('a description is folded, and cut on a word with an ellipsis only when too long', () => {
    expect(trimDescription('  Una   app\n\nútil. ')).toBe('Una app útil.');
    const exact = 'a'.repeat(160);
    expect(trimDescription(exact)).toBe(exact);
    const words = `${'palabra '.repeat(25)}fin`;
    const cut = trimDescription(words);
    expect(cut).toBe(`${'palabra '.repeat(20).trim()}…`);
    expect(cut.length).toBeLessThanOrEqual(160);
    // No space to cut at: the word is cut, and never through a character made of two.
    const emoji = trimDescription('😀'.repeat(100));
    expect(emoji.endsWith('😀…')).toBe(true);
    expect(emoji.length).toBeLessThanOrEqual(160);
    // Punctuation before the cut does not stay in front of the ellipsis.
    expect(trimDescription(`${'x'.repeat(100)}, ${'y'.repeat(70)}`, 160)).toBe(`${'x'.repeat(100)}…`);
  });
});
