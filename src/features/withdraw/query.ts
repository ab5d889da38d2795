// What the withdraw screens read from their query: which method, where to go back to, which withdrawal.
import { isWithdrawMethod, type WithdrawMethod } from '../../domain/withdrawal.ts';
import type { CorePath } from '../../routes.ts';

/** The screens /addAccount returns to after a bind (`from` in its query). */
export const BIND_RETURN_PATHS = ['/withdrawcash', '/selwithdrawalMethod'] as const satisfies readonly CorePath[];
/** Where /addAccount goes back to. */
export type BindReturnPath = (typeof BIND_RETURN_PATHS)[number];

/** The `method` query value as a method, or null. */
export function methodFromQuery(value: string | null | undefined): WithdrawMethod | null {
  return isWithdrawMethod(value) ? value : null;
}

/** The screen /addAccount goes back to: the one named in `from`, else the method list. */
export function bindReturnPath(from: string | null | undefined): BindReturnPath {
  return BIND_RETURN_PATHS.find((path) => path === `/${from ?? ''}`) ?? '/selwithdrawalMethod';
}

/** The `from` value that brings /addAccount back to `path`. */
export function bindFromValue(path: BindReturnPath): string {
  return path.slice(1);
}

/** The `id` query value of /withdrawaldetail when it can name a withdrawal (a positive whole number), else null. */
export function withdrawalIdFromQuery(value: string | null | undefined): string | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? value : null;
}
