// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLEMENT_STATUS, type SettlementStatus } from '../../../src/domain/settlement.ts';
import { LANGS } from '../../../src/lib/language.ts';
import { StatusBadge, statusText } from '../../../src/ui/StatusBadge.tsx';

const CODES: SettlementStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

afterEach(cleanup);

describe('statusText', () => {
  it('names the eight codes of SPEC 3, codes 1, 3 and 4 all "in process"', () => {
    expect(CODES.map((code) => statusText(code, 'en'))).toEqual([
      'Rejected',
      'In process',
      'To be reviewed',
      'In process',
      'In process',
      'Completed',
      'Failed',
      'Manual operation',
    ]);
  });

  it('has six different words in every language', () => {
    for (const lang of LANGS) expect(new Set(CODES.map((code) => statusText(code, lang))).size, lang).toBe(6);
    expect(statusText(SETTLEMENT_STATUS.TO_BE_REVIEWED, 'zh-cn')).toBe('待审核');
    expect(statusText(SETTLEMENT_STATUS.TO_BE_REVIEWED, 'zh-tw')).toBe('待審核');
    expect(statusText(SETTLEMENT_STATUS.COMPLETED, 'id')).toBe('Selesai');
  });
});

describe('StatusBadge', () => {
  it('shows the words of the status, its colour named by the label', () => {
    const { container } = render(<StatusBadge lang="id" status={SETTLEMENT_STATUS.IN_PROCESS_3} />);
    expect(container.textContent).toBe('Sedang diproses');
    expect(container.firstElementChild?.className).toBe('ui-status ui-status--inProcess');
  });
});
