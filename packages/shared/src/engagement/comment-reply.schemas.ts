import { z } from 'zod';
import { ENGAGEMENT_LIMITS } from './engagement-limits';

// Apart from engagement.schemas.ts: the project's answer (projects/project.responses.ts) lists each
// comment with its reply, and engagement.schemas.ts itself imports from there.

/** `PUT /api/project/{id}/comments/{commentId}/reply`: the developer's answer, plain text. */
export const ZCommentReplyRequest = z.object({
  reply: z
    .string({ error: 'engagement.replyRequired' })
    .trim()
    .min(1, 'engagement.replyRequired')
    .max(ENGAGEMENT_LIMITS.replyMax, 'engagement.replyTooLong'),
});
export type TCommentReplyRequest = z.infer<typeof ZCommentReplyRequest>;

/** The app developer's answer to a comment, shown under it (one per comment). */
export const ZCommentReply = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** When its developer last changed it; null when never edited. */
  editedAt: z.string().nullable(),
});
export type TCommentReply = z.infer<typeof ZCommentReply>;
