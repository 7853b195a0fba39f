// Issue 12: the editor is a light placeholder until the user puts the caret in it; tiptap is fetched only then.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { RichTextEditor } from './RichTextEditor';

// Counts imports of the tiptap implementation (the module runs once per test file, so the first test sees the first).
const impl = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./RichTextEditorImpl', async (importOriginal) => {
  impl.imports += 1;
  return importOriginal();
});

function Editor({ onChange, onBlur, initial = '' }: { onChange: (html: string) => void; onBlur?: () => void; initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="Description"
      required
      value={html}
      onBlur={onBlur}
      onChange={(v) => {
        setHtml(v);
        onChange(v);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Description' });
const editable = () =>
  waitFor(
    () => {
      expect(field().getAttribute('contenteditable')).toBe('true');
      return field();
    },
    { timeout: 5000 },
  );
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('RichTextEditor (lazy)', () => {
  beforeEach(() => {
    // ProseMirror asks for layout that jsdom does not have.
    const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
    Range.prototype.getBoundingClientRect = rect as never;
    Range.prototype.getClientRects = (() => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] })) as never;
    document.elementFromPoint = () => null;
  });

  it('does not import tiptap at hydration, only when the field gets focus', async () => {
    const html = '<p>Hello <strong>world</strong></p>';
    const server = renderToString(<RichTextEditor label="Description" value={html} onChange={() => {}} />);
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.appendChild(container);
    // Hydrating logs console.error on a mismatch, which fails the test.
    const root = await act(async () => hydrateRoot(container, <RichTextEditor label="Description" value={html} onChange={() => {}} />));
    await pause(100);
    expect(impl.imports).toBe(0);
    const box = field();
    expect(box.getAttribute('contenteditable')).toBeNull();
    expect(box.innerHTML).toBe(html);
    expect(box.closest('.rte')!.getAttribute('aria-busy')).toBeNull();

    act(() => box.focus());
    expect(box.closest('.rte')!.getAttribute('aria-busy')).toBe('true');
    expect((await editable()).innerHTML).toContain('<strong>world</strong>');
    expect(impl.imports).toBe(1);
    act(() => root.unmount());
    container.remove();
  });

  it('server-renders the value as HTML in a focusable, labelled textbox without tiptap', () => {
    const html = renderToString(<RichTextEditor label="Description" required value="<p>x <em>y</em></p>" onChange={() => {}} />);
    expect(html).toContain('<p>x <em>y</em></p>');
    expect(html).toContain('role="textbox"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-required="true"');
    expect(html).not.toContain('contenteditable');
  });

  it('keeps the keys typed while the editor loads, in order, and leaves the caret in the editor', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} initial="<p>Hello</p>" />);
    const box = field();
    act(() => box.focus());
    // Typed before tiptap exists: the placeholder takes them (and the browser does nothing else with them).
    expect(fireEvent.keyDown(box, { key: '!' })).toBe(false);
    fireEvent.keyDown(box, { key: 'x' });
    fireEvent.keyDown(box, { key: 'Backspace' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'O' });
    fireEvent.keyDown(box, { key: 'k' });
    expect(fireEvent.keyDown(box, { key: 'Tab' })).toBe(true); // Tab still leaves the field
    const editor = await editable();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hello!</p><p>Ok</p>'));
    expect(document.activeElement).toBe(editor);
  });

  it('takes pasted text as typed text', async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    const box = field();
    act(() => box.focus());
    fireEvent.paste(box, { clipboardData: { getData: () => 'one\r\ntwo' } });
    await editable();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>one</p><p>two</p>'));
  });

  it('reports no change and one blur when the user tabs through without typing', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<Editor onChange={onChange} onBlur={onBlur} />);
    const box = field();
    act(() => box.focus());
    act(() => box.blur());
    const editor = await editable();
    await pause(50);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(editor);
  });

  it('keeps the label, required and error semantics on the placeholder', () => {
    render(<RichTextEditor label="Description" required value="" error="Description is required" onChange={() => {}} />);
    const box = field();
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Description is required');
    expect(box.getAttribute('aria-multiline')).toBe('true');
  });

  it('clicking the label or the toolbar puts the caret in the field', async () => {
    render(<Editor onChange={() => {}} />);
    fireEvent.click(screen.getByText('Description'));
    expect(document.activeElement).toBe(field());
    await editable();
    render(<RichTextEditor label="Instruction" value="" onChange={() => {}} />);
    const toolbar = screen.getByRole('textbox', { name: 'Instruction' }).closest('.rte')!.querySelector('.rte-toolbar')!;
    fireEvent.mouseDown(toolbar.querySelector('button')!);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Instruction' }));
  });

  it('a disabled field cannot be focused and does not load the editor', async () => {
    render(<RichTextEditor label="Description" value="<p>x</p>" disabled onChange={() => {}} />);
    const box = field();
    expect(box.getAttribute('tabindex')).toBeNull();
    expect(box.getAttribute('aria-disabled')).toBe('true');
    fireEvent.focus(box);
    await pause(100);
    expect(field().getAttribute('contenteditable')).toBeNull();
  });
});
