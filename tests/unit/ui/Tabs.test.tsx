// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs.tsx';

type Period = 'daily' | 'weekly' | 'monthly';

const TABS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

/** A page that owns the selected tab, as pages do. */
function Harness({ onChange = () => undefined }: { onChange?: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('weekly');
  return (
    <Tabs
      label="Ranking period"
      tabs={TABS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      {`Ranking: ${value}`}
    </Tabs>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('shows a named tab list with the selected tab and its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Ranking period' })).toBeTruthy();
    const weekly = screen.getByRole('tab', { name: 'Weekly' });
    expect(weekly.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Weekly' });
    expect(panel.textContent).toBe('Ranking: weekly');
    expect(weekly.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects a tab on click and tells the page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(onChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Ranking: monthly');
  });

  it('moves between tabs with the arrow keys, wrapping around, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Weekly' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Monthly', selected: true }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Daily', selected: true }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Monthly', selected: true }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Daily', selected: true }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Monthly', selected: true }));
  });

  it('lets Tab reach only the selected tab, then the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });
});
