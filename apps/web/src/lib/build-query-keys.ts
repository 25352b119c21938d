/**
 * Query keys of hosted builds, shared by the developer's versions screen and the admin's review:
 * a decision in one refreshes the other. Answers belong to the signed-in person (their id is in
 * the key, so another login never reuses one) and are not persisted.
 */
export const buildKeys = {
  all: ['builds'] as const,
  /** A project's builds, newest first. */
  project: (userId: string, projectId: string) => [...buildKeys.all, 'project', userId, projectId] as const,
  /** One build with its file list. */
  detail: (userId: string, buildId: string) => [...buildKeys.all, 'detail', userId, buildId] as const,
};
