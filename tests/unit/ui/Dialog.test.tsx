// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../src/lib/language.ts';
import { Dialog } from '../../../src/ui/Dialog.tsx';

interface HarnessProps {
  variant: 'alert' | 'confirm';
  lang?: Lang;
  busy?: boolean;
  onRepeatTap?: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** A page with an opener button, as a user meets a dialog. */
function Harness({ variant, lang = 'en', busy = false, onRepeatTap, onConfirm = () => undefined, onCancel = () => undefined }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        lang={lang}
        open={open}
        variant={variant}
        title="Delete this card?"
        busy={busy}
        onRepeatTap={onRepeatTap}
        onConfirm={() => {
          onConfirm();
          if (!busy) setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        The card will be unbound.
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it('opens as a modal named by its title, described by its message, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness variant="confirm" />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this card?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The card will be unbound.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('confirms with the confirm button and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness variant="confirm" onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cancels on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness variant="confirm" onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cancels a confirm when the backdrop is tapped, but not when the dialog itself is', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness variant="confirm" onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows an alert with one OK button that the backdrop does not dismiss', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness variant="alert" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness variant="confirm" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('disables the confirm button while a request is pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness variant="confirm" busy onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('tells the page about a repeat tap while pending, when the page asks to know', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onRepeatTap = vi.fn();
    render(<Harness variant="confirm" busy onConfirm={onConfirm} onRepeatTap={onRepeatTap} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await user.click(confirm);
    expect(onRepeatTap).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('labels its buttons in the page language', async () => {
    const user = userEvent.setup();
    render(<Harness variant="confirm" lang="id" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
  });
});
