import { z } from 'zod';

/** What a code-hosting check is about: a developer's profile or a project's repository. */
export const GITHUB_CHECK_KINDS = ['PROFILE', 'REPOSITORY'] as const;
/**
 * PENDING: GitHub could not answer (down, slow, rate-limited); checked again in the background.
 * FAILED: GitHub answered later that the profile or repository does not exist (or is private): the
 * person must fix it. A check that passes is gone.
 */
export const GITHUB_CHECK_STATES = ['PENDING', 'FAILED'] as const;
export const ZGithubCheckState = z.enum(GITHUB_CHECK_STATES);

/**
 * Why the last attempt did not pass: GitHub could not be reached (network), took too long
 * (timeout), failed (server_error), asked to wait (rate_limited) or answered something unexpected;
 * not_found once a check FAILED.
 */
export const GITHUB_CHECK_REASONS = [
  'network',
  'timeout',
  'server_error',
  'rate_limited',
  'unexpected',
  'not_found',
] as const;
export type TGithubCheckReason = (typeof GITHUB_CHECK_REASONS)[number];
export type TGithubCheckState = z.infer<typeof ZGithubCheckState>;

export const ZGithubCheck = z.object({
  id: z.string(),
  kind: z.enum(GITHUB_CHECK_KINDS),
  state: ZGithubCheckState,
  /** The profile (`github.com/user`) or the repository URL checked. */
  target: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  developerId: z.string(),
  developerName: z.string(),
  /** Attempts made in the background so far. */
  attempts: z.number().int(),
  /** Why the last attempt did not pass (null if none was recorded). */
  lastReason: z.enum(GITHUB_CHECK_REASONS).nullable(),
  /** When the next background attempt is due (null once FAILED). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type TGithubCheck = z.infer<typeof ZGithubCheck>;

export const ZGithubCheckList = z.object({ checks: z.array(ZGithubCheck) });
export type TGithubCheckList = z.infer<typeof ZGithubCheckList>;
