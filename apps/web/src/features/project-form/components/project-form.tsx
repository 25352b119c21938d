import type { TProject } from '@vitrina/shared/projects/project.responses';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useCreateProject } from '../api/create-project';
import { useMyCommission } from '../api/get-my-commission';
import { useUpdateProject } from '../api/update-project';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { useKeepFocusInView } from '../hooks/use-keep-focus-in-view';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { describeSubmitFailure, type TSubmitFailure } from '../utils/submit-failure';
import { BasicInfoSection } from './basic-info-section';
import type { TCommissionState } from './commission-note';
import { FormActionBar } from './form-action-bar';
import { ImagesSection } from './images-section';
import { LeaveConfirmModal } from './leave-confirm-modal';
import { LinksSection } from './links-section';
import { PriceSection } from './price-section';
import {
  emptyProjectValues,
  isProjectFormField,
  PROJECT_FORM_FIELDS,
  projectFormResolver,
  projectToFormValues,
  type TProjectFormValues,
  type TProjectInput,
  toProjectPayload,
} from './project-form-values';
import { SeoSupportSection } from './seo-support-section';
import { StorePreviewCard } from './store-preview-card';
import { SubmitFailureAlert } from './submit-failure-alert';
import { TagsSection } from './tags-section';

type ProjectFormProps = { mode: 'create'; project?: undefined } | { mode: 'edit'; project: TProject };

/** The project form: every rule of the shared schema, sent to create or to update. */
export function ProjectForm({ mode, project }: ProjectFormProps) {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { user } = useSession();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const myCommission = useMyCommission({ enabled: mode === 'create' });
  const [failure, setFailure] = useState<TSubmitFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const keepFocusInView = useKeepFocusInView(
    () => formRef.current?.querySelector('[data-action-bar]') ?? null,
  );

  const form = useForm<TProjectFormValues, unknown, TProjectInput>({
    resolver: projectFormResolver,
    mode: 'onTouched',
    // Focus follows the order on screen (useFocusFirstInvalid), not the order fields registered.
    shouldFocusError: false,
    defaultValues: project ? projectToFormValues(project) : emptyProjectValues(user?.email ?? ''),
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  const { blocker, allowLeaving } = useUnsavedChangesGuard(isDirty);

  // An edit shows the rate of this very project (an administrator may have set one for it).
  const commission: TCommissionState = project
    ? { status: 'ready', rate: project.customCommissionRate, isInternal: project.developerIsInternal }
    : myCommission.data
      ? { status: 'ready', ...myCommission.data }
      : myCommission.isError
        ? { status: 'error', retry: () => void myCommission.refetch() }
        : { status: 'loading' };

  const onValid = async (values: TProjectInput) => {
    setFailure(null);
    const payload = toProjectPayload(values, project);
    try {
      const saved = project
        ? await updateProject.mutateAsync({ id: project.id, input: payload })
        : await createProject.mutateAsync(payload);
      const message =
        saved.githubCheck === 'PENDING'
          ? t('success.githubPending', { name: saved.name })
          : !project
            ? t('success.created', { name: saved.name })
            : saved.pendingRevision?.status === 'PENDING'
              ? t('success.updatedPublished', { name: saved.name })
              : t('success.updated', { name: saved.name });
      allowLeaving();
      toast.success(message);
      navigate('/developer-dashboard', { state: { message } });
    } catch (error) {
      applyServerFieldErrors(error, setError, PROJECT_FORM_FIELDS);
      const described = describeSubmitFailure(error, {
        problemsFound: t('errors.problemsFound'),
        checkFields: t('errors.checkFields'),
        unauthenticated: messageText('error.unauthenticated') ?? '',
        developerOnly: messageText('project.developerOnly') ?? '',
        generic: project ? t('errors.updateFailed') : t('errors.createFailed'),
        labelOf: (field) => (isProjectFormField(field) ? t(`fields.${field}.label`) : undefined),
      });
      setFailure(described);
      // A rejected token ends the session and the guard replaces the form: say why in a toast.
      if (error instanceof ApiError && error.status === 401) toast.error(described.message);
      // The first field the server refused, or else the message box that says what went wrong.
      focusFirstInvalid(() => failureRef.current);
    }
  };

  const onSubmit = handleSubmit(onValid, () => {
    setFailure(null);
    focusFirstInvalid();
  });

  const note =
    mode === 'create'
      ? t('actions.noteCreate')
      : project?.status === 'PUBLISHED'
        ? t('actions.notePublished')
        : t('actions.noteEdit');

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-busy={isSubmitting}
        onFocus={keepFocusInView}
        // Keyboard focus scrolls a control clear of the sticky top bar and the action bar.
        className="mt-8 [&_:is(input,textarea,select,button)]:scroll-mt-24 [&_:is(input,textarea,select,button)]:scroll-mb-40"
      >
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <div className="min-w-0 space-y-6">
            {failure && <SubmitFailureAlert ref={failureRef} failure={failure} />}
            <p className="text-sm text-slate-600">
              <span className="text-red-700" aria-hidden="true">
                *
              </span>{' '}
              {t('requiredLegend')}
            </p>
            <BasicInfoSection />
            <PriceSection commission={commission} />
            <LinksSection />
            <ImagesSection />
            <TagsSection />
            <SeoSupportSection />
          </div>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <StorePreviewCard />
          </div>
        </div>
        <FormActionBar mode={mode} submitting={isSubmitting} note={note} />
      </form>
      <LeaveConfirmModal blocker={blocker} />
    </FormProvider>
  );
}
