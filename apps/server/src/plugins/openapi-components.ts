import {
  ZAuthResponse,
  ZChangePasswordRequest,
  ZDeveloperRegisterRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZUpdateProfileRequest,
  ZUser,
  ZUserResponse,
} from '@vitrina/shared/auth/auth.schemas';
import { ZPublicConfig } from '@vitrina/shared/config/public-config';
import {
  ZAdminCustomRequest,
  ZAdminCustomRequestPage,
  ZCustomRequestCreated,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import {
  ZAdminDecision,
  ZAdminDecisionPage,
  ZAdminDeletionRequest,
  ZAdminOverview,
  ZAdminPayout,
  ZAdminPayoutPage,
  ZAdminProject,
  ZAdminProjectPage,
  ZAdminSale,
  ZAdminSalesReport,
  ZAdminUser,
  ZAdminUserPage,
  ZAdminUserUpdate,
  ZDeletionDecision,
} from '@vitrina/shared/dashboards/admin.schemas';
import {
  ZAnalyticsApp,
  ZAnalyticsDay,
  ZDeveloperAnalytics,
  ZDeveloperOverview,
  ZDeveloperSale,
  ZDeveloperSales,
} from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { ZDeveloperProfile, ZMyCommission } from '@vitrina/shared/developers/developer.schemas';
import { ZCommentReply, ZCommentReplyRequest } from '@vitrina/shared/engagement/comment-reply.schemas';
import {
  ZComment,
  ZCommentRequest,
  ZFavoriteChange,
  ZFavoriteCheck,
  ZFavoriteRequest,
  ZFavoritesResponse,
  ZMyRatingResponse,
  ZRatingRequest,
  ZRatingResponse,
} from '@vitrina/shared/engagement/engagement.schemas';
import { ZErrorBody, ZErrorDetail } from '@vitrina/shared/errors/error-body';
import {
  ZCaptureOrderRequest,
  ZCaptureOrderResponse,
  ZCheckoutBuyer,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZMerchantIdResponse,
  ZOrderStatusResponse,
  ZPaymentConfig,
  ZPayoutResponse,
  ZPendingPayment,
  ZProjectSaleRequest,
  ZPurchasedOrder,
  ZPurchasedResponse,
  ZPurchaseRequest,
  ZPurchaseResponse,
  ZSaleRecord,
} from '@vitrina/shared/payments/payment.schemas';
import {
  ZCategoryCounts,
  ZDeveloperProject,
  ZProject,
  ZProjectPage,
  ZSimplifiedProject,
} from '@vitrina/shared/projects/project.responses';
import {
  ZDeletionRequest,
  ZProjectInput,
  ZProjectStatusChange,
} from '@vitrina/shared/projects/project.schemas';
import {
  ZAdminRevision,
  ZPendingRevision,
  ZRevisionChange,
  ZRevisionDecision,
  ZRevisionFields,
  ZRevisionOutcome,
  ZRevisionState,
} from '@vitrina/shared/projects/project-revision.schemas';
import { z } from 'zod';

/**
 * The shared schemas the API document names (`components.schemas`), under the names clients see.
 * Query and path schemas stay out: the document lists their fields as parameters. A name must not
 * be another's name plus "Input" (the request form of a schema is named that way until tidied).
 */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  ErrorBody: ZErrorBody,
  ErrorDetail: ZErrorDetail,
  PublicConfig: ZPublicConfig,
  PaymentConfig: ZPaymentConfig,
  // Accounts
  User: ZUser,
  AuthResponse: ZAuthResponse,
  UserResponse: ZUserResponse,
  RegisterRequest: ZRegisterRequest,
  DeveloperRegisterRequest: ZDeveloperRegisterRequest,
  LoginRequest: ZLoginRequest,
  UpdateProfileRequest: ZUpdateProfileRequest,
  ChangePasswordRequest: ZChangePasswordRequest,
  // Catalogue and projects
  Project: ZProject,
  SimplifiedProject: ZSimplifiedProject,
  ProjectPage: ZProjectPage,
  CategoryCounts: ZCategoryCounts,
  DeveloperProject: ZDeveloperProject,
  ProjectRequest: ZProjectInput,
  ProjectStatusChange: ZProjectStatusChange,
  DeletionRequest: ZDeletionRequest,
  DeveloperProfile: ZDeveloperProfile,
  MyCommission: ZMyCommission,
  // Ratings, comments, favourites
  RatingRequest: ZRatingRequest,
  RatingResponse: ZRatingResponse,
  MyRatingResponse: ZMyRatingResponse,
  CommentRequest: ZCommentRequest,
  Comment: ZComment,
  CommentReplyRequest: ZCommentReplyRequest,
  CommentReply: ZCommentReply,
  FavoriteRequest: ZFavoriteRequest,
  FavoriteChange: ZFavoriteChange,
  FavoriteCheck: ZFavoriteCheck,
  FavoritesResponse: ZFavoritesResponse,
  // Payments
  CheckoutBuyer: ZCheckoutBuyer,
  CreateOrderRequest: ZCreateOrderRequest,
  CreateOrderResponse: ZCreateOrderResponse,
  CaptureOrderRequest: ZCaptureOrderRequest,
  CaptureOrderResponse: ZCaptureOrderResponse,
  OrderStatusResponse: ZOrderStatusResponse,
  ProjectSaleRequest: ZProjectSaleRequest,
  SaleRecord: ZSaleRecord,
  PurchaseRequest: ZPurchaseRequest,
  PurchaseResponse: ZPurchaseResponse,
  PurchasedOrder: ZPurchasedOrder,
  PurchasedResponse: ZPurchasedResponse,
  PendingPayment: ZPendingPayment,
  PayoutResponse: ZPayoutResponse,
  MerchantIdResponse: ZMerchantIdResponse,
  // Dashboards
  DeveloperOverview: ZDeveloperOverview,
  DeveloperAnalytics: ZDeveloperAnalytics,
  AnalyticsDay: ZAnalyticsDay,
  AnalyticsApp: ZAnalyticsApp,
  DeveloperSales: ZDeveloperSales,
  DeveloperSale: ZDeveloperSale,
  AdminOverview: ZAdminOverview,
  AdminProject: ZAdminProject,
  AdminProjectPage: ZAdminProjectPage,
  AdminUser: ZAdminUser,
  AdminUserPage: ZAdminUserPage,
  AdminUserUpdate: ZAdminUserUpdate,
  AdminDeletionRequest: ZAdminDeletionRequest,
  DeletionDecision: ZDeletionDecision,
  RevisionFields: ZRevisionFields,
  PendingRevision: ZPendingRevision,
  RevisionState: ZRevisionState,
  RevisionChange: ZRevisionChange,
  AdminRevision: ZAdminRevision,
  RevisionDecision: ZRevisionDecision,
  RevisionOutcome: ZRevisionOutcome,
  AdminDecision: ZAdminDecision,
  AdminDecisionPage: ZAdminDecisionPage,
  AdminSale: ZAdminSale,
  AdminSalesReport: ZAdminSalesReport,
  AdminPayout: ZAdminPayout,
  AdminPayoutPage: ZAdminPayoutPage,
  // Custom app requests
  CustomRequestCreated: ZCustomRequestCreated,
  AdminCustomRequest: ZAdminCustomRequest,
  AdminCustomRequestPage: ZAdminCustomRequestPage,
};

