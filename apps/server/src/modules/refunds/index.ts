// The refunds module's public entry: what other modules may use of it (the purchases list shows
// each purchase's refund and whether one may be asked for).
export { toPurchaseRefund } from './refund.view';
export { refundableUntil, requestRefusal } from './refund-rules';
