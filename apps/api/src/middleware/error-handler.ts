import type { ErrorRequestHandler, RequestHandler } from 'express';
import { Prisma } from '@vigor/db/client';
import { MulterError } from 'multer';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

export const VALIDATION_MESSAGE = 'The given data was invalid.';

/** Field errors keyed by dotted path; issues about the whole body go under "body". */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    (errors[key] ??= []).push(message);
  }
  return errors;
}

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'P1001',
  'P1017',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown; name?: unknown };
    if (typeof candidate.code === 'string' && DATABASE_DOWN_CODES.has(candidate.code)) return true;
    if (candidate.name === 'PrismaClientInitializationError') return true;
    current = candidate.cause;
  }
  return false;
}

interface HttpErrorLike {
  status?: number;
  type?: string;
}

/** The one place where errors become responses: `{ message, errors? }`, never a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return res.end();
  if (error instanceof AppError) {
    return res.status(error.status).json({ ...error.extra, message: error.message, errors: error.errors });
  }
  if (error instanceof z.ZodError) {
    return res.status(400).json({ message: VALIDATION_MESSAGE, errors: fieldErrors(error) });
  }
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return res.status(413).json({ message: 'The image is too large.' });
    return res.status(400).json({ message: `Upload refused: ${error.message}.` });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return res.status(409).json({ message: 'This record already exists.' });
    if (error.code === 'P2025') return res.status(404).json({ message: 'Record not found.' });
  }
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
  return res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.' });
};
