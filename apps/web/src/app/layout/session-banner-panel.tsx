import { LIMITS } from '@vitrina/shared/config/limits';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { getSessionRemainingMs } from '../../lib/session-activity';
import { recordActivity, useSession } from '../../lib/session-store';

/** m:ss, rounding up so the banner never shows 0:00 while time remains. */
function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Bottom-right warning shown when under 2 minutes of inactivity remain, counting down.
 * Ticks with setInterval/Date.now so a fake browser clock can drive it in tests.
 */
export function SessionBannerPanel() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (status !== 'authenticated') return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [status]);

  if (status !== 'authenticated') return null;
  const remaining = getSessionRemainingMs(now);
  if (remaining <= 0 || remaining >= LIMITS.sessionWarningMs) return null;

  return (
    <section
      aria-labelledby="session-banner-title"
      data-testid="session-banner"
      className="fixed right-4 bottom-4 left-4 z-50 motion-safe:animate-fade-in rounded-2xl border border-amber-200 bg-white p-4 shadow-2xl shadow-slate-900/15 sm:left-auto sm:w-96"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Clock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="session-banner-title" className="text-sm font-semibold text-slate-900">
            {t('session.banner.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('session.banner.text')}{' '}
            <time className="font-mono font-bold text-slate-900 tabular-nums" data-testid="session-countdown">
              {formatRemaining(remaining)}
            </time>
          </p>
          {/* Announced once, not every second. */}
          <p role="status" className="sr-only">
            {t('session.banner.announcement')}
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={() => {
              recordActivity({ force: true });
              setNow(Date.now());
            }}
          >
            {t('session.banner.stay')}
          </Button>
        </div>
      </div>
    </section>
  );
}
