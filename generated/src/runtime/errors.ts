// Hand-written: edit it here; the generator never writes this file.
// Fields set in constructors are `declare`d: a class field would be emitted as code, and every byte here ships.
import { xmlErrors } from './xml-errors.js';

/** Base class of every error this client throws. */
export class TeamCityError extends Error {
  override name = 'TeamCityError';
  /**
   * What `JSON.stringify` shows: never a credential (the request is the redacted one errors carry), and the cause as
   * text (`causeText`), its own causes' too.
   */
  toJSON(): Record<string, unknown> {
    const { name, message, status, operation, request, cause } = this as TeamCityError & Record<string, unknown>;
    return { name, message, status, operation, request, cause: cause && causeText(cause as Error) };
  }
}

/** A cause's message and those of its causes (at most 4): `fetch failed: connect ECONNREFUSED 127.0.0.1:8111`. */
const causeText = (c: { message?: string; code?: string; cause?: unknown } | undefined, depth = 4): string =>
  c ? (c.message || c.code || String(c)) + (c.cause && --depth ? ': ' + causeText(c.cause, depth) : '') : '';

/** Bad input, found before anything was sent. */
export class TeamCityInputError extends TeamCityError {
  override name = 'TeamCityInputError';
  /** The operation (`area.seed_name`), when the input belonged to one. */
  declare readonly operation?: string;
  constructor(message: string, operation?: string) {
    super(operation ? `${operation}: ${message}` : message);
    Object.assign(this, { operation });
  }
}

/** Throws a TeamCityInputError: an expression, so a check can be one (`v || badInput('v is missing')`). */
export const badInput = (message: string, operation?: string): never => {
  throw new TeamCityInputError(message, operation);
};

/** One attempt of a request as hooks and errors see it: never with credentials. */
export interface RequestInfo {
  /** The operation (`area.seed_name`). */
  readonly operation: string;
  readonly method: string;
  /** The request URL (it never carries credentials). */
  readonly url: string;
  /** The request headers without Authorization, Cookie and X-TC-CSRF-Token. */
  readonly headers: Readonly<Record<string, string>>;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
}

/** A request that was sent (or begun) and failed: the base of API, network, timeout and abort errors. */
export class TeamCityRequestError extends TeamCityError {
  override name = 'TeamCityRequestError';
  /** The failed request, without credentials. */
  declare readonly request: RequestInfo;
  declare readonly operation: string;
  declare readonly method: string;
  /** The request URL, without credentials. */
  declare readonly url: string;
  /** `more`: the subclass's own fields. */
  constructor(request: RequestInfo, what: string, more?: object) {
    const { operation, method, url } = request;
    super(`${operation}: ${method} ${url} ${what}`);
    Object.assign(this, { request, operation, method, url }, more);
  }
}

/** The server answered with a status outside 2xx. Subclasses name the class of status. */
export class TeamCityApiError extends TeamCityRequestError {
  override name = 'TeamCityApiError';
  /** HTTP status code. */
  declare readonly status: number;
  /** The response body as text, at most 64 KiB (TeamCity sends plain text, JSON or XML errors). */
  declare readonly body: string;
  declare readonly headers: Headers;
  /** `xml`: reads an XML `<errors>` body, which TeamCity sends only where the Accept header admits XML. */
  constructor(status: number, request: RequestInfo, body: string, headers: Headers, xml?: typeof xmlErrors) {
    const message = messageOf(body, xml);
    super(request, `answered ${status}${message && ': ' + message}`, { status, body, headers });
  }
}

