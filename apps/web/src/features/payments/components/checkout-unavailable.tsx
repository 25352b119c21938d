import type { TProject } from '@vitrina/shared/projects/project.responses';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Ban from 'lucide-react/icons/ban';
import Code from 'lucide-react/icons/code';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface CheckoutUnavailableProps {
  reason: 'owned' | 'own' | 'notForSale';
  project: Pick<TProject, 'id' | 'slug' | 'name'>;
}

const ICONS = { owned: BadgeCheck, own: Code, notForSale: Ban } as const;

/** Shown instead of the form: the app is bought already, is the buyer's own, or is not for sale. */
export function CheckoutUnavailable({ reason, project }: CheckoutUnavailableProps) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const Icon = ICONS[reason];
  const title = t(`checkout.${reason}.title`);
  const appPath = `/app/${encodeURIComponent(project.slug || project.id)}`;
  useDocumentTitle(title);

  return (
    <div className="flex flex-1 items-center justify-center py-10">
      <EmptyState
        as="h1"
        icon={<Icon className="size-8" aria-hidden="true" />}
        title={title}
        actions={
          reason === 'owned' ? (
            <>
              <ButtonLink to={appPath} iconAfter={<ArrowRight className="size-4" aria-hidden="true" />}>
                {t('checkout.owned.open')}
              </ButtonLink>
              <ButtonLink
                to="/user-dashboard"
                variant="secondary"
                icon={<ShoppingBag className="size-4" aria-hidden="true" />}
              >
                {t('checkout.owned.purchases')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={appPath} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
                {t('checkout.backToApp')}
              </ButtonLink>
              <ButtonLink to="/store" variant="secondary">
                {tc('actions.backToStore')}
              </ButtonLink>
            </>
          )
        }
      >
        <p className="font-semibold wrap-anywhere text-slate-800">{project.name}</p>
        <p className="mt-1">{t(`checkout.${reason}.text`)}</p>
      </EmptyState>
    </div>
  );
}
