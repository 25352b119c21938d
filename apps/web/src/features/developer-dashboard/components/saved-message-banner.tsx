import CircleCheck from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';

/** The project form's 'sent for review' message, kept on the dashboard until dismissed. */
export function SavedMessageBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('developer-dashboard');
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t('saved.title')}</p>
        <p className="mt-0.5 break-words">{message}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('saved.dismiss')}
        className="-my-1 -mr-2 shrink-0 rounded-lg p-2 text-emerald-800 hover:bg-emerald-100 hover:text-emerald-950"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
