/**
 * The one typed error of the service layer. Services throw it with a code of docs/api.md §2; the edge
 * (lib/http/respond.ts) is the only place that turns it into a status and an envelope.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  validation_failed: 400,
  invalid_signature: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  two_factor_required: 401,
  usage_limit_exceeded: 402,
  forbidden: 403,
  plan_upgrade_required: 403,
  two_factor_enrollment_required: 403,
  sso_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  invalid_transition: 409,
  framework_locked: 409,
  framework_not_published: 409,
  audit_complete: 409,
  conflict: 409,
  email_taken: 409,
  billing_disabled: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  invalid_json: "The request body is not valid JSON.",
  validation_failed: "The request is not valid.",
  invalid_signature: "The signature could not be verified.",
  unauthorized: "Authentication is required.",
  invalid_credentials: "The e-mail or password is incorrect.",
  two_factor_required: "A second-factor code is required: send `code` (an authenticator code or a recovery code).",
  usage_limit_exceeded: "The usage limit for this billing period has been reached.",
  forbidden: "This credential may not access this resource.",
  plan_upgrade_required: "This feature needs a higher plan.",
  two_factor_enrollment_required: "This account requires two-factor authentication: set it up on the security page, then sign in again.",
  sso_required: "Your organisation requires single sign-on for this e-mail domain: sign in through `/api/v1/auth/sso/start`.",
  not_found: "The resource was not found.",
  method_not_allowed: "This method is not allowed here.",
  invalid_transition: "That status change is not allowed.",
  framework_locked: "The framework is published; its controls can no longer change. Clone it to change its structure.",
  framework_not_published: "The framework must be published first.",
  audit_complete: "The audit is complete and can no longer change.",
  conflict: "The resource conflicts with an existing one.",
  email_taken: "An account with this e-mail already exists.",
  billing_disabled: "Billing is disabled on this server; every feature is available to every account.",
  payload_too_large: "The request body is too large.",
  unsupported_media_type: "The request body has an unsupported content type.",
  rate_limited: "Too many requests; retry later.",
  internal_error: "An unexpected error occurred.",
  service_unavailable: "The service is temporarily unavailable.",
};

export interface ValidationIssue {
  path: string;
  message: string;
}

export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Extra response headers, e.g. Retry-After on rate_limited. */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, details?: unknown, headers?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = "ServiceError";
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what = "resource"): ServiceError {
    return new ServiceError("not_found", `The ${what} was not found.`);
  }

  static validation(issues: ValidationIssue[]): ServiceError {
    const message = issues.length === 1 ? `${issues[0].path || "body"}: ${issues[0].message}` : `${issues.length} fields are not valid.`;
    return new ServiceError("validation_failed", message, issues);
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
