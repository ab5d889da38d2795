// State the withdraw forms share: the method named in the query, the linked account of a method, and moving the
// focus to the field a refusal is about.
import { useEffect, useState, type RefObject } from 'react';
import type { BoundAccountView, WithdrawOverview } from '../../contract/withdraw.ts';
import type { WithdrawMethod } from '../../domain/withdrawal.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { methodFromQuery } from './query.ts';

/** The chosen method: none until the user picks one, or the one the query names (read after mount, DESIGN 7). */
export function useMethodChoice(): [WithdrawMethod | null, (method: WithdrawMethod) => void] {
  const queryMethod = useQueryParam('method');
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  useEffect(() => {
    const fromQuery = methodFromQuery(queryMethod);
    if (fromQuery) setMethod((current) => current ?? fromQuery);
  }, [queryMethod]);
  return [method, setMethod];
}

/** The account linked for `method`, or null. */
export function linkedAccount(overview: WithdrawOverview, method: WithdrawMethod | null): BoundAccountView | null {
  return method ? (overview.methods.find((entry) => entry.method === method)?.bound ?? null) : null;
}

/** After each refusal, the focus goes to the field at fault (or the message), so keyboard and screen-reader users land on it. */
export function useFocusOnProblem(form: RefObject<HTMLFormElement | null>, problem: unknown): void {
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [form, problem]);
}
