/**
 * Every error code the API answers with: its HTTP status and what it means. Clients branch on the
 * code, never on the text; the server names the code and the status comes from here.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: { status: 400, meaning: 'A field is missing or invalid; `details` names each field.' },
  BAD_REQUEST: { status: 400, meaning: 'The request cannot be read (malformed JSON, URL or form).' },
  UNAUTHENTICATED: {
    status: 401,
    meaning: 'The route needs a session and none (or an unknown one) was sent.',
  },
  SESSION_EXPIRED: { status: 401, meaning: 'The session ended (idle too long, signed out, or expired).' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'Wrong e-mail, password or account type at sign-in.' },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but this account may not do this.' },
  NOT_FOUND: { status: 404, meaning: 'No such resource, or one the caller may not see.' },
  DUPLICATE_EMAIL: { status: 409, meaning: 'An account with this e-mail already exists.' },
  DUPLICATE_MERCHANT_ID: { status: 409, meaning: 'Another developer already uses this PayPal merchant id.' },
  DUPLICATE_GITHUB_PROFILE: { status: 409, meaning: 'Another developer already uses this GitHub profile.' },
  GITHUB_USER_NOT_FOUND: { status: 400, meaning: 'The GitHub profile does not exist.' },
  RESET_LINK_INVALID: {
    status: 400,
    meaning: 'The password reset link is unknown, altered, already used, replaced by a newer one or expired.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    meaning: 'The unsubscribe link is not one we signed (altered, incomplete or forged): nothing changed.',
  },
  WRONG_PASSWORD: { status: 400, meaning: 'The current password given for a password change is wrong.' },
  REPOSITORY_NOT_FOUND: { status: 400, meaning: 'The repository does not exist or is not public.' },
  GITHUB_CHECK_PENDING: {
    status: 409,
    meaning: 'A GitHub check of the project or its developer has not passed yet: no approval, no payout.',
  },
  PROJECT_LOCKED: { status: 409, meaning: 'A suspended project cannot be edited by its developer.' },
  STATUS_CHANGE_FORBIDDEN: { status: 409, meaning: 'The project cannot move from its status to that one.' },
  DELETE_NEEDS_REQUEST: { status: 409, meaning: 'A paid or sold project is removed only through a request.' },
  DELETION_ALREADY_REQUESTED: { status: 409, meaning: 'The project already has an open deletion request.' },
  CANNOT_RATE: {
    status: 403,
    meaning: 'This person may not rate this project (own, unbought or unpublished).',
  },
  RATE_LIMITED: { status: 429, meaning: 'Too many attempts; try again later.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body is larger than the server accepts.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The request body is of a content type the route does not read.',
  },
  DISCOUNT_NOT_APPLICABLE: {
    status: 409,
    meaning:
      'The discount code typed does not apply now (unknown for this app, paused, not started, ended, or used up); `details` names the field.',
  },
  DUPLICATE_DISCOUNT_CODE: {
    status: 409,
    meaning: 'The developer already has a discount code written so (any case).',
  },
  WEBHOOK_LIMIT_REACHED: {
    status: 409,
    meaning: 'The developer already has the most webhook endpoints allowed (5).',
  },
  WEBHOOK_ADDRESS_REFUSED: {
    status: 400,
    meaning:
      'The webhook address is not https, carries credentials, cannot be resolved, or leads to a loopback, private, link-local or metadata address; `details` names the field.',
  },
  PAYMENT_INVALID_AMOUNT: { status: 400, meaning: 'A free project cannot be paid for.' },
  PAYMENT_SETUP_INCOMPLETE: {
    status: 409,
    meaning: 'The developer cannot be paid yet (merchant id, e-mail or verification).',
  },
  OWN_PROJECT: { status: 409, meaning: 'A developer cannot buy their own project.' },
  NOT_FOR_SALE: { status: 409, meaning: 'The project is not published, so it cannot be bought.' },
  ALREADY_PURCHASED: { status: 409, meaning: 'The person already owns this project.' },
  PAYMENT_ORDER_FAILED: { status: 502, meaning: 'The payment provider would not create the order.' },
  PAYMENT_DECLINED: { status: 402, meaning: "The payment provider declined the buyer's card or account." },
  PAYMENT_CAPTURE_FAILED: { status: 502, meaning: 'The payment provider did not confirm the capture.' },
  PAYMENT_NOT_CAPTURED: { status: 409, meaning: 'The order has not been paid (captured) yet.' },
  PAYMENT_REQUIRED: { status: 402, meaning: 'A paid project needs a captured order of the caller.' },
  SALE_ALREADY_PAID: { status: 409, meaning: 'The developer has already been paid for this sale.' },
  PAYOUT_IN_PROGRESS: { status: 409, meaning: 'Another payout of this sale is under way.' },
  PAYOUT_FAILED: { status: 502, meaning: 'The payment provider refused the payout.' },
  NOTHING_OWED: {
    status: 409,
    meaning:
      "The developer's balance is not positive: nothing is paid (a debt is recovered from later sales).",
  },
  REFUND_WINDOW_CLOSED: {
    status: 409,
    meaning:
      'The purchase is older than the refund window (REFUND_WINDOW_DAYS): only an admin can refund it.',
  },
  REFUND_NOT_APPLICABLE: {
    status: 409,
    meaning: 'A free app (or a payment not completed) has nothing to refund.',
  },
  REFUND_ALREADY_REQUESTED: { status: 409, meaning: 'This purchase already has a refund under way.' },
  REFUND_ALREADY_REFUSED: {
    status: 409,
    meaning: 'A refund of this purchase was refused: the buyer cannot ask again (an admin still can refund).',
  },
  REFUND_ALREADY_DECIDED: {
    status: 409,
    meaning: 'The refund was already refused or failed: it cannot be approved, refused or commented now.',
  },
  SALE_ALREADY_REFUNDED: { status: 409, meaning: 'The sale has already been refunded.' },
  REQUEST_ALREADY_DECIDED: { status: 409, meaning: 'The deletion request has already been decided.' },
  REVISION_ALREADY_DECIDED: {
    status: 409,
    meaning: "The published app's pending changes have already been approved or refused.",
  },
  BUILD_IN_PROGRESS: { status: 409, meaning: 'A build of this project is still being imported.' },
  BUILD_NOT_REVIEWABLE: {
    status: 409,
    meaning: 'The build is not waiting for review (already decided, or not ready).',
  },
  BUILD_REQUIRED: {
    status: 409,
    meaning: 'A paid app needs an approved hosted build before it can be published.',
  },
  BUILD_BAD_REPOSITORY: {
    status: 409,
    meaning: "The project's repository address is not a GitHub repository, so no build can be taken from it.",
  },
  BUILD_NOTES_LOCKED: {
    status: 409,
    meaning: "The build is approved: its release notes are what its owners were shown and can't change.",
  },
  BUILD_NOT_WITHDRAWABLE: {
    status: 409,
    meaning:
      'Only an approved build not withdrawn yet can be withdrawn (one waiting for review is rejected).',
  },
  FILE_TOO_LARGE: { status: 413, meaning: 'The attached file is over its size limit.' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, meaning: 'The attached file is not of an accepted type.' },
  NO_HOSTED_BUILD: {
    status: 409,
    meaning: 'The app has no build to open: none published yet, or the build asked for is not ready.',
  },
  NOT_STUCK: {
    status: 409,
    meaning:
      'The stuck item is no longer stuck (done, or changed otherwise), or the action does not apply to it.',
  },
  INTERNAL_ERROR: { status: 500, meaning: 'An unexpected server fault; logged with the request id.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type TErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status a code is answered with. */
export const errorStatus = (code: TErrorCode): number => ERROR_CODES[code].status;

/** Whether a string is one of the codes above. */
export const isErrorCode = (code: string): code is TErrorCode => Object.hasOwn(ERROR_CODES, code);
