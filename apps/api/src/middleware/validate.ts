import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof S]-?: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

type Handler<S extends Schemas> = (input: Parsed<S>, req: Request, res: Response) => unknown;

/**
 * A route handler whose body, query and params are parsed by strict zod schemas first; the
 * handler only sees the parsed values. A ZodError goes to the error handler as a 400.
 */
export function endpoint<S extends Schemas>(schemas: S, handler: Handler<S>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const issues: z.core.$ZodIssue[] = [];
    const input: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) input[part] = result.data;
      // An issue about the part as a whole (e.g. unknown keys) is reported under the part's name.
      else issues.push(...result.error.issues.map((i) => (i.path.length ? i : { ...i, path: [part] })));
    }
    if (issues.length) return next(new z.ZodError(issues));
    await handler(input as Parsed<S>, req, res);
  };
}
