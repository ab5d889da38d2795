// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLEMENT_STATUS, type SettlementStatus } from '../../../src/domain/settlement.ts';
import { LANGS } from '../../../src/lib/language.ts';
import { StatusBadge, StatusTimeline, statusText } from '../../../src/ui/StatusBadge.tsx';

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

describe('StatusTimeline', () => {
  it('lists the steps oldest first under its name, each with its words and machine-readable time', () => {
    const at = Date.UTC(2026, 10, 19, 4, 0);
    render(<StatusTimeline lang="en" label="Progress" steps={[{ status: 2, at }, { status: 1, at: at + 3_600_000 }, { status: 5, at: at + 7_200_000 }]} />);
    const steps = screen.getByRole('list', { name: 'Progress' }).querySelectorAll('li');
    expect([...steps].map((step) => step.querySelector('.ui-timeline__status')?.textContent)).toEqual(['To be reviewed', 'In process', 'Completed']);
    expect(steps[2]?.querySelector('time')?.getAttribute('datetime')).toBe(new Date(at + 7_200_000).toISOString());
  });
});
