export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

const TITLES: Record<ErrorCode, string> = {
  VALIDATION: 'Validation Error',
  UNAUTHENTICATED: 'Unauthorized',
  EXPIRED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported Media Type',
  RATE_LIMITED: 'Too Many Requests',
  INTERNAL: 'Error',
};

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'The request is not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  EXPIRED: 'Expired token',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'The requested item was not found.',
  CONFLICT: 'Someone else changed this item. Reload it and try again.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not accepted.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
};

export interface FieldMessage {
  field?: string;
  message: string;
}

/** Thrown by use cases; one mapper (envelope.ts) turns it into a status and the error envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly title: string;
  readonly details?: FieldMessage[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: { title?: string; details?: FieldMessage[]; headers?: Record<string, string> } = {}) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.title = options.title ?? TITLES[code];
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return STATUS[this.code];
  }
}
