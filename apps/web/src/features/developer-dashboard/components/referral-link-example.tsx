import Copy from 'lucide-react/icons/copy';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/**
 * An example link with a source (one of the developer's apps' addresses with `?ref=newsletter`),
 * shown in full and copied with one click. Where the browser does not let the page write to the
 * clipboard, the link is selected so it can be copied by hand.
 */
export function ReferralLinkExample({ path }: { path: string }) {
  const { t } = useTranslation('developer-dashboard');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const link = `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('analytics.sources.copied'), { toastId: 'referral-link-copied' });
    } catch {
      input.current?.select();
      toast.error(t('analytics.sources.copyFailed'), { toastId: 'referral-link-copy-failed' });
    }
  };

  return (
    <div className="mt-5 w-full text-left">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {t('analytics.sources.exampleLabel')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          ref={input}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
        />
        <Button
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          onClick={() => void copy()}
          icon={<Copy className="size-4" aria-hidden="true" />}
        >
          {t('analytics.sources.copy')}
        </Button>
      </div>
    </div>
  );
}
