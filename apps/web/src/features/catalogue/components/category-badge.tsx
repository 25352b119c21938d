import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { CategoryIcon } from './category-icon';

/** A category's label in the reader's language; unknown values are shown as they are. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation();
  return (category) => (category ? t(`categories.${category}`, { defaultValue: category }) : '');
}

/** The category of an app as a small pill with its icon; the label wraps rather than being cut. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const label = useCategoryLabel()(category);
  if (!label) return null;
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-200/70',
        className,
      )}
    >
      <CategoryIcon category={category} className="size-3.5 shrink-0" />
      {/* The whole label, on two lines in a narrow column rather than cut. */}
      <span className="min-w-0 text-balance">{label}</span>
    </span>
  );
}
