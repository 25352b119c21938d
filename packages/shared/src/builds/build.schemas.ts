import { z } from 'zod';

/**
 * Where a build's files come from, always the project's own repository:
 * - `release`: the `.zip` asset of a release (`asset` names it; unset = the release's only `.zip`);
 * - `ref`: the repository at a branch, tag or commit, the files of one folder in it ('' = the root).
 */
export const ZBuildSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('release'),
    tag: z.string().trim().min(1).max(200),
    asset: z.string().trim().min(1).max(255).nullable().default(null),
  }),
  z.object({
    kind: z.literal('ref'),
    ref: z.string().trim().min(1).max(255),
    /** A folder of the repository, without leading or trailing slashes; '' = the root. */
    folder: z
      .string()
      .trim()
      .max(255)
      .transform((value) => value.replace(/^\/+|\/+$/g, ''))
      .default('dist'),
  }),
]);
export type TBuildSource = z.infer<typeof ZBuildSource>;

export const BUILD_VERSION_MAX = 50;

/** The most characters a version's release notes may hold. */
export const RELEASE_NOTES_MAX = 5000;

/**
 * What changed in a version, as its developer writes it: plain text with line breaks and links
 * (never HTML: it is shown as text, its http(s) addresses as links), in their own language. Empty
 * (or only spaces) means none.
 */
export const ZReleaseNotes = z.string().trim().max(RELEASE_NOTES_MAX).nullable();

/** A developer's new build of a project. */
export const ZCreateBuildBody = z.object({
  /** The version people see ("1.2.0"). */
  version: z.string().trim().min(1).max(BUILD_VERSION_MAX),
  source: ZBuildSource,
  /** A single-page app: an unknown path answers with its index.html (else a 404 page). */
  spa: z.boolean().default(false),
  /**
   * What changed. None: a release build takes its GitHub release's description; a build of a
   * branch, tag or commit has none until its developer writes them (they may until it is approved).
   */
  releaseNotes: ZReleaseNotes.optional(),
});
export type TCreateBuildBody = z.input<typeof ZCreateBuildBody>;

/** queued → importing → ready (then reviewed) or failed (with its reason). */
export const BUILD_STATUSES = ['QUEUED', 'IMPORTING', 'READY', 'FAILED'] as const;
export type TBuildStatus = (typeof BUILD_STATUSES)[number];

/** A ready build waits for an admin (PENDING); APPROVED ones may become current; REJECTED never. */
export const BUILD_REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TBuildReviewStatus = (typeof BUILD_REVIEW_STATUSES)[number];

/**
 * Why an import failed, shown to the developer in their language (with `params` filled in). The
 * archive refusals keep nothing; the GitHub ones name what was not found.
 */
export const BUILD_FAILURE_CODES = [
  /** An entry's name is absolute, climbs with `..` or holds a backslash (params.path). */
  'UNSAFE_PATH',
  /** A symbolic or hard link (params.path). */
  'LINK',
  /** Two names differing only in case (params.path, params.other). */
  'CASE_TWINS',
  /** More files than allowed (params.limit). */
  'TOO_MANY_FILES',
  /** One file larger than allowed (params.path, params.limitMb). */
  'FILE_TOO_LARGE',
  /** All files together larger than allowed (params.limitMb). */
  'TOTAL_TOO_LARGE',
  /** Unpacks to more than 100 times its packed size (params.ratio). */
  'COMPRESSION_RATIO',
  /** No index.html at the root of the chosen folder (params.folder). */
  'NO_INDEX_HTML',
  /** Not a readable .zip / .tar.gz (damaged or another format). */
  'BAD_ARCHIVE',
  /** The branch, tag or commit does not exist in the repository (params.ref). */
  'REF_NOT_FOUND',
  /** The repository has no release with that tag (params.tag). */
  'RELEASE_NOT_FOUND',
  /** The release has no such .zip asset, or several and none named (params.tag, params.asset). */
  'ASSET_NOT_FOUND',
  /** The repository is gone or private. */
  'REPOSITORY_NOT_FOUND',
  /** GitHub could not be reached after several tries. */
  'GITHUB_UNAVAILABLE',
  /** The import stopped (the server restarted) too many times. */
  'INTERRUPTED',
] as const;
export type TBuildFailureCode = (typeof BUILD_FAILURE_CODES)[number];

