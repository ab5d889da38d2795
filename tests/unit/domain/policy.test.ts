// The policy (DESIGN 12) against its table in docs/rules.md: the code and the documentation name the same rules, and
// deciding every action for every standing and role gives what the documented row says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_ACTIONS, FAMILY_PERMISSIONS, FAMILY_ROLES } from '../../../src/domain/family-roles.ts';
import {
  ACCOUNT_ROLES,
  POLICY,
  POLICY_ACTIONS,
  STANDINGS,
  decide,
  may,
  standingOf,
  type AccountRole,
  type Rule,
  type Standing,
} from '../../../src/domain/policy.ts';

const RULES = readFileSync(new URL('../../../docs/rules.md', import.meta.url), 'utf8');

/** The rows of the markdown table that follows `heading` in docs/rules.md, as cells. */
function tableAfter(heading: string): string[][] {
  const start = RULES.indexOf(heading);
  if (start === -1) throw new Error(`docs/rules.md has no ${heading}`);
  const lines = RULES.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('| '));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('| ')) break;
    rows.push(line.slice(2, -2).split(' | '));
  }
  return rows;
}

/** A documented rule as written in the table. */
interface DocumentedRule {
  roles: string;
  standings: string;
  ownRow: string;
}

/** The rule as the table writes it. */
function written(rule: Rule): DocumentedRule {
  const parts = [rule.anyOf && `any of: ${rule.anyOf.join(', ')}`, rule.noneOf && `none of: ${rule.noneOf.join(', ')}`].filter(Boolean);
  return {
    roles: parts.length === 0 ? 'anyone' : parts.join('; '),
    standings: rule.standings.length === STANDINGS.length ? 'any' : rule.standings.join(', '),
    ownRow: rule.ownRow === false ? 'no' : 'yes',
  };
}

