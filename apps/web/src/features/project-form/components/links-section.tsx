import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import Link2 from 'lucide-react/icons/link-2';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

type TUrlField =
  | 'demoUrl'
  | 'sourceCodeUrl'
  | 'documentationUrl'
  | 'videoUrl'
  | 'privacyPolicyUrl'
  | 'termsOfServiceUrl';

const REQUIRED: ReadonlyArray<TUrlField> = ['demoUrl', 'sourceCodeUrl'];
const OPTIONAL: ReadonlyArray<TUrlField> = [
  'documentationUrl',
  'videoUrl',
  'privacyPolicyUrl',
  'termsOfServiceUrl',
];

/** The app's address, its public repository and the optional documentation and legal pages. */
export function LinksSection() {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const {
    register,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();

  const urlField = (name: TUrlField, required: boolean) => (
    <TextField
      key={name}
      id={`field-${name}`}
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      maxLength={PROJECT_LIMITS.urlMax}
      label={t(`fields.${name}.label`)}
      placeholder={t(`fields.${name}.placeholder`)}
      hint={t(`fields.${name}.hint`)}
      required={required}
      error={messageText(errors[name]?.message)}
      {...register(name)}
    />
  );

  return (
    <FormSection
      id="section-links"
      icon={<Link2 className="size-5" aria-hidden="true" />}
      title={t('sections.links.title')}
      description={t('sections.links.description')}
    >
      {REQUIRED.map((name) => urlField(name, true))}
      <div className="grid gap-5 md:grid-cols-2">{OPTIONAL.map((name) => urlField(name, false))}</div>
    </FormSection>
  );
}
