import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageUpload, imageProbe, validateImage } from './ImageUpload';
import { $toasts, toast } from '@/stores/toasts';

const png = (bytes = 1024, name = 'badge.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('validateImage', () => {
  it('checks type, 2 MB and 480x480', async () => {
    vi.spyOn(imageProbe, 'size').mockResolvedValue({ width: 480, height: 480 });
    expect(await validateImage(png())).toBeNull();
    expect(await validateImage(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Mime types not accepted');
    expect(await validateImage(png(2 * 1024 * 1024 + 1))).toBe('File size exceeds 2MB');
    vi.spyOn(imageProbe, 'size').mockResolvedValue({ width: 481, height: 100 });
    expect(await validateImage(png())).toBe('Image resolution exceeds 480x480');
    vi.spyOn(imageProbe, 'size').mockRejectedValue(new Error('bad'));
    expect(await validateImage(png())).toBe('Unable to validate image resolution');
  });
});

describe('ImageUpload', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(imageProbe, 'size').mockResolvedValue({ width: 200, height: 200 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
  });

  const choose = (file: File) => fireEvent.change(screen.getByTestId('dropzone-input'), { target: { files: [file] } });

  it('uploads to /api/storage/upload with the folder, returns data.full_path and toasts success', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok', data: { full_path: 'https://cdn.test/quiz/images/badge.png' } }));
    const onUploaded = vi.fn();
    const onClose = vi.fn();
    render(<ImageUpload open folder="quiz/images" onUploaded={onUploaded} onClose={onClose} />);
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    choose(png());
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('https://cdn.test/quiz/images/badge.png'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/storage/upload');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body.get('folder')).toBe('quiz/images');
    expect((body.get('file') as File).name).toBe('badge.png');
    expect($toasts.get()).toMatchObject([{ kind: 'success', text: 'Image was uploaded successfully', duration: 3000 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('toasts the failure and stays open', async () => {
    fetchMock.mockResolvedValue(reply(415, { success: false, error: 'Unsupported Media Type', message: 'bad' }));
    const onClose = vi.fn();
    render(<ImageUpload open folder="image" onUploaded={() => {}} onClose={onClose} />);
    choose(png());
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    await waitFor(() => expect(upload.disabled).toBe(false));
    fireEvent.click(upload);
    await waitFor(() => expect($toasts.get()).toMatchObject([{ kind: 'error', text: 'Image was failed to upload' }]));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an image above 480x480 with the spec message', async () => {
    vi.spyOn(imageProbe, 'size').mockResolvedValue({ width: 800, height: 600 });
    render(<ImageUpload open folder="image" onUploaded={() => {}} onClose={() => {}} />);
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe('Image resolution exceeds 480x480');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows only the newest problem: a later refusal replaces a stale size error, and a good image clears both', async () => {
    render(<ImageUpload open onClose={() => {}} onUploaded={() => {}} folder="quiz/images" />);
    choose(png(2 * 1024 * 1024 + 1, 'big.png'));
    await screen.findByText('File size exceeds 2MB');
    choose(new File(['x'], 'anim.gif', { type: 'image/gif' }));
    await screen.findByText('Mime types not accepted');
    expect(screen.queryByText('File size exceeds 2MB')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    choose(png(1024, 'ok.png'));
    await screen.findByText('ok.png');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false);
  });
});
