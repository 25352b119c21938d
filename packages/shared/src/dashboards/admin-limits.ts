/** Admin dashboard limits, apart from the schemas (which use them) so screens can read them without loading zod. */
export const ADMIN_LIMITS = {
  /** Rows per page of the admin lists (the server's default page size). */
  pageSize: 20,
  searchMax: 200,
  /** An admin's note on a deletion decision (ZDeletionDecision). */
  decisionNoteMax: 1000,
  /** An admin's reason for refusing a published app's changes (ZRevisionDecision). */
  revisionReasonMin: 10,
  revisionReasonMax: 1000,
} as const;