export const ZBuildFailure = z.object({
  code: z.enum(BUILD_FAILURE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TBuildFailure = z.infer<typeof ZBuildFailure>;

/** What an import is doing, for the developer's progress bar. */
export const BUILD_PHASES = ['waiting', 'downloading', 'unpacking', 'storing', 'done'] as const;
export const ZBuildProgress = z.object({
  phase: z.enum(BUILD_PHASES),
  /** Bytes downloaded, or files unpacked / stored so far. */
  done: z.number(),
  /** What `done` counts towards, when known. */
  total: z.number().nullable(),
});
export type TBuildProgress = z.infer<typeof ZBuildProgress>;

export const ZBuild = z.object({
  id: z.string(),
  projectId: z.string(),
  version: z.string(),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('release'), tag: z.string(), asset: z.string().nullable() }),
    z.object({ kind: z.literal('ref'), ref: z.string(), folder: z.string() }),
  ]),
  spa: z.boolean(),
  /** The exact commit the files came from (known once the import resolved it). */
  commitSha: z.string().nullable(),
  /** github.com/{owner}/{repo}/commit/{sha}, when the commit is known. */
  commitUrl: z.string().nullable(),
  /** The repository as people read it: github.com/owner/repo. */
  repository: z.string(),
  status: z.enum(BUILD_STATUSES),
  progress: ZBuildProgress,
  failure: ZBuildFailure.nullable(),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
  review: z.enum(BUILD_REVIEW_STATUSES).nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** What changed in this version (null: none written, none in its release). */
  releaseNotes: z.string().nullable(),
  /** Whether its release notes may still be changed (until it is approved). */
  releaseNotesEditable: z.boolean(),
  /** When an admin withdrew it (it can no longer be opened nor made current), and why. */
  withdrawnAt: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
  /** The build the app's address serves now. */
  isCurrent: z.boolean(),
  createdById: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TBuild = z.infer<typeof ZBuild>;

export const ZBuildList = z.object({ builds: z.array(ZBuild) });
export type TBuildList = z.infer<typeof ZBuildList>;

export const ZBuildFile = z.object({
  path: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
});
export type TBuildFile = z.infer<typeof ZBuildFile>;

export const ZBuildDetail = ZBuild.extend({
  projectName: z.string(),
  projectSlug: z.string(),
  files: z.array(ZBuildFile),
});
export type TBuildDetail = z.infer<typeof ZBuildDetail>;

/** A build waiting for review, as the admin's list shows it. */
export const ZPendingBuild = ZBuild.extend({
  projectName: z.string(),
  projectSlug: z.string(),
  projectStatus: z.string(),
  developerName: z.string(),
  priceCents: z.number().int(),
});
export const ZPendingBuildList = z.object({ builds: z.array(ZPendingBuild) });
export type TPendingBuild = z.infer<typeof ZPendingBuild>;

export const BUILD_REVIEW_NOTE_MAX = 1000;
export const ZRejectBuildBody = z.object({ note: z.string().trim().min(3).max(BUILD_REVIEW_NOTE_MAX) });

/** A version's release notes, rewritten by its developer before it is approved (null or '' clears them). */
export const ZUpdateReleaseNotesBody = z.object({ releaseNotes: ZReleaseNotes });
export type TUpdateReleaseNotesBody = z.input<typeof ZUpdateReleaseNotesBody>;

/** Why an admin withdraws an approved build (the developer reads it). */
export const ZWithdrawBuildBody = z.object({
  reason: z.string().trim().min(10).max(BUILD_REVIEW_NOTE_MAX),
});
export type TWithdrawBuildBody = z.input<typeof ZWithdrawBuildBody>;

/**
 * One approved version of an app, as its public page and its owners see it: the version, when it
 * was approved, what changed, and whether it is the one the app's address serves.
 */
export const ZAppVersion = z.object({
  buildId: z.string(),
  version: z.string(),
  /** When an admin approved it. */
  approvedAt: z.string(),
  releaseNotes: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type TAppVersion = z.infer<typeof ZAppVersion>;

/** An app's approved versions, newest first (withdrawn ones left out), at most APP_VERSIONS_MAX. */
export const ZAppVersionList = z.object({
  versions: z.array(ZAppVersion),
  /** How many approved versions there are in all (more than the list when it was cut). */
  total: z.number().int(),
});
export type TAppVersionList = z.infer<typeof ZAppVersionList>;

/** The most versions an app's history lists. */
export const APP_VERSIONS_MAX = 100;

/** The hosted build an app page shows (where it came from); null when the app has none. */
export const ZHostedBuild = z.object({
  buildId: z.string(),
  version: z.string(),
  repository: z.string(),
  commitSha: z.string(),
  commitUrl: z.string(),
  /** When it became the current build (its approval, or when an admin withdrew the one after it). */
  publishedAt: z.string(),
  totalBytes: z.number().int(),
  fileCount: z.number().int(),
  /** The app's own origin (https://{slug}.apps.example.net). */
  appOrigin: z.string(),
});
export type THostedBuild = z.infer<typeof ZHostedBuild>;

/** Where the browser goes to open the app: the launch address (one use, 60 s) or the free app's origin. */
export const ZLaunch = z.object({ url: z.string() });
export type TLaunch = z.infer<typeof ZLaunch>;
