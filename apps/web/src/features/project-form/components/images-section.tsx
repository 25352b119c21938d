import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import Images from 'lucide-react/icons/images';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';
import { ScreenshotList } from './screenshot-list';
import { UrlThumbnail } from './url-thumbnail';

/** The store image (required) and the screenshots of the app page. */
export function ImagesSection() {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();
  const mainImage = useWatch({ control, name: 'mainImage' });

  return (
    <FormSection
      id="section-images"
      icon={<Images className="size-5" aria-hidden="true" />}
      title={t('sections.images.title')}
      description={t('sections.images.description')}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            id="field-mainImage"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROJECT_LIMITS.urlMax}
            label={t('fields.mainImage.label')}
            placeholder={t('fields.mainImage.placeholder')}
            hint={t('fields.mainImage.hint')}
            required
            error={messageText(errors.mainImage?.message)}
            {...register('mainImage')}
          />
        </div>
        {/* Lined up with the input, under the label. */}
        <UrlThumbnail src={mainImage} className="mt-6.5 h-11 w-20" />
      </div>
      <ScreenshotList />
    </FormSection>
  );
}
