import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StoredFileRef } from '@/lib/file-ref';
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
vi.mock('@/ui/upload', () => ({ uploadStoredFile: upload }));

function Harness({ picker }: { picker?: 'input' | 'button' }) {
  const [value, setValue] = useState<StoredFileRef | null>(null);
  return <ImageField label="Cover" folder="covers" picker={picker} value={value} onChange={setValue} hint="JPG, PNG or WebP" />;
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

describe('ImageField', () => {
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
    fireEvent.change(screen.getByLabelText('Upload Cover'), { target: { files: [png] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cover: a.png' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Change Cover' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cover' }));
    expect(screen.getByText('No cover')).toBeTruthy();
  });
});
