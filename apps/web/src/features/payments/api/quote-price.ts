import { useMutation } from '@tanstack/react-query';
import type { TPriceQuote, TPriceQuoteRequest } from '@vitrina/shared/payments/discount.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/payments/quote: the price of an app with a discount code, reckoned by the server (the
 * order is made at this price). A code that does not apply answers DISCOUNT_NOT_APPLICABLE with
 * its reason on the `code` field, in the reader's language.
 */
export function quotePrice(body: TPriceQuoteRequest): Promise<TPriceQuote> {
  return apiClient.post<TPriceQuote>('/payments/quote', body);
}

export function useQuotePrice() {
  return useMutation({ mutationFn: quotePrice });
}
