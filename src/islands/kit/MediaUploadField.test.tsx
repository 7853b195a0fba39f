import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StoredFileRef } from '@/lib/file-ref';
import { MediaUploadField } from './MediaUploadField';

interface FakeOptions {
  endpoint: string;
  chunkSize: number;
  metadata: Record<string, string>;
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  onError(err: Error & { originalResponse?: { getStatus(): number; getBody(): string } }): void;
}

const created: FakeUpload[] = [];
class FakeUpload {
  url: string | null = null;
  start = vi.fn();
  abort = vi.fn(async () => undefined);
  findPreviousUploads = vi.fn(async () => []);
  resumeFromPreviousUpload = vi.fn();
  constructor(
    readonly file: File,
    readonly options: FakeOptions,
  ) {
    created.push(this);
  }
}
vi.mock('tus-js-client', () => ({ Upload: FakeUpload }));

const STORED: StoredFileRef = {
  id: 7,
  full_path: '/api/storage/files/DEMO/video/2026/11/abc.mp4',
  name: 'talk.mp4',
  mime_type: 'video/mp4',
  size: 3000,
  width: null,
  height: null,
};

function Harness({ onChange = () => undefined, initial = null }: { onChange?: (f: StoredFileRef | null) => void; initial?: StoredFileRef | null }) {
  const [value, setValue] = useState<StoredFileRef | null>(initial);
  return (
    <MediaUploadField
      folder="video"
      label="Video file"
      accept="video/mp4,video/webm"
      hint="MP4 or WebM, up to 2000 MB"
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange(f);
      }}
    />
  );
}

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
const video = (size = 3000) => new File([new Uint8Array(size)], 'talk.mp4', { type: 'video/mp4' });

beforeEach(() => {
  created.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('MediaUploadField', () => {
  it('loads the tus client only when a file is picked, shows percent and speed, pauses and resumes', async () => {
    render(<Harness />);
    expect(created).toHaveLength(0);
    pick(video());
    await waitFor(() => expect(created).toHaveLength(1));
    const upload = created[0];
    expect(upload.options.endpoint).toBe('/api/uploads');
    expect(upload.options.metadata).toMatchObject({ folder: 'video', filename: 'talk.mp4' });
    expect(upload.start).toHaveBeenCalledTimes(1);
    act(() => upload.options.onProgress(1500, 3000));
    expect(screen.getByRole('progressbar', { name: 'Uploading talk.mp4' }).getAttribute('value')).toBe('50');
    expect(screen.getByText(/50% · 1\.5 KB \/ 2\.9 KB/)).toBeTruthy();
    expect(screen.getByText('50%', { selector: '[aria-live]' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(upload.abort).toHaveBeenCalledWith(false);
    expect(screen.getByText(/Paused/, { selector: '.media-upload-figures' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(upload.start).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('hands the stored file to the form once the upload is complete', async () => {
    const onChange = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'Success', data: STORED }), { status: 200 })),
    );
    render(<Harness onChange={onChange} />);
    pick(video());
    await waitFor(() => expect(created).toHaveLength(1));
    created[0].url = 'http://localhost/api/uploads/0123456789abcdef0123456789abcdef';
    await act(async () => created[0].options.onSuccess());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/api/uploads/0123456789abcdef0123456789abcdef/file');
    expect(screen.getByRole('link', { name: 'talk.mp4' }).getAttribute('href')).toBe(STORED.full_path);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("says the server's refusal (wrong kind by its bytes) and offers no retry", async () => {
    render(<Harness />);
    pick(video());
    await waitFor(() => expect(created).toHaveLength(1));
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: {
        getStatus: () => 415,
        getBody: () => JSON.stringify({ success: false, error: 'Unsupported Media Type', message: 'Mime types not accepted' }),
      },
    });
    act(() => created[0].options.onError(refusal));
    expect(screen.getByRole('alert').textContent).toBe('Mime types not accepted');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry after a dropped connection (it resumes from the server offset) and Cancel, which ends the upload', async () => {
    render(<Harness />);
    pick(video());
    await waitFor(() => expect(created).toHaveLength(1));
    act(() => created[0].options.onProgress(1000, 3000));
    act(() => created[0].options.onError(new Error('tus: failed to upload chunk')));
    expect(screen.getByRole('alert').textContent).toMatch(/interrupted/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(created[0].start).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(created[0].abort).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("refuses a file above the folder's cap before sending a byte, with the policy's message", async () => {
    render(<Harness />);
    const huge = video(10);
    Object.defineProperty(huge, 'size', { value: 2001 * 1024 * 1024 });
    pick(huge);
    expect((await screen.findByRole('alert')).textContent).toBe('File size exceeds 2000MB');
    expect(created).toHaveLength(0);
  });

  it("is the kit's drop zone: an empty file is refused with the spec's message, and focus comes back to the zone after a refusal", async () => {
    render(<Harness />);
    const zone = screen.getByRole('button', { name: /Choose a file: drag it here/ });
    expect(zone.classList.contains('dropzone')).toBe(true);
    pick(new File([], 'talk.mp4', { type: 'video/mp4' }));
    expect((await screen.findByRole('alert')).textContent).toBe("There's no any file to be uploaded");
    expect(created).toHaveLength(0);
    pick(video());
    await waitFor(() => expect(created).toHaveLength(1));
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 413, getBody: () => JSON.stringify({ success: false, message: 'File size exceeds 2000MB' }) },
    });
    act(() => created[0].options.onError(refusal));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Choose a file: drag it here/ })));
  });
});
