import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { useCreateDiscountCode } from '../api/discount-codes';
import { useMyProjects } from '../api/get-my-projects';
import {
  discountCodeBody,
  discountCodeField,
  type TDiscountCodeForm,
  ZDiscountCodeForm,
} from '../utils/discount-code-form';

/** 'Nuevo código': a code for one app or all, a percent or an amount off, with optional limits. */
export function NewDiscountCodeForm({ onCreated }: { onCreated: (code: string) => void }) {
  const { t } = useTranslation('developer-dashboard');
  const messageText = useMessageText();
  const projects = useMyProjects();
  const create = useCreateDiscountCode();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<TDiscountCodeForm>({
    resolver: zodResolver(ZDiscountCodeForm),
    defaultValues: {
      code: '',
      projectId: '',
      kind: 'percent',
      value: '',
      startsAt: '',
      endsAt: '',
      maxUses: '',
      isPublic: false,
    },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(discountCodeBody(values));
      reset();
      onCreated(made.code);
    } catch (error) {
      const details = error instanceof ApiError ? error.details : [];
      let placed = false;
      for (const detail of details) {
        const field = discountCodeField(detail.field);
        if (field) {
          setError(field, { type: 'server', message: detail.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setError('root', { type: 'server', message: getErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('codes.form.code')}
          hint={t('codes.form.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          required
          error={messageText(errors.code?.message)}
          {...register('code')}
        />
        <SelectField
          label={t('codes.form.app')}
          error={messageText(errors.projectId?.message)}
          {...register('projectId')}
        >
          <option value="">{t('codes.form.allApps')}</option>
          {(projects.data ?? []).map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('codes.form.kind')}
          error={messageText(errors.kind?.message)}
          {...register('kind')}
        >
          <option value="percent">{t('codes.form.percent')}</option>
          <option value="fixed">{t('codes.form.fixed')}</option>
        </SelectField>
        <TextField
          label={kind === 'percent' ? t('codes.form.percentValue') : t('codes.form.fixedValue')}
          inputMode="decimal"
          required
          error={messageText(errors.value?.message)}
          {...register('value')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={t('codes.form.startsAt')}
          type="datetime-local"
          error={messageText(errors.startsAt?.message)}
          {...register('startsAt')}
        />
        <TextField
          label={t('codes.form.endsAt')}
          type="datetime-local"
          error={messageText(errors.endsAt?.message)}
          {...register('endsAt')}
        />
        <TextField
          label={t('codes.form.maxUses')}
          hint={t('codes.form.maxUsesHint')}
          inputMode="numeric"
          error={messageText(errors.maxUses?.message)}
          {...register('maxUses')}
        />
      </div>
      <CheckboxField
        label={t('codes.form.isPublic')}
        hint={t('codes.form.isPublicHint')}
        {...register('isPublic')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" loading={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />}>
        {t('codes.form.submit')}
      </Button>
    </form>
  );
}
