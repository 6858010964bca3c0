/** Base class of every error this client throws. */
export class TeamCityError extends Error {
  override name = 'TeamCityError';
}

/** Bad input, found before anything was sent. */
export class TeamCityInputError extends TeamCityError {
  override name = 'TeamCityInputError';
  constructor(
    message: string,
    /** The operation (`area.seed_name`), when the input belonged to one. */
    readonly operation?: string,
  ) {
    super(operation ? `${operation}: ${message}` : message);
  }
}

/** The server answered with a status outside 2xx. */
export class TeamCityApiError extends TeamCityError {
  override name = 'TeamCityApiError';
  constructor(
    /** HTTP status code. */
    readonly status: number,
    readonly method: string,
    /** The request URL, without credentials. */
    readonly url: string,
    /** The response body as text (TeamCity sends plain text, JSON or XML errors). */
    readonly body: string,
    /** The operation (`area.seed_name`) that was called. */
    readonly operation: string,
    readonly headers: Headers,
  ) {
    super(`${operation}: ${method} ${url} answered ${status}${describe(body)}`);
  }
}

/** The server answered 2xx with a body that could not be decoded as the operation promises. */
export class TeamCityResponseError extends TeamCityError {
  override name = 'TeamCityResponseError';
  constructor(
    message: string,
    readonly operation: string,
    readonly url: string,
    readonly body: string,
  ) {
    super(`${operation}: ${message}`);
  }
}

/** The text of TeamCity's message from any of its three error formats, or '' when there is none. */
export function errorMessage(body: string): string {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const errors = (JSON.parse(text) as { errors?: { message?: string }[] }).errors;
      if (errors?.length) return errors.map((e) => e.message ?? '').join('; ');
    } catch {
      // not JSON after all: fall through to plain text
    }
  }
  const xml = /<error>[\s\S]*?<message>([\s\S]*?)<\/message>/.exec(text);
  if (xml) return xml[1]!.trim();
  return text.split('\n').slice(0, 3).join(' ').slice(0, 1024);
}

function describe(body: string): string {
  const message = errorMessage(body);
  return message ? `: ${message}` : '';
}
