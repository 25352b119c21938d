import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

/** 'Oficial': apps and developers of the platform itself. */
export function OfficialBadge({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white',
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {t('developer.official')}
    </span>
  );
}
