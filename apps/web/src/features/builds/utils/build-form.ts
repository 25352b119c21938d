import { type TCreateBuildBody, ZCreateBuildBody } from '@vitrina/shared/builds/build.schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { schemaMessages } from '../../../lib/schema-messages';

/** The request as the server reads it, once checked (trimmed, folder without slashes). */
export type TCheckedBuildBody = z.output<typeof ZCreateBuildBody>;

/**
 * The 'Añadir versión' form: one flat set of fields, so switching between a release and a branch
 * keeps what was typed in the other.
 */
export interface TBuildFormValues {
  version: string;
  kind: 'release' | 'ref';
  tag: string;
  /** The release's .zip asset; empty = its only .zip. */
  asset: string;
  ref: string;
  /** The folder with index.html; empty = the repository's root. */
  folder: string;
  spa: boolean;
  /** What changed; empty = none (a release's own description is taken then). */
  releaseNotes: string;
}

export const BUILD_FORM_DEFAULTS: TBuildFormValues = {
  version: '',
  kind: 'release',
  tag: '',
  asset: '',
  ref: '',
  folder: 'dist',
  spa: false,
  releaseNotes: '',
};

/** The fields that may carry an error, in the order they are shown. */
export const BUILD_FORM_FIELDS = ['version', 'tag', 'asset', 'ref', 'folder', 'spa', 'releaseNotes'] as const;
type TBuildFormField = (typeof BUILD_FORM_FIELDS)[number];

/** The request the form's values make: only the chosen source, an empty asset meaning none named. */
export function toCreateBuildBody(values: TBuildFormValues): TCreateBuildBody {
  const source: TCreateBuildBody['source'] =
    values.kind === 'release'
      ? { kind: 'release', tag: values.tag, asset: values.asset.trim() ? values.asset : null }
      : { kind: 'ref', ref: values.ref, folder: values.folder };
  return {
    version: values.version,
    source,
    spa: values.spa,
    releaseNotes: values.releaseNotes.trim() ? values.releaseNotes : null,
  };
}

/** The form field a schema issue is about ('source.tag' is the tag field), if any. */
export function fieldOfIssue(path: ReadonlyArray<PropertyKey>): TBuildFormField | null {
  const name = path[0] === 'source' ? path[1] : path[0];
  return BUILD_FORM_FIELDS.find((field) => field === name) ?? null;
}

/**
 * Checks the form with the server's own schema (ZCreateBuildBody), its messages in the page's
 * language, each under the field it is about.
 */
export const buildFormResolver: Resolver<TBuildFormValues, unknown, TCheckedBuildBody> = (values) => {
  const parsed = ZCreateBuildBody.safeParse(toCreateBuildBody(values), schemaMessages);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<TBuildFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfIssue(issue.path);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
