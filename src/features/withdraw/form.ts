// State the withdraw forms share: the method named in the query (or the only linked one), the linked account of a
// method, the end of the business day, and moving the focus to the field a refusal is about.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { BoundAccountView, WithdrawOverview } from '../../contract/withdraw.ts';
import { addDays, businessDayStartMs, type BusinessDate } from '../../domain/time.ts';
import type { WithdrawMethod } from '../../domain/withdrawal.ts';
import { serverNow } from '../../lib/clock.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { methodFromQuery } from './query.ts';

/**
 * The chosen method: the one the query names (read after mount, DESIGN 7), else `preselect` (the only linked one),
 * else none until the user picks one.
 */
export function useMethodChoice(preselect: WithdrawMethod | null = null): [WithdrawMethod | null, (method: WithdrawMethod) => void] {
  const queryMethod = useQueryParam('method');
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  // Before the browser paints, like the query it reads: the account of the chosen method shows at once, and the form
  // below it does not move (DESIGN 9: CLS 0).
  useLayoutEffect(() => {
    if (queryMethod === undefined) return;
    const chosen = methodFromQuery(queryMethod) ?? preselect;
    if (chosen) setMethod((current) => current ?? chosen);
  }, [queryMethod, preselect]);
  return [method, setMethod];
}

/** The only method with a linked account, or null when none or several are linked (the user then chooses). */
export function onlyLinkedMethod(overview: WithdrawOverview): WithdrawMethod | null {
  const linked = overview.methods.filter((entry) => entry.bound !== null);
  return linked.length === 1 ? (linked[0]?.method ?? null) : null;
}

/**
 * Calls `onTurn` when the business day `today` (UTC+7, by the server clock) ends, for pages that stay open past 24:00:
 * what held "today" (one withdrawal a day) no longer does.
 */
export function useBusinessDayEnd(today: BusinessDate, onTurn: () => void): void {
  useEffect(() => {
    const left = businessDayStartMs(addDays(today, 1)) - serverNow();
    // A second past midnight, so the server agrees the day has turned.
    const timer = setTimeout(onTurn, Math.max(0, left) + 1000);
    return () => clearTimeout(timer);
  }, [today, onTurn]);
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
