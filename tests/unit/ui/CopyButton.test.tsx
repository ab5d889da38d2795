// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../src/ui/CopyButton.tsx';

const toastText = () => document.body.querySelector('[role="status"]')?.textContent;

/** Replaces navigator.clipboard (undefined: the WebView has none). */
function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

/** happy-dom has no execCommand: install one that reports `result`. */
function stubExecCommand(result: boolean | 'throws') {
  const exec = vi.fn((command: string) => {
    if (result === 'throws') throw new Error(`${command} refused`);
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return exec;
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // userEvent installs its own clipboard stub on setup, so ours go in after it.
  user = userEvent.setup();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('copies with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    render(<CopyButton lang="en" text="ABC123" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(toastText()).toBe('Copied');
  });

  it('falls back to a selected textarea when the Clipboard API refuses, and cleans up after itself', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    const exec = stubExecCommand(true);
    render(<CopyButton lang="en" text="ABC123" />);
    const button = screen.getByRole('button', { name: 'Copy' });
    await user.click(button);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(toastText()).toBe('Copied');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('uses the fallback where there is no Clipboard API at all', async () => {
    stubClipboard(undefined);
    const exec = stubExecCommand(true);
    render(<CopyButton lang="zh-cn" text="ABC123" />);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(toastText()).toBe('复制成功');
  });

  it('says "copy failed" when every way fails', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    render(<CopyButton lang="id" text="ABC123" />);
    await user.click(screen.getByRole('button', { name: 'Salin' }));
    expect(toastText()).toBe('Gagal menyalin');
  });

  it('says "copy failed" when the fallback throws', async () => {
    stubClipboard(undefined);
    stubExecCommand('throws');
    render(<CopyButton lang="en" text="ABC123" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toastText()).toBe('Copy failed');
  });

  it('can be named for what it copies when its content is an icon', () => {
    render(
      <CopyButton lang="en" text="ABC123" label="Copy invitation code">
        <svg aria-hidden="true" />
      </CopyButton>,
    );
    expect(screen.getByRole('button', { name: 'Copy invitation code' })).toBeTruthy();
  });
});
