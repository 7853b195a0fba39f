import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';

describe('downloadFile', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    const body = { append: vi.fn() };
    vi.stubGlobal('document', {
      body,
      createElement: () => {
        const a = { href: '', download: '', click: () => clicked.push({ href: a.href, download: a.download }), remove: vi.fn() };
        return a;
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves under the given name, else the server's Content-Disposition, else the fallback", async () => {
    const answer = (headers: Record<string, string> = {}) => vi.fn(async () => new Response('xlsx', { status: 200, headers }));
    vi.stubGlobal('fetch', answer({ 'content-disposition': 'attachment; filename="Report.xlsx"' }));
    await downloadFile('/api/r', { filename: 'Attendance.xlsx' });
    await downloadFile('/api/r', { fallbackName: 'Quiz_report.xlsx' });
    vi.stubGlobal('fetch', answer());
    await downloadFile('/api/r', { fallbackName: 'Quiz_report.xlsx' });
    expect(clicked.map((c) => c.download)).toEqual(['Attendance.xlsx', 'Report.xlsx', 'Quiz_report.xlsx']);
    expect(clicked[0].href).toBe('blob:x');
  });

  it("fails with the server's message (or the status) and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 })),
    );
    await expect(downloadFile('/api/r')).rejects.toThrow('Not found');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(downloadFile('/api/r')).rejects.toThrow('502 Bad Gateway');
    expect(clicked).toEqual([]);
  });
});
