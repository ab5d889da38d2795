// The audit trail of operator decisions (issue 28): who decided what on which row, when, and the ledger transaction the
// decision moved money with. Written in the transaction of the change it records, so a decision and its trail never
// part.
import type { DecisionRecord } from '../../src/contract/ops.ts';
import type { Db } from '../db/database.ts';

/** The rows an operator decides on. */
export type DecisionSubject = 'withdrawal' | 'settlement' | 'priceList' | 'application' | 'ban';

/** What a decision records besides its row. */
export interface DecisionFacts {
  subject: DecisionSubject;
  subjectId: number;
  ownerUserId: number;
  operatorUserId: number | null;
  action: string;
  fromState: string | number;
  toState: string | number;
  reason?: string | null;
  reference?: string | null;
  ledgerTxId?: number | null;
  at: number;
}

/** Adds a decision to the trail (inside the caller's transaction). */
export function recordDecision(db: Db, facts: DecisionFacts): void {
  db.prepare(
    `INSERT INTO ops_decisions (subject, subject_id, owner_user_id, operator_user_id, action, from_state, to_state, reason, reference, ledger_tx_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    facts.subject,
    facts.subjectId,
    facts.ownerUserId,
    facts.operatorUserId,
    facts.action,
    String(facts.fromState),
    String(facts.toState),
    facts.reason ?? null,
    facts.reference ?? null,
    facts.ledgerTxId ?? null,
    facts.at,
  );
}

/** The trail of one row, oldest first. */
export function decisionsOf(db: Db, subject: DecisionSubject, subjectId: number): DecisionRecord[] {
  const rows = db
    .prepare(
      `SELECT d.*, u.nickname FROM ops_decisions d LEFT JOIN users u ON u.id = d.operator_user_id
       WHERE d.subject = ? AND d.subject_id = ? ORDER BY d.id`,
    )
    .all(subject, subjectId) as unknown as {
    operator_user_id: number | null;
    nickname: string | null;
    action: string;
    from_state: string;
    to_state: string;
    reason: string | null;
    reference: string | null;
    ledger_tx_id: number | null;
    at: number;
  }[];
  return rows.map((row) => ({
    operatorUserId: row.operator_user_id === null ? null : String(row.operator_user_id),
    operatorNickname: row.nickname,
    action: row.action,
    fromState: row.from_state,
    toState: row.to_state,
    reason: row.reason,
    reference: row.reference,
    ledgerTxId: row.ledger_tx_id === null ? null : String(row.ledger_tx_id),
    at: row.at,
  }));
}