const DOCUMENTED = new Map(
  tableAfter('### Who may do what').map(([action = '', roles = '', standings = '', ownRow = '']) => [action.replace(/`/g, ''), { roles, standings, ownRow }]),
);

/** What a documented row allows, read from its words alone (not from the code). */
function allowedByDocs(row: DocumentedRule, standing: Standing, roles: readonly AccountRole[], ownRow: boolean): boolean {
  const standings = row.standings === 'any' ? STANDINGS : row.standings.split(', ');
  if (!standings.includes(standing)) return false;
  for (const part of row.roles === 'anyone' ? [] : row.roles.split('; ')) {
    const [kind, names = ''] = part.split(': ');
    const listed = names.split(', ');
    if (kind === 'any of' && !roles.some((role) => listed.includes(role))) return false;
    if (kind === 'none of' && roles.some((role) => listed.includes(role))) return false;
  }
  return !(ownRow && row.ownRow === 'no');
}

describe('POLICY and docs/rules.md "Who may do what"', () => {
  it('name the same actions in the same order', () => {
    expect([...DOCUMENTED.keys()]).toEqual(POLICY_ACTIONS);
  });

  it.each(POLICY_ACTIONS)('%s: the table writes the rule of the code', (action) => {
    expect(DOCUMENTED.get(action)).toEqual(written(POLICY[action]));
  });

  it('decides every action for every standing, every role alone, a viewer and every own row as its documented row says', () => {
    const accounts: (readonly AccountRole[])[] = [[], ...ACCOUNT_ROLES.map((role) => [role])];
    const mismatches: string[] = [];
    for (const action of POLICY_ACTIONS) {
      const row = DOCUMENTED.get(action);
      if (!row) throw new Error(`${action} is not documented`);
      for (const standing of STANDINGS) {
        for (const roles of accounts) {
          for (const ownRow of [false, true]) {
            const expected = allowedByDocs(row, standing, roles, ownRow);
            if (may(action, { standing, roles }, { ownRow }) !== expected) mismatches.push(`${action} ${standing} [${roles.join()}] own=${ownRow}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('decide', () => {
  const active = (roles: readonly AccountRole[]) => ({ standing: 'active' as const, roles });

  it('says which held role refuses, so a refusal can name it', () => {
    expect(decide('cancelAccount', active(['host', 'agencyHead']))).toEqual({ ok: false, refusal: 'role', role: 'agencyHead' });
    expect(decide('hostEarnings', active(['reseller']))).toEqual({ ok: false, refusal: 'role', role: null });
  });

  it('refuses by standing before roles, and an own row only where the rule says so', () => {
    expect(decide('signInWithAppToken', { standing: 'cancelling', roles: [] })).toEqual({ ok: false, refusal: 'standing' });
    expect(decide('manageBans', active(['operator']), { ownRow: true })).toEqual({ ok: false, refusal: 'ownRow' });
    expect(decide('reviewWithdrawals', active(['operator']), { ownRow: true })).toEqual({ ok: false, refusal: 'ownRow' });
    expect(decide('reviewWithdrawals', active(['operator']), { ownRow: false })).toEqual({ ok: true });
    expect(decide('withdraw', active(['host']), { ownRow: true })).toEqual({ ok: true });
  });

  it('keeps coin dealers out of the task centre, and paid games (turntables and marble) for players only', () => {
    for (const dealer of ['reseller', 'subAgent'] as const) {
      expect(may('takeTasks', active([dealer]))).toBe(false);
      expect(may('playTurntable', active([dealer]))).toBe(false);
      expect(may('playMarble', active([dealer]))).toBe(false);
    }
    expect(may('takeTasks', active(['host']))).toBe(true);
    expect(may('playTurntable', active(['operator']))).toBe(false);
    expect(may('playMarble', active(['operator']))).toBe(false);
    expect(may('playMarble', active(['host', 'familyMember']))).toBe(true);
    expect(may('playMarble', active([]))).toBe(true);
  });
});

describe('standing and consent (DESIGN 12)', () => {
  const as = (standing: 'active' | 'banned' | 'cancelling' | 'closed', roles: readonly AccountRole[] = []) => ({ standing, roles });

  it('lets only active accounts receive coins', () => {
    expect(may('receiveCoins', as('active'))).toBe(true);
    for (const standing of ['banned', 'cancelling', 'closed'] as const) expect(decide('receiveCoins', as(standing))).toEqual({ ok: false, refusal: 'standing' });
  });

  it('never lets a head bind a coin dealer, an operator or an account that is not active', () => {
    for (const role of ['reseller', 'subAgent', 'operator'] as const) expect(decide('beBoundToAgency', as('active', [role]))).toEqual({ ok: false, refusal: 'role', role });
    expect(may('beBoundToAgency', as('cancelling'))).toBe(false);
    expect(may('beBoundToAgency', as('active', ['familyMember']))).toBe(true);
  });

  it('keeps a family creator from closing the account, like an agency head', () => {
    expect(decide('cancelAccount', as('active', ['familyCreator']))).toEqual({ ok: false, refusal: 'role', role: 'familyCreator' });
    expect(may('cancelAccount', as('active', ['familyAdmin', 'host']))).toBe(true);
  });
});

describe('standingOf', () => {
  const NOW = 1_800_000_000_000;

  it('puts a closed account first, then a ban, then a cancellation under way', () => {
    expect(standingOf({ closedAt: NOW - 1, banned: true, cancellationPending: true }, NOW)).toBe('closed');
    expect(standingOf({ closedAt: null, banned: true, cancellationPending: true }, NOW)).toBe('banned');
    expect(standingOf({ closedAt: null, banned: false, cancellationPending: true }, NOW)).toBe('cancelling');
    expect(standingOf({ closedAt: null, banned: false, cancellationPending: false }, NOW)).toBe('active');
  });
});

describe('FAMILY_PERMISSIONS and docs/rules.md', () => {
  it('the family roles table says yes exactly where a role may take an action', () => {
    const rows = tableAfter('| family action |');
    expect(rows.map((row) => row[0])).toEqual([...FAMILY_ACTIONS]);
    for (const [action = '', ...cells] of rows) {
      const expected = FAMILY_ROLES.map((role) => ((FAMILY_PERMISSIONS[role] as readonly string[]).includes(action) ? 'yes' : 'no'));
      expect(cells, action).toEqual(expected);
    }
  });
});
