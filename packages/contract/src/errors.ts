/**
 * The one error catalogue. Each code has an HTTP status and a default message; the server may
 * give a more specific message, but clients switch on `code` only.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, msg: 'Invalid input' },
  BAD_REQUEST: { status: 400, msg: 'Bad request' },
  WRONG_CREDENTIALS: { status: 400, msg: 'Please check your username or password' },
  SLIDE_VERIFICATION_REQUIRED: {
    status: 400,
    msg: 'Too many failed logins: please complete the slide verification',
  },
  SLIDE_VERIFICATION_FAILED: { status: 400, msg: 'Slide verification failed, please try again' },
  CAPTCHA_WRONG: { status: 400, msg: 'The captcha is wrong or has expired' },
  EMAIL_CODE_WRONG: { status: 400, msg: 'The verification code is wrong or has expired' },
  USERNAME_TAKEN: { status: 400, msg: 'The username already exists, Try append number' },
  EMAIL_TAKEN: { status: 400, msg: 'The email already exists' },
  USER_NOT_FOUND: { status: 400, msg: 'The username/email does not exist' },
  SAME_AS_OLD: { status: 400, msg: 'The new value must differ from the old one' },
  REGISTER_CLOSED: { status: 403, msg: 'Registration is closed on this site' },
  ACCOUNT_DISABLED: { status: 403, msg: 'This account has been disabled' },
  UNAUTHENTICATED: { status: 401, msg: 'Please login first' },
  SESSION_EXPIRED: { status: 401, msg: 'Your login has expired, please login again' },
  FORBIDDEN: { status: 403, msg: 'You do not have permission to do this' },
  ADMIN_REQUIRED: { status: 403, msg: 'Please login again with the administrator account' },
  ROLE_RESTRICTED: { status: 403, msg: 'Your account is not allowed to do this' },
  /** A site switch has closed the area (public discussion, group discussion, contest comments). */
  NO_ACCESS: { status: 403, msg: 'No Access' },
  NOT_FOUND: { status: 404, msg: 'Query error, unable to find the resource to request' },
  /** A change naming another object than the one it is sent to (the Contest API's id check). */
  CONFLICT: { status: 409, msg: 'The request names another object than the one it is sent to' },
  /** A protected contest (auth 2): anyone reads its problems, submitting needs its password first. */
  CONTEST_PASSWORD_REQUIRED: { status: 403, msg: 'Enter the contest password to submit' },
  /** A running contest restricted to its hall's networks, asked from elsewhere (docs/contest-hall.md). */
  CONTEST_ADDRESS_REFUSED: {
    status: 403,
    msg: 'This contest can only be entered from the contest hall: your address is not allowed',
  },
  /** A contestant of a running hall contest asked for a page outside it (the bank, discussions, messages, ...). */
  CONTEST_ONLY_VIEW: { status: 403, msg: 'During your contest only the contest is open' },
  /** A second sign-in while the account's hall contest runs, and the contest allows one session only. */
  SESSION_ALREADY_ACTIVE: {
    status: 403,
    msg: 'This account is already signed in elsewhere, and the contest allows one session',
  },
  /** A delivery (a balloon, a print) another volunteer has claimed first (docs/contest-volunteers.md). */
  DELIVERY_CLAIMED: { status: 409, msg: 'Another volunteer has claimed this delivery' },
  COOLDOWN: { status: 429, msg: 'Speed too fast, please wait before trying again' },
  RATE_LIMITED: { status: 429, msg: 'Speed too fast, may be machine operation, verify again' },
  PAYLOAD_TOO_LARGE: { status: 413, msg: 'The request body is too large' },
  EMAIL_FAILED: { status: 503, msg: 'The email could not be sent, please try again later' },
  /** The readiness check: this server cannot serve now (its database does not answer, or it is closing). */
  NOT_READY: { status: 503, msg: 'The server is not ready to serve' },
  INTERNAL: { status: 500, msg: 'Server error, please refresh again' },
} as const satisfies Record<string, { status: number; msg: string }>;

export type ErrorCode = keyof typeof ERRORS;
