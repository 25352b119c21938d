import { z } from 'zod';
import { ZGithubProfile } from '../auth/auth.schemas';
import { ZGithubCheckState } from './github-check.schemas';

/** A developer corrects the GitHub profile whose check failed (or is still pending). */
export const ZGithubProfileUpdate = z.object({ githubProfile: ZGithubProfile });
export type TGithubProfileUpdate = z.infer<typeof ZGithubProfileUpdate>;

export const ZGithubProfileUpdateResponse = z.object({
  githubProfile: z.string(),
  /** PENDING: GitHub could not answer now; checked again in the background. null: checked. */
  githubCheck: ZGithubCheckState.nullable(),
  message: z.string(),
});
