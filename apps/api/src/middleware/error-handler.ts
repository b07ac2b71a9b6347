import type { ErrorRequestHandler, RequestHandler } from 'express';
import { Prisma } from '@vigor/db/client';
import { MulterError } from 'multer';
import { fieldErrorsOf, IMAGE_TOO_LARGE_MESSAGE } from '@vigor/shared';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

export const VALIDATION_MESSAGE = 'The given data was invalid.';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  // statement_timeout: the query ran past DATABASE_QUERY_TIMEOUT_MS (a stuck or overloaded server).
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'P1001',
  'P1017',
  // The process ran out of file descriptors (a connection to the database, an image file).
  'EMFILE',
  'ENFILE',
]);

/** Driver-adapter error kinds that mean the database could not be reached or dropped us. */
const DATABASE_DOWN_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * node-postgres errors that carry no code: a dropped connection, no connection in time, or no
 * answer to a query in time (the client-side query timeout).
 */
const DATABASE_DOWN_MESSAGES =
  /Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/;

/** The fields looked at, on an error or on the driver adapter's description of one. */
interface ErrorFacts {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  /** Driver adapter: the PostgreSQL SQLSTATE, and the kind of failure (DatabaseNotReachable...). */
  originalCode?: unknown;
  kind?: unknown;
}

/**
 * The errors an error is made of: itself, its `cause` chain, and the PostgreSQL error that
 * Prisma's driver adapter keeps in `meta.driverAdapterError.cause`.
 */
function* errorChain(error: unknown): Generator<ErrorFacts> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as ErrorFacts & {
      cause?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
    };
    yield candidate;
    const driver = candidate.meta?.driverAdapterError?.cause;
    if (driver && typeof driver === 'object') yield driver;
    current = candidate.cause;
  }
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    for (const code of [e.code, e.originalCode]) {
      if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    }
    if (typeof e.kind === 'string' && DATABASE_DOWN_KINDS.has(e.kind)) return true;
    if (e.name === 'PrismaClientInitializationError') return true;
    if (typeof e.message === 'string' && DATABASE_DOWN_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Text PostgreSQL cannot store (e.g. a NUL character that got past validation): the client's fault. */
function isUnstorableText(error: unknown): boolean {
  for (const e of errorChain(error)) {
    for (const code of [e.code, e.originalCode]) if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

interface HttpErrorLike {
  status?: number;
  type?: string;
}

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The one place where errors become responses: `{ message, errors? }`, never a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  try {
    respond(error, req, res, next);
  } catch (failure) {
    // Never fall through to Express's own handler, whose HTML page shows the stack.
    req.log?.error({ err: failure, cause: error }, 'error handler failed');
    if (res.headersSent) res.end();
    else res.status(500).json({ message: GENERIC_MESSAGE });
  }
};

const respond: ErrorRequestHandler = (error, req, res) => {
  if (res.headersSent) return res.end();
  if (error instanceof AppError) {
    return res.status(error.status).json({ ...error.extra, message: error.message, errors: error.errors });
  }
  if (error instanceof z.ZodError) {
    return res.status(400).json({ message: VALIDATION_MESSAGE, errors: fieldErrorsOf(error) });
  }
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return res.status(413).json({ message: IMAGE_TOO_LARGE_MESSAGE });
    return res.status(400).json({ message: `Upload refused: ${error.message}.` });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return res.status(409).json({ message: 'This record already exists.' });
    if (error.code === 'P2025') return res.status(404).json({ message: 'Record not found.' });
  }
  if (isUnstorableText(error)) return res.status(400).json({ message: VALIDATION_MESSAGE });
  const http = error as HttpErrorLike;
  if (http.type === 'entity.parse.failed') return res.status(400).json({ message: 'Malformed JSON body.' });
  if (http.type === 'entity.too.large')
    return res.status(413).json({ message: 'The request body is too large.' });
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    return res.status(http.status).json({ message: 'The request could not be processed.' });
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.error({ err: error }, 'database unavailable');
    return res
      .status(503)
      .set('Retry-After', '5')
      .json({ message: 'The store is briefly unavailable. Please try again.' });
  }
  req.log?.error({ err: error }, 'unhandled error');
  return res.status(500).json({ message: GENERIC_MESSAGE });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.' });
};
