// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api.ts';
import { ImageUpload } from '../../../src/ui/ImageUpload.tsx';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Chooses `file` in the field, as a user picking it from the gallery. */
async function choose(file: File) {
  const input = screen.getByLabelText('Avatar');
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  });
}

afterEach(cleanup);

describe('ImageUpload', () => {
  it('refuses a file whose bytes are no png or jpeg, before sending anything', async () => {
    const upload = vi.fn();
    render(<ImageUpload lang="id" label="Avatar" upload={upload} onUploaded={() => undefined} />);
    await choose(new File(['GIF89a not allowed'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hanya gambar PNG atau JPG yang dapat digunakan');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Avatar').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the progress while sending, then the preview, and hands back the stored URL', async () => {
    let finish: (value: { url: string }) => void = () => undefined;
    let report: (fraction: number) => void = () => undefined;
    const upload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<{ url: string }>((resolve) => (finish = resolve));
    });
    const uploaded = vi.fn();
    render(<ImageUpload lang="en" label="Avatar" upload={upload} onUploaded={uploaded} />);
    await choose(new File([PNG], 'me.png', { type: 'image/png' }));
    act(() => report(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('50');
    await act(async () => finish({ url: '/uploads/abc' }));
    expect(uploaded).toHaveBeenCalledWith('/uploads/abc');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
    expect(screen.getByText('Choose another image')).toBeTruthy();
  });

  it("shows the server's refusal beside the field", async () => {
    const upload = vi.fn(() => Promise.reject(new ApiError('upload.tooLarge', 1202)));
    render(<ImageUpload lang="zh-cn" label="Avatar" upload={upload} onUploaded={() => undefined} />);
    await choose(new File([PNG], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('图片超过 4 MB');
  });
});
