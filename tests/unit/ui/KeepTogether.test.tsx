// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTogether } from '../../../src/ui/KeepTogether.tsx';

afterEach(cleanup);

describe('keepTogether', () => {
  it('keeps a phone number in a message on one line, the text around it unchanged', () => {
    const { container } = render(<p>{keepTogether('Hubungi layanan pelanggan: +62 811-1900-2026.', '+62 811-1900-2026')}</p>);
    expect(container.textContent).toBe('Hubungi layanan pelanggan: +62 811-1900-2026.');
    const kept = container.querySelector('.ui-nowrap');
    expect(kept?.textContent).toBe('+62 811-1900-2026');
  });

  it('leaves a text without the part as it is', () => {
    expect(keepTogether('Withdrawal failed', '+62 811-1900-2026')).toBe('Withdrawal failed');
    expect(keepTogether('Withdrawal failed', '')).toBe('Withdrawal failed');
  });
});
