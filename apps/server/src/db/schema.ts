// Drizzle's schema registry: drizzle-kit and the query builder need every table in one module.
export * from './tables/accounts';
export * from './tables/app-launch-tokens';
export * from './tables/builds';
export * from './tables/catalogue';
export * from './tables/discounts';
export * from './tables/engagement';
export * from './tables/github-checks';
export * from './tables/mail';
export * from './tables/notices';
export * from './tables/payments';
export * from './tables/referrals';
export * from './tables/refunds';
export * from './tables/revisions';
export * from './tables/webhooks';
