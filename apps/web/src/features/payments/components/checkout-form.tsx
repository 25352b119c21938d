import type { TPriceQuote } from '@vitrina/shared/payments/discount.schemas';
import type { TCheckoutBuyer } from '@vitrina/shared/payments/payment.schemas';
import { CHECKOUT_COUNTRIES } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Lock from 'lucide-react/icons/lock';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { LEGAL_PATHS } from '../../../lib/legal-pages';
import type { TSessionUser } from '../../../lib/session-store';
import { useClaimWithCode } from '../api/claim-with-code';
import type { TCheckoutPrice } from '../utils/checkout-price';
import {
  checkoutBlockers,
  checkoutDefaults,
  checkoutFormResolver,
  type TCheckoutFormValues,
  type TCheckoutSubmission,
} from '../utils/checkout-rules';
import { NewTabLink } from './new-tab-link';
import { PaymentMethodChoice } from './payment-method-choice';
import { PaymentModal } from './payment-modal';

interface CheckoutFormProps {
  project: TProject;
  user: TSessionUser;
  /** The discount code applied, with the price after it; null: the list price. */
  applied: TPriceQuote | null;
  /** What the buyer pays (pay what you want: the amount typed) and whether it can be paid. */
  priced: TCheckoutPrice;
}

function FormCard({
  id,
  icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <div className="mb-5 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
        </div>
        <div className="space-y-5">{children}</div>
      </section>
    </Card>
  );
}

/**
 * The buyer's details (prefilled from the account), the payment method and the terms. The pay
 * button stays disabled, saying why, until a method is chosen and the terms are accepted; a valid
 * form opens the payment modal.
 */
export function CheckoutForm({ project, user, applied, priced }: CheckoutFormProps) {
  const { t } = useTranslation('payments');
  const messageText = useMessageText();
  const [buyer, setBuyer] = useState<TCheckoutBuyer | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TCheckoutFormValues, unknown, TCheckoutSubmission>({
    resolver: checkoutFormResolver,
    defaultValues: checkoutDefaults(user),
  });
  const [paymentMethod, acceptTerms] = useWatch({ control, name: ['paymentMethod', 'acceptTerms'] });
  // Nothing to pay (a code made the app free, or $0 of a pay-what-you-want minimum of $0): no
  // payment method and no order, the app is claimed (with the code, when there is one).
  const code = applied?.discount?.code;
  const free = priced.problem === null && priced.price === 0;
  const blockers = checkoutBlockers({
    paymentMethod,
    acceptTerms,
    free,
    amountProblem: priced.problem !== null,
  });
  const navigate = useNavigate();
  const claim = useClaimWithCode();

  const pay = handleSubmit(({ paymentMethod: _method, ...values }) => {
    setBuyer(values);
    setModalOpen(true);
  });
  /** The free claim asks only for the accepted terms (the button says so until then). */
  const claimFree = async () => {
    if (blockers.length > 0) return;
    try {
      await claim.mutateAsync({ projectId: project.id, code });
      navigate(`/app/${encodeURIComponent(project.slug || project.id)}`);
    } catch {
      // The message shows under the button (the code ended or was used up meanwhile).
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!free) {
      if (priced.problem !== null) {
        event.preventDefault();
        return;
      }
      return pay(event);
    }
    event.preventDefault();
    return claimFree();
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <FormCard
          id="checkout-buyer"
          icon={<UserRound className="size-5" aria-hidden="true" />}
          title={t('checkout.buyer.title')}
          description={t('checkout.buyer.description')}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('checkout.buyer.firstName')}
              autoComplete="given-name"
              required
              error={messageText(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextField
              label={t('checkout.buyer.lastName')}
              autoComplete="family-name"
              required
              error={messageText(errors.lastName?.message)}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('checkout.buyer.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={messageText(errors.email?.message)}
            {...register('email')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('checkout.buyer.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={messageText(errors.phone?.message)}
              {...register('phone')}
            />
            <SelectField
              label={t('checkout.buyer.country')}
              autoComplete="country"
              required
              error={messageText(errors.country?.message)}
              {...register('country')}
            >
              <option value="">{t('checkout.buyer.countryPlaceholder')}</option>
              {CHECKOUT_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {t(`checkout.buyer.countries.${code}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </FormCard>

        <FormCard
          id="checkout-payment"
          icon={<Wallet className="size-5" aria-hidden="true" />}
          title={t('checkout.method.title')}
          description={t('checkout.method.description')}
        >
          {free ? (
            <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
              {t('checkout.code.freeNote')}
            </p>
          ) : (
            <PaymentMethodChoice
              error={messageText(errors.paymentMethod?.message)}
              {...register('paymentMethod')}
            />
          )}
          <CheckboxField
            label={t('checkout.terms.label')}
            hint={
              <>
                <p>{t('checkout.terms.hint')}</p>
                <p className="mt-1.5 text-sm leading-6">
                  <Trans
                    t={t}
                    i18nKey="checkout.terms.links"
                    components={{
                      terms: <NewTabLink href={LEGAL_PATHS.terms} />,
                      refunds: <NewTabLink href={LEGAL_PATHS.refunds} />,
                    }}
                  />
                </p>
              </>
            }
            required
            error={messageText(errors.acceptTerms?.message)}
            {...register('acceptTerms')}
          />
          <div className="space-y-3 border-t border-slate-100 pt-5">
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={blockers.length > 0}
              aria-describedby={blockers.length > 0 ? 'checkout-blockers' : undefined}
              loading={claim.isPending}
              icon={<Lock className="size-5" aria-hidden="true" />}
            >
              {free ? t('checkout.code.claim') : t('checkout.submit')}
            </Button>
            {claim.isError && (
              <p role="alert" className="text-sm text-red-700">
                {getErrorMessage(claim.error)}
              </p>
            )}
            <div id="checkout-blockers" aria-live="polite">
              {blockers.length > 0 && (
                <div className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
                  <p className="font-semibold">{t('checkout.blockersTitle')}</p>
                  <ul className="mt-1 space-y-1">
                    {blockers.map((key) => (
                      <li key={key} className="flex items-start gap-2">
                        <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                        {messageText(key)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
            <p className="flex items-start gap-2 text-xs text-slate-600">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {t('checkout.secure')}
            </p>
          </div>
        </FormCard>
      </form>

      {buyer && (
        <PaymentModal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          project={project}
          buyer={buyer}
          price={priced.price}
          code={priced.discount?.code ?? (project.payWhatYouWant ? undefined : code)}
          amount={project.payWhatYouWant ? priced.price : undefined}
        />
      )}
    </>
  );
}
