// The access module's public entry: one policy per resource, the actor type and the action types.
export {
  createAccountAccess,
  signInAction,
  type TAccountAccess,
  type TAccountAction,
} from './account-access.policy';
export type { TAccount, TActor } from './actor';
export {
  createBuildAccess,
  isOpenableVersion,
  type TBuildAccess,
  type TBuildAction,
  type TBuildItem,
} from './build-access.policy';
export {
  createCustomRequestAccess,
  type TCustomRequestAccess,
  type TCustomRequestAction,
} from './custom-request-access.policy';
export {
  createDiscountAccess,
  type TDiscountAccess,
  type TDiscountAction,
} from './discount-access.policy';
export { createNoticeAccess, type TNoticeAccess, type TNoticeAction } from './notice-access.policy';
export { createOrderAccess, type TOrderAccess, type TOrderAction } from './order-access.policy';
export { createPayoutAccess, type TPayoutAccess, type TPayoutAction } from './payout-access.policy';
export {
  createProjectAccess,
  type TProjectAccess,
  type TProjectAction,
  type TProjectListAction,
  type TProjectListing,
} from './project-access.policy';
export { createRefundAccess, type TRefundAccess, type TRefundAction } from './refund-access.policy';
export { createSystemAccess, type TSystemAccess, type TSystemAction } from './system-access.policy';
export { createWebhookAccess, type TWebhookAccess, type TWebhookAction } from './webhook-access.policy';
