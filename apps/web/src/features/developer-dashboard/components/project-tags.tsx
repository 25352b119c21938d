import { useTranslation } from 'react-i18next';
import { splitTags } from '../utils/project-tags';

/** A project's tags: the first five, then '+N más' (the rest are named for screen readers and on hover). */
export function ProjectTags({ tags }: { tags: ReadonlyArray<string> }) {
  const { t } = useTranslation('developer-dashboard');
  const { shown, hidden } = splitTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('apps.card.tags')} className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200"
        >
          {tag}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          title={hidden.join(', ')}
          className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-inset ring-indigo-200"
        >
          <span aria-hidden="true">{t('apps.card.moreTags', { count: hidden.length })}</span>
          <span className="sr-only">
            {t('apps.card.moreTagsLabel', { count: hidden.length, tags: hidden.join(', ') })}
          </span>
        </li>
      )}
    </ul>
  );
}
