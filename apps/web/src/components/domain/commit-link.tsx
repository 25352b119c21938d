import { useTranslation } from 'react-i18next';
import { shortSha } from '../../domain/build-display';
import { cn } from '../ui/cn';

interface CommitLinkProps {
  sha: string;
  /** The commit on GitHub; without it the short sha is shown as text. */
  url: string | null;
  className?: string;
}

/** A commit as its short sha ('abc1234'), linking to it on GitHub in a new tab (never translated). */
export function CommitLink({ sha, url, className }: CommitLinkProps) {
  const { t } = useTranslation();
  const short = shortSha(sha) ?? sha;
  if (!url)
    return (
      <code translate="no" className={cn('font-mono text-[0.95em]', className)}>
        {short}
      </code>
    );
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={sha}
      translate="no"
      className={cn(
        'font-mono text-[0.95em] text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700',
        className,
      )}
    >
      {short}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
