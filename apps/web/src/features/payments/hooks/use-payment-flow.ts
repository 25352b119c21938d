import type { TCheckoutBuyer, TCreateOrderResponse } from '@vitrina/shared/payments/payment.schemas';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCapturePaymentOrder } from '../api/capture-payment-order';
import { useCreatePaymentOrder } from '../api/create-payment-order';
import {
  captureFailureOf,
  orderErrorMessage,
  paypalButtonErrorMessage,
  type TPaymentMessage,
} from '../utils/payment-errors';
import { paymentResultPath } from '../utils/payment-result';

/** A message in the payment modal: an error, or the note that the buyer cancelled. */
export type TPaymentNotice = TPaymentMessage & { tone: 'error' | 'info' };

/** What is running: the order being opened, or the payment being captured. */
export type TPaymentStep = 'idle' | 'ordering' | 'capturing';

interface TPaymentFlowOptions {
  projectId: string;
  buyer: TCheckoutBuyer;
  /** A discount code the order is made with. */
  code?: string;
  /** Pay what you want: the amount the buyer chose. */
  amount?: number;
}

/**
 * One purchase, whatever the provider: open the order on the server, capture it once the buyer
 * approves, then go to the result page. The sandbox's buttons and PayPal's buttons both drive it.
 */
export function usePaymentFlow({ projectId, buyer, code, amount }: TPaymentFlowOptions) {
  const navigate = useNavigate();
  const createOrder = useCreatePaymentOrder();
  const captureOrder = useCapturePaymentOrder();
  const [notice, setNotice] = useState<TPaymentNotice | null>(null);
  const [step, setStep] = useState<TPaymentStep>('idle');
  /** The orders opened here (id → amount), for the result page's address. */
  const orders = useRef(new Map<string, number>());
  /** Set when our server refused the order, so PayPal's echo of that failure is not shown too. */
  const orderRefused = useRef(false);

  /** Opens an order; on failure shows the server's message and throws (PayPal expects that). */
  const openOrder = useCallback(async (): Promise<TCreateOrderResponse> => {
    setNotice(null);
    orderRefused.current = false;
    setStep('ordering');
    try {
      const order = await createOrder.mutateAsync({
        projectId,
        buyer,
        ...(code ? { code } : {}),
        ...(amount === undefined ? {} : { amount }),
      });
      orders.current.set(order.orderId, order.amount);
      return order;
    } catch (error) {
      orderRefused.current = true;
      setNotice({ tone: 'error', ...orderErrorMessage(error) });
      throw error;
    } finally {
      setStep('idle');
    }
  }, [createOrder, projectId, buyer, code, amount]);

  /**
   * Captures an approved order and goes to the result page: COMPLETED → success, PENDING →
   * pending, refused → failed; when no answer came, the result page asks the server what happened.
   */
  const capture = useCallback(
    async (orderId: string, simulate?: 'decline'): Promise<void> => {
      setNotice(null);
      setStep('capturing');
      const amount = orders.current.get(orderId) ?? 0;
      try {
        const result = await captureOrder.mutateAsync({ orderId, simulate });
        navigate(
          paymentResultPath({
            status: result.status === 'COMPLETED' ? 'success' : 'pending',
            appId: result.projectId,
            orderId: result.orderId,
            amount: result.amount,
          }),
        );
      } catch (error) {
        const failure = captureFailureOf(error);
        setStep('idle');
        if (failure.kind === 'message') {
          setNotice({ tone: 'error', text: failure.text });
          return;
        }
        navigate(
          paymentResultPath({
            status: failure.kind === 'declined' ? 'failed' : 'pending',
            appId: projectId,
            orderId,
            amount,
          }),
        );
      }
    },
    [captureOrder, navigate, projectId],
  );

  /** The sandbox's 'approve' and 'decline' choices: a real order, then a capture. */
  const runTestPayment = useCallback(
    async (outcome: 'approve' | 'decline') => {
      let order: TCreateOrderResponse;
      try {
        order = await openOrder();
      } catch {
        return; // the notice already says why
      }
      await capture(order.orderId, outcome === 'decline' ? 'decline' : undefined);
    },
    [openOrder, capture],
  );

  /** The buyer gave up (sandbox button or PayPal's window closed): nothing was bought. */
  const cancel = useCallback(() => {
    setStep('idle');
    setNotice({ tone: 'info', key: 'cancelled' });
  }, []);

  /** PayPal's buttons reported an error. */
  const reportProviderError = useCallback((error: unknown) => {
    setStep('idle');
    if (orderRefused.current) return;
    const message = paypalButtonErrorMessage(error);
    setNotice({ tone: 'key' in message && message.key === 'cancelled' ? 'info' : 'error', ...message });
  }, []);

  return {
    notice,
    step,
    busy: step !== 'idle',
    openOrder,
    capture,
    runTestPayment,
    cancel,
    reportProviderError,
  };
}

export type TPaymentFlow = ReturnType<typeof usePaymentFlow>;
