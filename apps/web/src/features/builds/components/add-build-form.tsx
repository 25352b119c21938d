import { RELEASE_NOTES_MAX } from '@vitrina/shared/builds/build.schemas';
import GitBranch from 'lucide-react/icons/git-branch';
import PackagePlus from 'lucide-react/icons/package-plus';
import Tag from 'lucide-react/icons/tag';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateBuild } from '../api/create-build';
import {
  BUILD_FORM_DEFAULTS,
  BUILD_FORM_FIELDS,
  buildFormResolver,
  type TBuildFormValues,
  type TCheckedBuildBody,
} from '../utils/build-form';

interface AddBuildFormProps {
  projectId: string;
  /** An import is open: the server takes one at a time, so the form waits for it. */
  busy: boolean;
}

const KINDS = [
  { value: 'release', icon: Tag },
  { value: 'ref', icon: GitBranch },
] as const;

/**
 * 'Añadir versión': the version people will see, where the built files are in the repository (a
 * release's .zip, or a folder at a branch, tag or commit), whether the app is a single-page app,
 * and its release notes (optional: a release's description is taken when none are written).
 * Checked with the server's schema; the server's own refusals show above the button.
 */
export function AddBuildForm({ projectId, busy }: AddBuildFormProps) {
  const { t } = useTranslation('builds');
  const create = useCreateBuild();
  const [failure, setFailure] = useState<string | null>(null);
  const legendId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<TBuildFormValues, unknown, TCheckedBuildBody>({
    resolver: buildFormResolver,
    defaultValues: BUILD_FORM_DEFAULTS,
  });
  const kind = watch('kind');

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const build = await create.mutateAsync({ projectId, body });
      toast.success(t('form.added', { version: build.version }), { toastId: `build-added-${build.id}` });
      // The next version usually comes from the same kind of source.
      reset({ ...BUILD_FORM_DEFAULTS, kind: body.source.kind, spa: body.spa });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, BUILD_FORM_FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="@container space-y-5" aria-busy={create.isPending}>
      <TextField
        label={t('form.version')}
        hint={t('form.versionHint')}
        placeholder="1.2.0"
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.version?.message}
        {...register('version')}
      />

      <fieldset className="min-w-0 space-y-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('form.sourceLegend')}
        </legend>
        <div className="grid gap-2 @md:grid-cols-2">
          {KINDS.map(({ value, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-w-0 cursor-pointer gap-3 rounded-xl border p-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                kind === value
                  ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500'
                  : 'border-slate-300 bg-white hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 size-4 shrink-0 accent-indigo-600"
                {...register('kind')}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                  <Icon className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                  {t(`form.kinds.${value}.label`)}
                </span>
                <span className="block text-xs text-slate-600">{t(`form.kinds.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'release' ? (
        <div className="grid gap-4 @md:grid-cols-2">
          <TextField
            label={t('form.tag')}
            placeholder="v1.2.0"
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.tag?.message}
            {...register('tag')}
          />
          <TextField
            label={t('form.asset')}
            hint={t('form.assetHint')}
            placeholder="app.zip"
            autoComplete="off"
            spellCheck={false}
            error={errors.asset?.message}
            {...register('asset')}
          />
        </div>
      ) : (
        <div className="grid gap-4 @md:grid-cols-2">
          <TextField
            label={t('form.ref')}
            placeholder="main"
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.ref?.message}
            {...register('ref')}
          />
          <TextField
            label={t('form.folder')}
            hint={t('form.folderHint')}
            placeholder={t('form.folderPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            error={errors.folder?.message}
            {...register('folder')}
          />
        </div>
      )}

      <CheckboxField label={t('form.spa')} hint={t('form.spaHint')} {...register('spa')} />

      <TextAreaField
        label={t('form.notes')}
        hint={t('form.notesHint')}
        placeholder={t('form.notesPlaceholder')}
        rows={4}
        length={watch('releaseNotes').length}
        maxLength={RELEASE_NOTES_MAX}
        error={errors.releaseNotes?.message}
        {...register('releaseNotes')}
      />

      {failure && <Alert title={t('form.failed')}>{failure}</Alert>}
      {busy && (
        <p className="rounded-xl bg-blue-50 px-3 py-2 text-sm text-blue-900 ring-1 ring-blue-200">
          {t('form.busy')}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={create.isPending}
          disabled={busy}
          icon={<PackagePlus className="size-4" aria-hidden="true" />}
        >
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
