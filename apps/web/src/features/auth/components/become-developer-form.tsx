import { zodResolver } from '@hookform/resolvers/zod';
import Code from 'lucide-react/icons/code';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useBecomeDeveloper } from '../api/become-developer';
import {
  BECOME_DEVELOPER_FIELDS,
  EMPTY_BECOME_DEVELOPER_FORM,
  type TBecomeDeveloperFormValues,
  type TBecomeDeveloperRequest,
  ZBecomeDeveloperForm,
} from './become-developer-form-values';
import { DeveloperFields } from './developer-fields';

/**
 * 'Conviértete en desarrollador': a signed-in user adds the developer fields of registration
 * (checked the same way) and the account becomes a developer's, then the developer dashboard opens.
 */
export function BecomeDeveloperForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const becomeDeveloper = useBecomeDeveloper();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TBecomeDeveloperFormValues, unknown, TBecomeDeveloperRequest>({
    resolver: zodResolver(ZBecomeDeveloperForm),
    defaultValues: EMPTY_BECOME_DEVELOPER_FORM,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await becomeDeveloper.mutateAsync(values);
      toast.success(result.message || t('becomeDeveloper.done'));
      navigate('/developer-dashboard', { replace: true });
    } catch (error) {
      const placed = applyServerFieldErrors(error, setError, BECOME_DEVELOPER_FIELDS);
      setFormError(placed ? t('register.checkFields') : getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={becomeDeveloper.isPending}>
      <DeveloperFields register={register} errors={errors} />
      {formError && <Alert title={t('becomeDeveloper.failedTitle')}>{formError}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/user-profile" variant="secondary" size="lg">
          {t('becomeDeveloper.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          size="lg"
          loading={becomeDeveloper.isPending}
          icon={<Code className="size-5" aria-hidden="true" />}
        >
          {becomeDeveloper.isPending ? t('becomeDeveloper.submitting') : t('becomeDeveloper.submit')}
        </Button>
      </div>
    </form>
  );
}
