import Save from 'lucide-react/icons/save';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';

interface FormActionBarProps {
  mode: 'create' | 'edit';
  submitting: boolean;
  /** A line on what saving does (goes to review, leaves the store...). */
  note: string;
}

/** Cancel and submit, kept in view at the bottom of the screen while the form scrolls. */
export function FormActionBar({ mode, submitting, note }: FormActionBarProps) {
  const { t } = useTranslation('project-form');
  const label =
    mode === 'create'
      ? submitting
        ? t('actions.publishing')
        : t('actions.publish')
      : submitting
        ? t('actions.saving')
        : t('actions.save');
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.15)] backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-2xl sm:border sm:px-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600 sm:text-sm">{note}</p>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
          <ButtonLink to="/developer-dashboard" variant="secondary">
            {t('actions.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            loading={submitting}
            icon={
              mode === 'create' ? (
                <Send className="size-4" aria-hidden="true" />
              ) : (
                <Save className="size-4" aria-hidden="true" />
              )
            }
          >
            {label}
          </Button>
        </div>
      </div>
    </div>
  );
}
