/** The one error type services throw; the error handler turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra top-level fields of the body, e.g. available_quantity on a stock conflict. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: Record<string, string[]>) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message = 'Unauthenticated.') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError(403, message);
  }
  static notFound(entity: string) {
    return new AppError(404, `${entity} not found.`);
  }
  static conflict(message: string, extra?: Record<string, unknown>) {
    return new AppError(409, message, undefined, extra);
  }
}
