import { AppError } from '../errors';

/** Throws the API's 403 unless a policy allowed the action. */
export function ensure(allowed: boolean): void {
  if (!allowed) throw new AppError('forbidden', "The user doesn't have enough privileges");
}