/**
 * Gives the shared schemas their names in zod's global registry, which the OpenAPI transform reads:
 * each becomes one component that every operation using it references. Other metadata is kept.
 */
export function nameSharedSchemas() {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    if (meta?.id) throw new Error(`${id} is already named ${meta.id} in the API document`);
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

type TJson = unknown;
const REF_PREFIX = '#/components/schemas/';

function forEachRef(value: TJson, visit: (name: string) => void) {
  if (Array.isArray(value)) for (const item of value) forEachRef(item, visit);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(REF_PREFIX))
        visit(child.slice(REF_PREFIX.length));
      else forEachRef(child, visit);
    }
  }
}

function renameRefs(value: TJson, names: Map<string, string>): TJson {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(REF_PREFIX)) {
        const name = child.slice(REF_PREFIX.length);
        return [key, `${REF_PREFIX}${names.get(name) ?? name}`];
      }
      return [key, renameRefs(child, names)];
    }),
  );
}

/**
 * The transform names every registered schema twice, as read (`XInput`) and as written (`X`), and
 * keeps both whether used or not. This keeps only the components the operations reach, and names a
 * request schema `X` when its written form is not used (or is the same schema).
 */
export function tidyComponents<T extends object>(input: T): T {
  const doc = input as { paths?: unknown; components?: { schemas?: object } };
  const schemas = (doc.components?.schemas ?? {}) as Record<string, TJson>;
  const used = new Set<string>();
  const reach = (name: string) => {
    if (used.has(name) || !(name in schemas)) return;
    used.add(name);
    forEachRef(schemas[name], reach);
  };
  forEachRef(doc.paths, reach);

  const names = new Map<string, string>();
  const stripInput = (name: string) => (name.endsWith('Input') ? name.slice(0, -'Input'.length) : name);
  const normalized = (name: string) =>
    JSON.stringify(renameRefs(schemas[name], new Map([...used].map((n) => [n, stripInput(n)]))));
  for (const name of used) {
    const base = stripInput(name);
    if (base === name || !(base in schemas)) continue;
    if (!used.has(base) || normalized(base) === normalized(name)) names.set(name, base);
  }

  const kept = Object.fromEntries(
    [...used]
      .filter((name) => !(names.has(name) && used.has(names.get(name) as string)))
      .sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b))
      .map((name) => [names.get(name) ?? name, renameRefs(schemas[name], names)]),
  );
  return {
    ...doc,
    paths: renameRefs(doc.paths, names),
    components: { ...doc.components, schemas: kept },
  } as T;
}
