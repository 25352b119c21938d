import { describe, expect, it } from 'vitest';
import { readProjectComments, withCommentReply } from './project-comments';

describe('readProjectComments', () => {
  it('uses the comments with ids when the project has them', () => {
    const comments = [
      {
        id: 'c1',
        authorId: 'u1',
        authorName: 'Ana',
        text: 'Hola',
        createdAt: '2026-01-01T00:00:00Z',
        reply: null,
      },
    ];
    expect(readProjectComments({ comments, userobservations: [{ Ana: 'Hola' }] })).toBe(comments);
  });

  it('falls back to userobservations, skipping empty texts', () => {
    const project = {
      userobservations: [{ ' Ana ': 'Genial' }, { Luis: '  ' }, {}],
    } as unknown as Parameters<typeof readProjectComments>[0];
    expect(readProjectComments(project)).toEqual([
      { id: 'legacy-0', authorId: null, authorName: 'Ana', text: 'Genial', createdAt: '', reply: null },
    ]);
  });
});

describe('withCommentReply', () => {
  const comment = (id: string) => ({
    id,
    authorId: 'u1',
    authorName: 'Ana',
    text: 'Hola',
    createdAt: '2026-01-01T00:00:00Z',
    reply: null,
  });
  const reply = { id: 'r1', text: 'Gracias', createdAt: '2026-01-02T00:00:00Z', editedAt: null };

  it('sets one comment’s reply and leaves the others as they were', () => {
    const project = { comments: [comment('c1'), comment('c2')] };
    const next = withCommentReply(project, 'c2', reply);
    expect(next.comments[1]?.reply).toBe(reply);
    expect(next.comments[0]).toBe(project.comments[0]);
    expect(project.comments[1]?.reply).toBeNull();
    expect(withCommentReply(next, 'c2', null).comments[1]?.reply).toBeNull();
  });

  it('answers the same project when the comment is not in it', () => {
    const project = { comments: [comment('c1')] };
    expect(withCommentReply(project, 'gone', reply)).toBe(project);
  });
});
