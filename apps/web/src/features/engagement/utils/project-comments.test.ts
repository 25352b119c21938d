import { describe, expect, it } from 'vitest';
import { readProjectComments } from './project-comments';

describe('readProjectComments', () => {
  it('uses the comments with ids when the project has them', () => {
    const comments = [
      { id: 'c1', authorId: 'u1', authorName: 'Ana', text: 'Hola', createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect(readProjectComments({ comments, userobservations: [{ Ana: 'Hola' }] })).toBe(comments);
  });

  it('falls back to userobservations, skipping empty texts', () => {
    const project = {
      userobservations: [{ ' Ana ': 'Genial' }, { Luis: '  ' }, {}],
    } as unknown as Parameters<typeof readProjectComments>[0];
    expect(readProjectComments(project)).toEqual([
      { id: 'legacy-0', authorId: null, authorName: 'Ana', text: 'Genial', createdAt: '' },
    ]);
  });
});
