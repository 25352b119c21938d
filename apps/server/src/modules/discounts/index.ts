// The discounts module's public entry: what other modules may use of it.
export type { TDiscountService } from './discount.service';
