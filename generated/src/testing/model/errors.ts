// Hand-written: edit it here; the generator never writes this file.
// The errors the simulation raises, as TeamCity's exceptions: the model and the handlers throw them, `http/` writes
// them as TeamCity's error bodies (`http/errors.ts`). Here, so that the model needs nothing of `http/`.

const EXCEPTIONS: Record<number, string> = {
  400: 'jetbrains.buildServer.server.rest.errors.BadRequestException',
  403: 'jetbrains.buildServer.server.rest.errors.AuthorizationFailedException',
  404: 'jetbrains.buildServer.server.rest.errors.NotFoundException',
  405: 'javax.ws.rs.NotAllowedException',
  406: 'javax.ws.rs.NotAcceptableException',
  409: 'jetbrains.buildServer.server.rest.errors.InvalidStateException',
  415: 'javax.ws.rs.NotSupportedException',
};

/** Thrown by handlers; the server turns it into TeamCity's error answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly exception = EXCEPTIONS[status] ?? 'jetbrains.buildServer.server.rest.errors.OperationException',
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
/** A locator TeamCity cannot read: its `LocatorProcessException`, which `LocatorProcessExceptionMapper` answers 400. */
export const locatorError = (message: string) =>
  new HttpError(400, message, 'jetbrains.buildServer.server.rest.errors.LocatorProcessException');
