import { PAYMENT_LIMITS } from '@vitrina/shared/payments/payment.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { usePaymentOrder } from '../api/get-payment-order';
import { decidePaymentResult, parsePaymentResultQuery, toVerification } from '../utils/payment-result';

/**
 * The result page's state: the address read, the 2-second wait, and, when someone is signed in and
 * an order id is known, the server's word on that order.
 */
export function usePaymentResult() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const query = useMemo(() => parsePaymentResultQuery(searchParams), [searchParams]);
  const [delayOver, setDelayOver] = useState(false);
  const order = usePaymentOrder(query?.orderId ?? null);

  useEffect(() => {
    const timer = setTimeout(() => setDelayOver(true), PAYMENT_LIMITS.resultDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const verification = toVerification({
    userId: user?.id ?? null,
    orderId: query?.orderId ?? null,
    data: order.data,
    errorStatus: order.isError ? (order.error instanceof ApiError ? order.error.status : 0) : null,
  });

  return {
    view: decidePaymentResult(query, verification, delayOver),
    /** Asks the server again (a pending payment, or a check that failed). */
    recheck: () => void order.refetch(),
    rechecking: order.isFetching,
    canRecheck: !!query?.orderId && !!user,
    signedIn: !!user,
  };
}
