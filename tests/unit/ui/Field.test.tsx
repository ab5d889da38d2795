// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../../src/ui/Field.tsx';

afterEach(cleanup);

/** A text box in a Field, as forms use it. */
function box(props: { hint?: string; error?: string | null; invalid?: boolean; announce?: boolean }) {
  render(<Field label="Account number" {...props}>{(control) => <input {...control} />}</Field>);
  return screen.getByRole('textbox', { name: 'Account number' });
}

describe('Field', () => {
  it('labels its control and reads the hint and the error with it', () => {
    const input = box({ hint: 'Your own account', error: 'Not valid' });
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['Your own account', 'Not valid']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is valid and described by nothing when there is nothing to say', () => {
    const input = box({});
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('can be marked invalid when another message names the problem', () => {
    expect(box({ invalid: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('announces an error a submit reveals only when asked to', () => {
    box({ error: 'Not valid', announce: true });
    expect(screen.getByRole('alert').textContent).toBe('Not valid');
    cleanup();
    box({ error: 'Not valid' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
