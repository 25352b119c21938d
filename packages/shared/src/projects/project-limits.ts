/**
 * Project text limits, apart from the schemas (which use them) so a screen can read them without
 * loading zod.
 */
export const PROJECT_TEXT_LIMITS = {
  targetAudienceMax: 500,
  licenseMax: 100,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  /** The longest version the version pattern accepts ('1234.1234.1234.1234-' and 20 more). */
  versionMax: 40,
  /** A reviewer's reason for sending a project back to draft (ZProjectStatusChange). */
  reviewNoteMax: 1000,
  /** A developer's reason for asking an admin to delete a project (ZDeletionRequest). */
  deletionReasonMax: 1000,
} as const;

/** The store list's query (ZProjectListQuery): search text and category lengths. */
export const PROJECT_LIST_LIMITS = {
  searchMax: 200,
  categoryMax: 40,
} as const;
