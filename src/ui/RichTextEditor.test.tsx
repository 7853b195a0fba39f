import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RichTextEditor, normalizeLink } from './RichTextEditor';
import { NEW_TABLE } from './rich-text';
import { $errorDialog, closeErrorDialog } from '@/stores/error-dialog';

describe('normalizeLink (spec 001 §5)', () => {
  it("prefixes links without http with '//'", () => {
    expect(normalizeLink('example.com')).toBe('//example.com');
    expect(normalizeLink('  www.example.com/a?b=1 ')).toBe('//www.example.com/a?b=1');
    expect(normalizeLink('/docs')).toBe('//docs');
  });
  it('keeps http, https, mailto and protocol-relative links', () => {
    expect(normalizeLink('http://a.test')).toBe('http://a.test');
    expect(normalizeLink('HTTPS://a.test')).toBe('HTTPS://a.test');
    expect(normalizeLink('mailto:x@a.test')).toBe('mailto:x@a.test');
    expect(normalizeLink('//a.test')).toBe('//a.test');
  });
  it('neutralises other schemes', () => {
    expect(normalizeLink('javascript:alert(1)')).toBe('//javascript:alert(1)');
  });
  it('an empty link removes the link', () => {
    expect(normalizeLink('')).toBeNull();
    expect(normalizeLink('   ')).toBeNull();
    expect(normalizeLink(undefined)).toBeNull();
  });
  it('a new table is 3x3 with a header row', () => {
    expect(NEW_TABLE).toEqual({ rows: 3, cols: 3, withHeaderRow: true });
  });
});

function Editor({ onChange, initial = '' }: { onChange: (html: string) => void; initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="Description"
      value={html}
      onChange={(v) => {
        setHtml(v);
        onChange(v);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  beforeEach(() => {
    // ProseMirror asks for layout that jsdom does not have.
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
    Range.prototype.getBoundingClientRect = rect as never;
    Range.prototype.getClientRects = (() => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] })) as never;
    document.elementFromPoint = () => null;
  });
  afterEach(() => closeErrorDialog());

  // The editor loads when the user puts the caret in its placeholder (issue 12); then the textbox is tiptap's.
  const textbox = async () => {
    const field = await screen.findByRole('textbox', { name: 'Description' });
    if (field.getAttribute('contenteditable') !== 'true') act(() => field.focus());
    return waitFor(
      () => {
        const box = screen.getByRole('textbox', { name: 'Description' });
        expect(box.getAttribute('contenteditable')).toBe('true');
        return box;
      },
      { timeout: 5000 },
    );
  };

  it('loads tiptap lazily behind a placeholder and labels the editing area', async () => {
    render(<Editor onChange={() => {}} initial="<p>Hello</p>" />);
    const box = await textbox();
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.innerHTML).toContain('Hello');
    expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeTruthy();
  });

  it('does not report a change when it loads or when it is enabled or disabled (no message before input)', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor label="Description" value="" onChange={onChange} />);
    await textbox();
    rerender(<RichTextEditor label="Description" value="" onChange={onChange} disabled />);
    rerender(<RichTextEditor label="Description" value="" onChange={onChange} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a 3x3 table with a header row', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    await textbox();
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall![0] as string;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('tr')).toHaveLength(3);
    expect(doc.querySelectorAll('tr:first-child th')).toHaveLength(3);
    expect(doc.querySelectorAll('td')).toHaveLength(6);
  });

  it("links the selection with a '//' prefix and removes it with an empty link", async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} initial="<p>Docs</p>" />);
    await textbox();
    const box = await textbox();
    // Select all text (ProseMirror's Mod-a), then link it.
    fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const url = screen.getByRole('textbox', { name: 'URL' });
    fireEvent.change(url, { target: { value: 'example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('href="//example.com"'));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect((screen.getByRole('textbox', { name: 'URL' }) as HTMLInputElement).value).toBe('//example.com');
    fireEvent.change(screen.getByRole('textbox', { name: 'URL' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).not.toContain('href='));
  });

  it("says 'No file selected' when the image picker returns nothing", async () => {
    render(<Editor onChange={() => {}} />);
    await textbox();
    fireEvent.change(screen.getByTestId('rte-image'), { target: { files: [] } });
    expect($errorDialog.get()).toEqual({ title: 'Error', message: 'No file selected' });
  });
});
