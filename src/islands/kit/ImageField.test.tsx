import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import type { StoredFileRef } from '@/lib/file-ref';
import { $errorDialog } from '@/stores/error-dialog';
import { $toasts } from '@/stores/toasts';
import { ImageField } from './ImageField';

const STORED: StoredFileRef = {
  id: 3,
  full_path: '/api/storage/files/DEMO/covers/a.png',
  name: 'a.png',
  mime_type: 'image/png',
  size: 2048,
  width: 640,
  height: 360,
};
const upload = vi.hoisted(() => vi.fn());
vi.mock('@/ui/upload', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/ui/upload')>()), uploadStoredFile: upload }));

function Harness({ picker }: { picker?: 'input' | 'button' }) {
  const [value, setValue] = useState<StoredFileRef | null>(null);
  return <ImageField label="Cover" folder="covers" picker={picker} value={value} onChange={setValue} hint="JPG, PNG or WebP" />;
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

const toasts = () => $toasts.get().map((t) => ({ kind: t.kind, title: t.title, text: t.text }));
const zone = () => screen.getByRole('button', { name: /^Drag (an|another) image here/ });
const choose = async (file: File) => void fireEvent.change(screen.getByLabelText('Cover'), { target: { files: [file] } });

describe('ImageField', () => {
  beforeEach(() => {
    $toasts.set([]);
    $errorDialog.set(null);
    upload.mockReset();
  });
  it('uploads the chosen image to its folder and keeps the stored file; Remove clears it', async () => {
    upload.mockResolvedValueOnce(STORED);
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Cover'), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'a.png' })).toBeTruthy());
    expect(upload).toHaveBeenCalledWith(png, 'covers');
    expect(screen.getByText('(2.00 KB)', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cover' }));
    expect(screen.queryByRole('link', { name: 'a.png' })).toBeNull();
  });

  it('in the button style offers Upload, then Change and Remove, with a preview', async () => {
    upload.mockResolvedValueOnce(STORED);
    render(<Harness picker="button" />);
    expect(screen.getByText('No cover')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Drag an image here, or click to choose one$/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cover'), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cover: a.png' })).toBeTruthy());
    expect(screen.getByRole('button', { name: /^Drag another image here, or click to change it$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cover' }));
    expect(screen.getByText('No cover')).toBeTruthy();
  });

  it("shows the spec's success toast and gives focus back to the drop zone", async () => {
    upload.mockResolvedValueOnce(STORED);
    render(<Harness />);
    await choose(png);
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', title: undefined, text: 'Image was uploaded successfully' }]));
    expect(document.activeElement).toBe(zone());
  });

  it("tells a refusal by the server in the spec's failure toast with its reason, never the error dialog", async () => {
    upload.mockRejectedValueOnce(new ApiError({ status: 415, title: 'Unsupported Media Type', message: 'Mime types not accepted' }));
    render(<Harness />);
    await choose(png);
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: 'Image was failed to upload', text: 'Mime types not accepted' }]));
    expect($errorDialog.get()).toBeNull();
    expect(document.activeElement).toBe(zone());
    expect(screen.queryByRole('link', { name: 'a.png' })).toBeNull();
  });

  it('says the connection failed when no answer came', async () => {
    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Harness />);
    await choose(png);
    await waitFor(() => expect(toasts()[0]?.text).toMatch(/connection was interrupted/));
    expect(toasts()[0]?.title).toBe('Image was failed to upload');
  });

  it('refuses a non-image, a file over the folder cap and an empty file before uploading, each with its reason', async () => {
    render(<Harness />);
    await choose(new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toasts().at(-1)).toEqual({ kind: 'error', title: 'Image was failed to upload', text: 'Mime types not accepted' }));
    expect(document.activeElement).toBe(zone());
    await choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts().at(-1)?.text).toBe('File size exceeds 2MB'));
    await choose(new File([], 'empty.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts().at(-1)?.text).toBe("There's no any file to be uploaded"));
    expect(upload).not.toHaveBeenCalled();
  });
});
