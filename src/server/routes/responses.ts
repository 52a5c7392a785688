import { ZErrorBody } from '../../core/api/errors';

/** Response schemas for the error statuses a route documents (all `{"detail": …}`). */
export function errorResponses(...statuses: number[]): Record<number, typeof ZErrorBody> {
  return Object.fromEntries([...statuses, 422].map((s) => [s, ZErrorBody]));
}

/** OpenAPI security requirement of routes that take a bearer token. */
export const bearer = [{ bearer: [] }];
