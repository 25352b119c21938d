// The discounts module's public entry: what other modules may use of it.
export { discounting, type TDiscountService } from './discount.service';
export { createPublicSales, type TPublicSales, type TSaleTarget } from './public-sales';
