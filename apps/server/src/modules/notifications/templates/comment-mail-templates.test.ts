import { describe, expect, it } from 'vitest';
import { commentRepliedMail, firstLines } from './comment-mail-templates';

describe('firstLines', () => {
  it('keeps a short text whole', () => {
    expect(firstLines('  Gracias por escribir.\n')).toBe('Gracias por escribir.');
    expect(firstLines('Una\nDos\nTres\nCuatro')).toBe('Una\nDos\nTres\nCuatro');
  });

  it('keeps the first lines and says something follows', () => {
    expect(firstLines('Una\nDos\nTres\nCuatro\nCinco')).toBe('Una\nDos\nTres\nCuatro…');
    expect(firstLines('Una\nDos\nTres', { lines: 2 })).toBe('Una\nDos…');
  });

  it('cuts a long line at a word', () => {
    const text = 'palabra '.repeat(60).trim();
    const excerpt = firstLines(text, { chars: 100 });
    expect(excerpt.endsWith('palabra…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(101);
  });

  it('cuts a long word where it must', () => {
    expect(firstLines('x'.repeat(500), { chars: 300 })).toBe(`${'x'.repeat(300)}…`);
  });
});

describe('commentRepliedMail', () => {
  const input = {
    productName: 'Vitrina',
    to: { email: 'ada@correo-prueba.net', name: 'Ada' },
    developerName: 'Carla <Estudio>',
    appName: 'Agenda',
    comment: '¿Funciona sin conexión?',
    reply: 'Sí.',
    commentUrl: 'https://vitrina.example/app/agenda#comment-1',
  };

  it.each([
    [
      'es',
      'Vitrina: Carla <Estudio> respondió a tu comentario sobre «Agenda»',
      'Respuesta del desarrollador',
    ],
    ['en', 'Vitrina: Carla <Estudio> replied to your comment on “Agenda”', 'Developer’s reply'],
  ])('is written in the reader’s language (%s), people’s text escaped', (language, subject, heading) => {
    const mail = commentRepliedMail({ ...input, language });
    expect(mail.kind).toBe('comment_replied');
    expect(mail.to).toEqual(input.to);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${heading}:\nSí.`);
    expect(mail.html).toContain('Carla &lt;Estudio&gt;');
    expect(mail.html).toContain('href="https://vitrina.example/app/agenda#comment-1"');
    expect(`${mail.subject}\n${mail.text}`).not.toContain('{{');
  });
});
