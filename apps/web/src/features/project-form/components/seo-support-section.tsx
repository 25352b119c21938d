import { PROJECT_TEXT_LIMITS } from '@vitrina/shared/projects/project-limits';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CharCounter, describedByIds } from '../../../components/ui/char-counter';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useMessageText } from '../../../lib/form-errors';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

const SEO_TITLE_MAX = PROJECT_TEXT_LIMITS.seoTitleMax;
const SEO_DESCRIPTION_MAX = PROJECT_TEXT_LIMITS.seoDescriptionMax;

/** Where buyers get help, and how the app's page reads in search engines. */
export function SeoSupportSection() {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();
  const [seoTitle = '', seoDescription = ''] = useWatch({ control, name: ['seoTitle', 'seoDescription'] });
  const seoTitleError = messageText(errors.seoTitle?.message);
  const seoTitleHint = t('fields.seoTitle.hint');

  return (
    <FormSection
      id="section-seo"
      icon={<LifeBuoy className="size-5" aria-hidden="true" />}
      title={t('sections.seo.title')}
      description={t('sections.seo.description')}
    >
      <TextField
        id="field-supportEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={t('fields.supportEmail.label')}
        placeholder={t('fields.supportEmail.placeholder')}
        hint={t('fields.supportEmail.hint')}
        required
        error={messageText(errors.supportEmail?.message)}
        {...register('supportEmail')}
      />
      <TextField
        id="field-seoTitle"
        label={t('fields.seoTitle.label')}
        placeholder={t('fields.seoTitle.placeholder')}
        hint={seoTitleHint}
        maxLength={SEO_TITLE_MAX}
        autoComplete="off"
        error={seoTitleError}
        labelAside={
          <CharCounter id="field-seoTitle-count" length={seoTitle?.length ?? 0} max={SEO_TITLE_MAX} />
        }
        aria-describedby={describedByIds(
          'field-seoTitle',
          seoTitleHint,
          seoTitleError,
          'field-seoTitle-count',
        )}
        {...register('seoTitle')}
      />
      <TextAreaField
        id="field-seoDescription"
        label={t('fields.seoDescription.label')}
        placeholder={t('fields.seoDescription.placeholder')}
        hint={t('fields.seoDescription.hint')}
        size="sm"
        length={seoDescription?.length ?? 0}
        maxLength={SEO_DESCRIPTION_MAX}
        error={messageText(errors.seoDescription?.message)}
        {...register('seoDescription')}
      />
    </FormSection>
  );
}
