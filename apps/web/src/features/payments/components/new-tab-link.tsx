import ExternalLink from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

interface NewTabLinkProps {
  href: string;
  /** The link's text (filled in by `<Trans>` when used as one of its components). */
  children?: ReactNode;
  /** Colours for a tinted panel (indigo by default). */
  className?: string;
}

/**
 * A link from the checkout to one of the legal pages. It opens in a new tab, so the form being
 * filled in is not lost, and says so to screen readers.
 */
export function NewTabLink({ href, children, className }: NewTabLinkProps) {
  const { t } = useTranslation('payments');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex items-center gap-0.5 font-semibold underline underline-offset-2',
        className ?? 'text-indigo-700 hover:text-indigo-900',
      )}
    >
      {children}
      <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {t('checkout.newTab')}</span>
    </a>
  );
}
