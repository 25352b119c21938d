import type { THostedBuild } from '@vitrina/shared/builds/build.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { isHttpUrl } from '@vitrina/shared/projects/project-urls';
import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import CircleCheck from 'lucide-react/icons/circle-check';
import ExternalLink from 'lucide-react/icons/external-link';
import Info from 'lucide-react/icons/info';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LaunchButton } from '../../../components/domain/launch-button';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { launchProject } from '../../../domain/app-launch';
import { loginHref } from '../../../lib/login-redirect';
import { formatUsd } from '../../../lib/money-format';
import { useSession } from '../../../lib/session-store';
import { discountPercent, isFree } from '../utils/catalogue-format';
import { RatingStars } from './rating-stars';
import { SaleBadge } from './sale-badge';

interface ProjectPurchaseCardProps {
  project: TProject;
  isPlaceholder: boolean;
}

function Notice({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * An app Vitrina hosts, open to this viewer: 'Abrir app' opens its current build in a new tab (a
 * free app at its origin; a paid one through a launch, a one-use address the server gives);
 * the developer's own demo, when there is one, stays beside it, named as such.
 */
function HostedAppActions({
  project,
  build,
  demoUrl,
}: {
  project: TProject;
  build: THostedBuild;
  demoUrl: string | null;
}) {
  const { t } = useTranslation('catalogue');
  const free = isFree(project.price);
  const origin = free && isHttpUrl(build.appOrigin) ? build.appOrigin : null;
  return (
    <div className="space-y-3">
      {!free && (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('detail.purchase.owned')}
        </p>
      )}
      {origin ? (
        // A free app's address is its own origin, for anyone: no launch needed (nor a session).
        <a
          href={origin}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'lg', fullWidth: true })}
        >
          <ExternalLink className="size-5" aria-hidden="true" />
          {t('detail.purchase.launch')}
          <span className="sr-only">{t('links.newTab')}</span>
        </a>
      ) : (
        <LaunchButton launch={() => launchProject(project.id)} toastId={project.id} size="lg" fullWidth>
          {t('detail.purchase.launch')}
        </LaunchButton>
      )}
      {demoUrl && (
        <a
          href={demoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', fullWidth: true })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('detail.purchase.demo')}
          <span className="sr-only">{t('links.newTab')}</span>
        </a>
      )}
    </div>
  );
}

/**
 * The checkout's address (a public sale's code goes with it, applied there), or for a visitor the
 * sign-in that comes back to it: a plain address, which works before the page's script has run.
 */
function useCheckoutHref(project: TProject): string {
  const signedIn = useSession().user !== null;
  const code = project.sale ? `?code=${encodeURIComponent(project.sale.code)}` : '';
  const checkout = `/checkout/${encodeURIComponent(project.id)}${code}`;
  return signedIn ? checkout : loginHref(checkout);
}

/** Pay what you want from 0: the app is open to all, and anyone may still pay for it. */
function PayWhatYouWantLink({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const href = useCheckoutHref(project);
  return (
    <ButtonLink to={href} variant="secondary" fullWidth>
      {t('detail.purchase.payWhatYouWant')}
    </ButtonLink>
  );
}

/** The action under the price: open the app, buy it, or say why neither is possible. */
function PurchaseAction({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const appUrl = project.demoUrl && isHttpUrl(project.demoUrl) ? project.demoUrl : null;
  const free = isFree(project.price);
  const checkoutHref = useCheckoutHref(project);

  if (free || project.hasAccess) {
    const tip = free && project.payWhatYouWant ? <PayWhatYouWantLink project={project} /> : null;
    if (project.hostedBuild)
      return (
        <div className="space-y-3">
          <HostedAppActions project={project} build={project.hostedBuild} demoUrl={appUrl} />
          {tip}
        </div>
      );
    if (!appUrl) return <Notice>{t('detail.purchase.unavailable')}</Notice>;
    return (
      <div className="space-y-3">
        {!free && (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('detail.purchase.owned')}
          </p>
        )}
        <a
          href={appUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'lg', fullWidth: true })}
        >
          {t('detail.purchase.open')}
          <ExternalLink className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('links.newTab')}</span>
        </a>
        {tip}
      </div>
    );
  }

  if (toProjectStatus(project.status) === 'SUSPENDED')
    return <Notice>{t('detail.purchase.notForSale')}</Notice>;

  // The payment modal opens from the checkout rather than here: there the buyer is signed in and
  // their details are known, so no placeholder buyer data is ever sent. A visitor's link goes to
  // sign in first and comes back to the checkout. After the purchase, hasAccess is true and the
  // access link above shows.
  return (
    <ButtonLink
      to={checkoutHref}
      size="lg"
      fullWidth
      icon={<ShoppingCart className="size-5" aria-hidden="true" />}
    >
      {t('detail.purchase.buy')}
    </ButtonLink>
  );
}

/**
 * The price as the page shows it: the price, 'Desde' the minimum (pay what you want), with a
 * public sale the price after it and the list price struck through (else the developer's own
 * crossed-out price).
 */
function PriceLine({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const { sale, payWhatYouWant } = project;
  const free = isFree(project.price) && !payWhatYouWant;
  const shown = sale ? sale.price : project.price;
  const before = sale ? project.price : project.originalPrice;
  // Pay what you want has no crossed-out price of its own: only a sale's.
  const percent = sale
    ? sale.percentOff
    : free || payWhatYouWant
      ? null
      : discountPercent(project.price, project.originalPrice);
  const text = free
    ? t('price.free')
    : payWhatYouWant
      ? shown > 0
        ? t('price.from', { price: formatUsd(shown) })
        : t('price.payWhatYouWant')
      : formatUsd(shown);
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
      <p className="text-4xl font-extrabold tracking-tight text-slate-900">{text}</p>
      {percent !== null && (
        <>
          <p className="pb-1 text-lg text-slate-600">
            <span className="sr-only">{t('price.before')} </span>
            <s>{formatUsd(before)}</s>
          </p>
          {sale ? (
            <SaleBadge sale={sale} className="mb-1.5" />
          ) : (
            <span className="mb-1.5 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-bold text-rose-800">
              {t('price.discount', { percent })}
            </span>
          )}
        </>
      )}
    </div>
  );
}

/** Price (with the old price struck through), rating and the main action. */
export function ProjectPurchaseCard({ project, isPlaceholder }: ProjectPurchaseCardProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const free = isFree(project.price) && !project.payWhatYouWant;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5"
    >
      <h2 id={titleId} className="sr-only">
        {t('detail.purchase.title')}
      </h2>
      <PriceLine project={project} />
      <p className="mt-1 text-sm text-slate-600">
        {free
          ? t('detail.purchase.freeNote')
          : project.payWhatYouWant
            ? project.suggestedPrice !== null
              ? t('detail.purchase.pwywSuggestedNote', { price: formatUsd(project.suggestedPrice) })
              : t('detail.purchase.pwywNote')
            : t('detail.purchase.paidNote')}
      </p>

      <RatingStars average={project.averageRating} count={project.totalRatings} className="mt-4" />

      <div className="mt-6">
        {isPlaceholder ? (
          <div className="h-12 w-full animate-pulse rounded-xl bg-slate-200" aria-hidden="true" />
        ) : (
          <PurchaseAction project={project} />
        )}
      </div>

      <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-slate-700">
        {(free
          ? (['freeForever', 'instant', 'browser'] as const)
          : (['oneTime', 'instant', 'browser'] as const)
        ).map((key) => (
          <li key={key} className="flex items-center gap-2.5">
            <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            {t(`detail.purchase.perks.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
