/**
 * Query keys of the payments feature. Orders belong to a person, so their keys carry the
 * signed-in person's id; nothing here is persisted.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** The server's state of one payment order (the result page checks it). */
  order: (userId: string, orderId: string) => [...paymentKeys.all, 'order', userId, orderId] as const,
};
