import { CATEGORIES } from '@vitrina/shared/projects/categories';
import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import { PROJECT_TEXT_LIMITS } from '@vitrina/shared/projects/project-limits';
import FileText from 'lucide-react/icons/file-text';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CharCounter, describedByIds } from '../../../components/ui/char-counter';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useMessageText } from '../../../lib/form-errors';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

const L = PROJECT_LIMITS;
const T = PROJECT_TEXT_LIMITS;

/** Name, descriptions, category, audience, version and licence. */
export function BasicInfoSection() {
  const { t } = useTranslation('project-form');
  const { t: tc } = useTranslation();
  const messageText = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();
  const [name = '', shortDescription = '', description = '', targetAudience = ''] = useWatch({
    control,
    name: ['name', 'shortDescription', 'description', 'targetAudience'],
  });
  const nameError = messageText(errors.name?.message);

  return (
    <FormSection
      id="section-basic"
      icon={<FileText className="size-5" aria-hidden="true" />}
      title={t('sections.basic.title')}
      description={t('sections.basic.description')}
    >
      <TextField
        id="field-name"
        label={t('fields.name.label')}
        placeholder={t('fields.name.placeholder')}
        hint={t('fields.name.hint', { min: L.nameMin, max: L.nameMax })}
        maxLength={L.nameMax}
        autoComplete="off"
        required
        error={nameError}
        labelAside={<CharCounter id="field-name-count" length={name.length} max={L.nameMax} />}
        aria-describedby={describedByIds('field-name', true, nameError, 'field-name-count')}
        {...register('name')}
      />
      <TextAreaField
        id="field-shortDescription"
        label={t('fields.shortDescription.label')}
        placeholder={t('fields.shortDescription.placeholder')}
        hint={t('fields.shortDescription.hint', { min: L.shortDescriptionMin })}
        size="sm"
        length={shortDescription.length}
        maxLength={L.shortDescriptionInputMax}
        required
        error={messageText(errors.shortDescription?.message)}
        {...register('shortDescription')}
      />
      <TextAreaField
        id="field-description"
        label={t('fields.description.label')}
        placeholder={t('fields.description.placeholder')}
        hint={t('fields.description.hint', { min: L.descriptionMin })}
        size="lg"
        length={description.length}
        maxLength={L.descriptionMax}
        required
        error={messageText(errors.description?.message)}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="field-category"
          label={t('fields.category.label')}
          required
          error={messageText(errors.category?.message)}
          {...register('category')}
        >
          <option value="">{t('fields.category.placeholder')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {tc(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="field-version"
          label={t('fields.version.label')}
          placeholder="1.0.0"
          hint={t('fields.version.hint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={T.versionMax}
          error={messageText(errors.version?.message)}
          {...register('version')}
        />
      </div>
      <TextAreaField
        id="field-targetAudience"
        label={t('fields.targetAudience.label')}
        placeholder={t('fields.targetAudience.placeholder')}
        hint={t('fields.targetAudience.hint', { min: L.targetAudienceMin })}
        size="sm"
        length={targetAudience.length}
        maxLength={T.targetAudienceMax}
        required
        error={messageText(errors.targetAudience?.message)}
        {...register('targetAudience')}
      />
      <TextField
        id="field-license"
        label={t('fields.license.label')}
        placeholder={t('fields.license.placeholder')}
        hint={t('fields.license.hint')}
        autoComplete="off"
        maxLength={T.licenseMax}
        error={messageText(errors.license?.message)}
        {...register('license')}
      />
      <CheckboxField
        id="field-isOpenSource"
        label={t('fields.isOpenSource.label')}
        hint={t('fields.isOpenSource.hint')}
        {...register('isOpenSource')}
      />
    </FormSection>
  );
}
