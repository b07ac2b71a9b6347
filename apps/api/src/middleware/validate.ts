import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof S]-?: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

type Handler<S extends Schemas> = (input: Parsed<S>, req: Request, res: Response) => unknown;

const NUL = '\u0000';

/**
 * Paths of the strings (values or keys) that hold a NUL character: PostgreSQL text cannot store
 * one, so such input is refused here, field by field, instead of failing in the database. Walked
 * with a stack of its own: a body may nest deeper than the call stack goes.
 */
function nulPaths(root: unknown): PropertyKey[][] {
  interface Node {
    value: unknown;
    key?: PropertyKey;
    parent?: Node;
  }
  const pathOf = (node: Node | undefined): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let n = node; n?.parent; n = n.parent) path.unshift(n.key!);
    return path;
  };
  const found: PropertyKey[][] = [];
  const stack: Node[] = [{ value: root }];
  while (stack.length) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (node.value.includes(NUL)) found.push(pathOf(node));
    } else if (node.value && typeof node.value === 'object') {
      const isArray = Array.isArray(node.value);
      for (const [key, value] of Object.entries(node.value)) {
        if (key.includes(NUL)) found.push(pathOf(node));
        else stack.push({ value, key: isArray ? Number(key) : key, parent: node });
      }
    }
  }
  return found;
}

/**
 * A route handler whose body, query and params are parsed by strict zod schemas first; the
 * handler only sees the parsed values. A ZodError goes to the error handler as a 400.
 */
export function endpoint<S extends Schemas>(schemas: S, handler: Handler<S>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const issues: z.core.$ZodIssue[] = [];
    const input: Record<string, unknown> = {};
    // A path whose parameters do not parse (an id like `0x10` or past the column's range) names
    // nothing: 404, as for a record that does not exist, before the query and body are read.
    if (schemas.params && !schemas.params.safeParse(req.params).success) {
      return next(new AppError(404, 'Not found.'));
    }
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const nul = nulPaths(req[part] ?? {});
      if (nul.length) {
        for (const path of nul) {
          issues.push({
            code: 'custom',
            path: path.length ? path : [part],
            message: 'Must not contain NUL characters.',
            input: undefined,
          });
        }
        continue;
      }
      const result = schema.safeParse(req[part] ?? {});
      if (result.success) input[part] = result.data;
      // An issue about the part as a whole (e.g. unknown keys) is reported under the part's name.
      else issues.push(...result.error.issues.map((i) => (i.path.length ? i : { ...i, path: [part] })));
    }
    if (issues.length) return next(new z.ZodError(issues));
    await handler(input as Parsed<S>, req, res);
  };
}
