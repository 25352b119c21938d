import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import Tags from 'lucide-react/icons/tags';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/form-errors';
import { errorMessageOf } from '../utils/error-message-of';
import { ChipInput } from './chip-input';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

const L = PROJECT_LIMITS;

/** Tags (shown on the app) and keywords (used by the store's search). */
export function TagsSection() {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const { control } = useFormContext<TProjectFormValues>();

  return (
    <FormSection
      id="section-tags"
      icon={<Tags className="size-5" aria-hidden="true" />}
      title={t('sections.tags.title')}
      description={t('sections.tags.description')}
    >
      {(['tags', 'keywords'] as const).map((kind) => (
        <Controller
          key={kind}
          control={control}
          name={kind}
          render={({ field, fieldState }) => (
            <ChipInput
              kind={kind}
              name={field.name}
              label={t(`fields.${kind}.label`)}
              hint={t(`fields.${kind}.hint`, {
                min: kind === 'tags' ? L.tagsMin : L.keywordsMin,
                max: kind === 'tags' ? L.tagsMax : L.keywordsMax,
              })}
              placeholder={t(`fields.${kind}.placeholder`)}
              required
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={kind === 'tags' ? L.tagsMax : L.keywordsMax}
              maxLength={L.termMax}
              error={messageText(errorMessageOf(fieldState.error))}
            />
          )}
        />
      ))}
    </FormSection>
  );
}
