import type { TLaunch } from '@vitrina/shared/builds/build.schemas';
import ExternalLink from 'lucide-react/icons/external-link';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LaunchAddressError, openInNewTab } from '../../domain/app-launch';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button, type TButtonSize, type TButtonVariant } from '../ui/button';
import { ToastMessage } from '../ui/toast-message';

interface LaunchButtonProps {
  /** Asks the server where to go (the app's launch or a build's preview). */
  launch: () => Promise<TLaunch>;
  /** Tells one launch's toasts from another's (the project or build id). */
  toastId: string;
  children: ReactNode;
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** What a popup blocker left: the address as a link the person can follow themselves. */
function BlockedMessage({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="font-semibold">{t('launch.blocked')}</p>
      <p className="mt-0.5 text-sm">
        {t('launch.blockedText')}{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-indigo-700 underline underline-offset-2"
        >
          {t('launch.blockedLink')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </p>
    </div>
  );
}

/**
 * Opens an app Vitrina hosts in a new tab: the tab opens on the click, goes to the address the
 * server gives, and never holds a handle on this window (domain/app-launch). A failure closes the tab
 * and says why in a toast.
 */
export function LaunchButton({
  launch,
  toastId,
  children,
  variant,
  size,
  fullWidth,
  className,
  'aria-label': ariaLabel,
}: LaunchButtonProps) {
  const { t } = useTranslation();
  const [launching, setLaunching] = useState(false);

  const handleClick = async () => {
    setLaunching(true);
    try {
      const outcome = await openInNewTab(launch);
      if (!outcome.opened) {
        toast.warning(<BlockedMessage url={outcome.url} />, {
          toastId: `launch-${toastId}`,
          autoClose: 60_000,
        });
      }
    } catch (error) {
      const text = error instanceof LaunchAddressError ? t('launch.badAddress') : getErrorMessage(error);
      toast.error(<ToastMessage title={t('launch.failed')} text={text} />, { toastId: `launch-${toastId}` });
    } finally {
      setLaunching(false);
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      loading={launching}
      onClick={() => void handleClick()}
      aria-label={ariaLabel}
      icon={<ExternalLink className={size === 'lg' ? 'size-5' : 'size-4'} aria-hidden="true" />}
    >
      {children}
      {!ariaLabel && <span className="sr-only"> {t('newTab')}</span>}
    </Button>
  );
}
