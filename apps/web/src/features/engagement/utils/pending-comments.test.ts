import { describe, expect, it } from 'vitest';
import {
  createPendingCommentStore,
  isAlreadyPublished,
  parsePendingComments,
  pendingCommentsKey,
  type TKeyValueStorage,
} from './pending-comments';

function memoryStorage(): TKeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('pending comment store', () => {
  it('keeps a comment before it is sent and forgets it once sent', () => {
    const storage = memoryStorage();
    const store = createPendingCommentStore(() => storage);
    const item = store.add('user-1', 'project-1', '  Muy buena app  ', 1000, 'local-1');
    expect(item).toEqual({ id: 'local-1', text: 'Muy buena app', savedAt: 1000 });
    expect(store.read('user-1', 'project-1')).toEqual([item]);
    expect(storage.data.has(pendingCommentsKey('user-1', 'project-1'))).toBe(true);

    store.remove('user-1', 'project-1', 'local-1');
    expect(store.read('user-1', 'project-1')).toEqual([]);
    // An empty list leaves nothing behind.
    expect(storage.data.size).toBe(0);
  });

  it('keeps several comments in order, apart per person and project', () => {
    const store = createPendingCommentStore(() => memoryStorage());
    const storage = memoryStorage();
    const shared = createPendingCommentStore(() => storage);
    shared.add('user-1', 'project-1', 'primero', 1, 'a');
    shared.add('user-1', 'project-1', 'segundo', 2, 'b');
    shared.add('user-2', 'project-1', 'de otra persona', 3, 'c');
    shared.add('user-1', 'project-2', 'otra app', 4, 'd');
    expect(shared.read('user-1', 'project-1').map((item) => item.text)).toEqual(['primero', 'segundo']);
    expect(shared.read('user-2', 'project-1').map((item) => item.id)).toEqual(['c']);
    expect(store.read('user-1', 'project-1')).toEqual([]);
  });

  it('reads corrupt or foreign values as empty and skips unusable items', () => {
    expect(parsePendingComments(null)).toEqual([]);
    expect(parsePendingComments('{not json')).toEqual([]);
    expect(parsePendingComments('{"id":"x"}')).toEqual([]);
    expect(
      parsePendingComments(
        JSON.stringify([
          { id: 'ok', text: 'hola', savedAt: 5 },
          { id: '', text: 'sin id', savedAt: 5 },
          { id: 'blank', text: '   ', savedAt: 5 },
          { id: 'no-date', text: 'hola' },
          null,
        ]),
      ),
    ).toEqual([{ id: 'ok', text: 'hola', savedAt: 5 }]);
  });

  it('survives a storage that throws', () => {
    const broken: TKeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createPendingCommentStore(() => broken);
    expect(store.add('u', 'p', 'texto', 1, 'id').text).toBe('texto');
    expect(store.read('u', 'p')).toEqual([]);
    expect(() => store.remove('u', 'p', 'id')).not.toThrow();
  });
});

describe('isAlreadyPublished', () => {
  const item = { id: 'local', text: 'Me encanta', savedAt: Date.parse('2026-05-01T10:00:00Z') };

  it('finds the same text by the same person written after it was saved', () => {
    const comments = [{ authorId: 'user-1', text: 'Me encanta ', createdAt: '2026-05-01T10:00:02Z' }];
    expect(isAlreadyPublished(item, comments, 'user-1')).toBe(true);
  });

  it('ignores other people, other texts and older comments', () => {
    expect(
      isAlreadyPublished(
        item,
        [{ authorId: 'user-2', text: 'Me encanta', createdAt: '2026-05-01T10:00:02Z' }],
        'user-1',
      ),
    ).toBe(false);
    expect(
      isAlreadyPublished(
        item,
        [{ authorId: 'user-1', text: 'Otra cosa', createdAt: '2026-05-01T10:00:02Z' }],
        'user-1',
      ),
    ).toBe(false);
    expect(
      isAlreadyPublished(
        item,
        [{ authorId: 'user-1', text: 'Me encanta', createdAt: '2026-04-01T10:00:00Z' }],
        'user-1',
      ),
    ).toBe(false);
  });
});
