// Which turntable route shows which wheel, and which routes are rule pages (docs/rules.md "Turntable", assumed).
// Shared by the pages, the islands and the tests.
import { TURNTABLE_WHEEL_IDS, type WheelId } from '../../domain/turntable.ts';
import type { CorePath } from '../../routes.ts';

/** Assumed (docs/rules.md): the page of every wheel, its rules page, the rule pages and the list of wheels. */
export const TURNTABLE_PAGES = {
  wheel: {
    lucky: '/turntable',
    luckyOne: '/turntableone',
    luckyTwo: '/turntableTwo',
    tanpa: '/tanpaTurn',
    harta: '/harta',
    shining3: '/shining3',
    shining6: '/shining6',
  },
  rulesOf: {
    lucky: '/turntableRule',
    luckyOne: '/turnRule',
    luckyTwo: '/turntableRule2',
    tanpa: '/tanpa',
    harta: '/turnRule',
    shining3: '/turnRule',
    shining6: '/turnRule',
  },
  rules: {
    '/turntableRule': ['lucky'],
    '/turntableRule2': ['luckyTwo'],
    '/tanpa': ['tanpa'],
    '/turnRule': TURNTABLE_WHEEL_IDS,
  },
  list: '/turnPage',
} as const satisfies {
  wheel: Record<WheelId, CorePath>;
  rulesOf: Record<WheelId, CorePath>;
  rules: Partial<Record<CorePath, readonly WheelId[]>>;
  list: CorePath;
};

/** A route that shows the rules of some wheels. */
export type RulesPath = keyof typeof TURNTABLE_PAGES.rules;

/** The id of a wheel's section on a rule page, for links that go straight to it. */
export function wheelAnchor(wheel: WheelId): string {
  return `wheel-${wheel}`;
}
