/** Every error code the API returns, listed once (DESIGN.md §3). The web maps each to a translated text. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  INVALID_API_KEY: 401,
  SESSION_EXPIRED: 403,
  ACCESS_DENIED: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_APPROVED: 403,
  COMPANY_SUSPENDED: 403,
  IP_NOT_ALLOWED: 403,
  LOGIN_ID_NOT_VERIFIED: 400,
  WRONG_CURRENT_PASSWORD: 400,
  RESET_LINK_INVALID: 400,
  LOGIN_ID_TAKEN: 409,
  LAST_TENANT_MANAGER: 409,
  SELF_ACTION_NOT_ALLOWED: 409,
  SUSPENDED_BY_OFFICE: 409,
  NOT_FOUND: 404,
  SLOT_TAKEN: 409,
  ALREADY_RESERVED: 409,
  TWICE_A_DAY: 409,
  NO_SHOW_RESTRICTED: 409,
  WAITLIST_FULL: 409,
  CHANGE_CLOSED: 409,
  // The nap room (issue 16): bookings are taken from 00:00 to 17:30 Seoul time only.
  NAP_BOOKING_CLOSED: 409,
  // Paid nap-room passes (issue 16, decision 0036): the booking needs more sessions than the person's valid passes hold.
  NAP_PASS_NEEDED: 409,
  NOT_CHANGEABLE: 409,
  CONFLICT: 409,
  DUPLICATE: 409,
  // VOC complaints (issue 14): a rating before any answer; a change to a resolved complaint; an image
  // id that is not the person's own unclaimed complaint image.
  COMPLAINT_NOT_ANSWERED: 409,
  COMPLAINT_RESOLVED: 409,
  UPLOAD_NOT_ATTACHABLE: 400,
  // VOC extensions (issue 14): a request after its deadline (phone the facility team); a cancellation
  // of one that is no longer requested or approved; a decision on one already decided.
  DEADLINE_PASSED: 409,
  EXTENSION_NOT_CANCELLABLE: 409,
  EXTENSION_DECIDED: 409,
  // Locker and basket rentals (issue 15): the unit is rented to someone else for (part of) the period;
  // the person already rents one of that kind for (part of) the period.
  UNIT_TAKEN: 409,
  // A no-show asked of a rental for a period (a locker for 3 months): only a day booking is one.
  NO_SHOW_NOT_FOR_RENTAL: 409,
  ALREADY_RENTING: 409,
  // GX (issue 15): a registration outside the window (the message gives its days), or a withdrawal
  // once the course has started.
  REGISTRATION_CLOSED: 409,
  GX_NOT_CANCELLABLE: 409,
  // Paid PT (issue 15): a session within 24 hours of its start (it counts as used); a package with
  // no session left to book, or past its last day.
  PT_CHANGE_CLOSED: 409,
  PT_NO_SESSIONS_LEFT: 409,
  PT_PACKAGE_EXPIRED: 409,
  // Memberships (issue 15, decision 0029): a second suspension in the period; an action while a
  // transfer waits; a recipient who already holds one of the kind; a holding that is not running (ended,
  // returned, cancelled); a withdrawal before the start (cancel it instead, free).
  SUSPENSION_USED: 409,
  TRANSFER_PENDING: 409,
  RECIPIENT_ALREADY_HOLDS: 409,
  HOLDING_NOT_ACTIVE: 409,
  WITHDRAW_BEFORE_START: 409,
  // Events (issue 17, decision 0039): an application without a session to an event for members only;
  // outside its window; with no place and no room in line; a second one by the same person or e-mail;
  // a cancellation once the event has started.
  EVENT_MEMBERS_ONLY: 403,
  EVENT_CLOSED: 409,
  EVENT_FULL: 409,
  ALREADY_APPLIED: 409,
  EVENT_NOT_CANCELLABLE: 409,
  // An application without a login confirmed from its e-mail after its hold ended (decision 0055).
  EVENT_HOLD_EXPIRED: 409,
  // Uploads (issue 12): no file in the request, one past the use's limit, a kind the use does not take,
  // a file that is not what its bytes claim (a corrupt or polyglot image), an image of too many pixels.
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_UNREADABLE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  // A body sent compressed (Content-Encoding other than identity): the API reads plain bodies only.
  ENCODING_NOT_SUPPORTED: 415,
  // Live boards (issue 16): the stream answers only a client that takes text/event-stream; a replica
  // holding its most screens refuses more until some leave.
  NOT_ACCEPTABLE: 406,
  BOARD_FULL: 503,
  // One client address (or session) holding its most live-board streams at once (decision 0037).
  TOO_MANY_SCREENS: 429,
  // Anonymous forms without a third-party service (the lease inquiry, decision 0040): the form-start
  // token is absent, altered, used or too old; the form was sent faster than a person fills it; the
  // honeypot field people never see was filled.
  FORM_EXPIRED: 400,
  FORM_TOO_FAST: 400,
  SPAM_SUSPECTED: 400,
  // Retries that are safe (decision 0048): an Idempotency-Key sent again with another request; a
  // request whose key an earlier attempt did the work of, its answer lost with its replica.
  IDEMPOTENCY_KEY_REUSED: 422,
  ALREADY_PROCESSED: 409,
  RATE_LIMITED: 429,
  LOGIN_PAUSED: 429,
  LOGIN_SLOW_DOWN: 429,
  SERVER_ERROR: 500,
  // The database is away for a moment (a restart, a failover), or this replica is stopping.
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Per-field i18n keys (or messages) for VALIDATION_FAILED. */
  fields?: Record<string, string>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