/** 400: a bad locator, parameter or body. */
export class TeamCityBadRequestError extends TeamCityApiError {
  override name = 'TeamCityBadRequestError';
}
/** 401: missing or wrong credentials (TeamCity may answer with an HTML login page). */
export class TeamCityAuthenticationError extends TeamCityApiError {
  override name = 'TeamCityAuthenticationError';
}
/** 403: not allowed, or a failed CSRF check. */
export class TeamCityForbiddenError extends TeamCityApiError {
  override name = 'TeamCityForbiddenError';
}
// Jersey's 404 for a path no resource serves (TeamCity's own, for an entity, names its NotFoundException).
const ROUTE_UNKNOWN = /check URL is correct|(jersey\.api|javax\.ws\.rs)\.NotFoundException/i;
/** 404: no such entity or route. */
export class TeamCityNotFoundError extends TeamCityApiError {
  override name = 'TeamCityNotFoundError';
  /** TeamCity has no such route (rather than no such entity): it may be of a version without it. */
  declare readonly unknownRoute: boolean;
  constructor(status: number, request: RequestInfo, body: string, headers: Headers, xml?: typeof xmlErrors) {
    super(status, request, body, headers, xml);
    // An empty 404 is no TeamCity entity answer either: a proxy, or a server without the REST route.
    if ((this.unknownRoute = ROUTE_UNKNOWN.test(body) || !body.trim()))
      this.message += ' (this TeamCity version may lack the route)';
  }
}
/** 406 or 415: the Accept or Content-Type header does not suit the route. */
export class TeamCityMediaTypeError extends TeamCityApiError {
  override name = 'TeamCityMediaTypeError';
}
/** 409: TeamCity cannot do it in the entity's current state. */
export class TeamCityConflictError extends TeamCityApiError {
  override name = 'TeamCityConflictError';
}
/** 429: too many requests. */
export class TeamCityRateLimitError extends TeamCityApiError {
  override name = 'TeamCityRateLimitError';
}
/** 5xx: the server or a proxy in front of it failed. */
export class TeamCityServerError extends TeamCityApiError {
  override name = 'TeamCityServerError';
}

const byStatus: Record<number, typeof TeamCityApiError> = {
  400: TeamCityBadRequestError,
  401: TeamCityAuthenticationError,
  403: TeamCityForbiddenError,
  404: TeamCityNotFoundError,
  406: TeamCityMediaTypeError,
  409: TeamCityConflictError,
  415: TeamCityMediaTypeError,
  429: TeamCityRateLimitError,
};

/** The error class for a status: the subclass of its class of status, else TeamCityApiError. */
export function apiError(
  status: number,
  request: RequestInfo,
  body: string,
  headers: Headers,
  xml?: typeof xmlErrors,
): TeamCityApiError {
  const Class = byStatus[status] ?? (status > 499 ? TeamCityServerError : TeamCityApiError);
  return new Class(status, request, body, headers, xml);
}

/** Fetch failed, or the body broke off: no complete HTTP answer was read. */
export class TeamCityNetworkError extends TeamCityRequestError {
  override name = 'TeamCityNetworkError';
  constructor(request: RequestInfo, cause: unknown) {
    super(request, 'failed: ' + causeText(cause as Error), { cause });
  }
}

/** The call's `timeoutMs` ran out. Never retried: a server that is slow stays slow. */
export class TeamCityTimeoutError extends TeamCityRequestError {
  override name = 'TeamCityTimeoutError';
  declare readonly timeoutMs: number;
  constructor(request: RequestInfo, timeoutMs: number) {
    super(request, `timed out after ${timeoutMs} ms`, { timeoutMs });
  }
}

/** The caller's AbortSignal fired; `cause` is its reason. */
export class TeamCityAbortError extends TeamCityRequestError {
  override name = 'TeamCityAbortError';
  constructor(request: RequestInfo, cause: unknown) {
    super(request, 'was aborted', { cause });
  }
}

/** The server answered 2xx with something that cannot be used as the operation promises. */
export class TeamCityResponseError extends TeamCityError {
  override name = 'TeamCityResponseError';
  declare readonly operation: string;
  declare readonly url: string;
  declare readonly body: string;
  constructor(message: string, operation: string, url: string, body: string) {
    super(`${operation}: ${message}`);
    Object.assign(this, { operation, url, body });
  }
}

/**
 * The text of TeamCity's message from any of its error formats, or '' when there is none: JSON `errors[]`, XML
 * `<errors>`, an HTML page's title (the 401 login page), else the first lines of plain text, at most 1 KiB.
 */
export const errorMessage = (body: string): string => messageOf(body, xmlErrors);

/** errorMessage, reading XML `<errors>` only with `xml`: the parser an operation whose Accept admits XML refers to. */
function messageOf(body: string, xml?: typeof xmlErrors): string {
  const text = body.trim();
  let messages: string[];
  try {
    messages = (JSON.parse(text) as { errors: { message?: string }[] }).errors.map((e) => e.message ?? '');
  } catch {
    // not JSON errors[]: an XML, HTML or plain text body
    messages = xml?.(text) ?? [];
  }
  return messages.length
    ? messages.join('; ')
    : (/^<[^]*?<title>([^<]*)/i.exec(text)?.[1]!.trim() ?? text.split('\n', 3).join(' ').slice(0, 1024));
}
