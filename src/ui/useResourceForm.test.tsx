import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { navigation } from '@/lib/fetcher';
import type { FormScreen } from '@/lib/form-kit';
import { $dirtyForms } from '@/stores/dirty-form';
import { $errorDialog } from '@/stores/error-dialog';
import { $toasts } from '@/stores/toasts';
import { FormActions } from './FormActions';
import { NumberInput } from './NumberInput';
import { TextField } from './TextField';
import { useResourceForm } from './useResourceForm';

/** fetch as the form calls it (a method and a JSON body) and as the tests answer it: async. */
type FetchMock = Mock<(url: string, init: { method: string; body: string }) => Promise<Response>>;

const Schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  description: z.string().trim().min(1, 'Description is required'),
  // Number inputs emit null when emptied; the schema says what that means.
  score: z
    .number()
    .min(0)
    .max(100, 'Score must be at most 100')
    .nullable()
    .refine((v) => v !== null, 'Score is required'),
});
type Values = z.input<typeof Schema>;

const base: FormScreen = {
  formId: 'thing-form',
  listHref: '/things',
  endpoints: { create: { method: 'POST', path: '/api/things' }, update: { method: 'PATCH', path: '/api/things/:id' } },
  messages: {
    created: 'Thing created.',
    edited: 'Thing edited.',
    createFailed: 'Failed to create thing',
    editFailed: 'Failed to edit thing',
    nothingChanged: "There's no anything changed",
  },
  confirm: { edit: { title: 'Save Changes?', confirmLabel: 'Save' } },
};
const empty: Values = { title: '', description: '', score: 100 };
const stored = { id: 9, updated_at: '2026-11-20T01:00:00.000Z' };

function ThingForm({ screen: declared = base, initial = empty, record }: { screen?: FormScreen; initial?: Values; record?: typeof stored }) {
  const form = useResourceForm({ screen: declared, schema: Schema, initial, record });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <TextField label="Title" {...form.field('title')} />
      <TextField label="Description" {...form.field('description')} />
      <NumberInput label="Score" {...form.field('score')} />
      <FormActions form={form} submitLabel="Save Thing" onCancel={() => undefined} />
      <output>{form.isValid ? 'valid' : 'invalid'}</output>
    </form>
  );
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const flashed = () => JSON.parse(sessionStorage.getItem('console-toast-flash') ?? 'null');
const submit = () => act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Save Thing' }).closest('form')!));

describe('useResourceForm', () => {
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    $toasts.set([]);
    $errorDialog.set(null);
    sessionStorage.clear();
    fetchMock = vi.fn(async () => reply(200, { success: true, message: 'Saved by the server', data: { id: 9, changed: true } }));
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  it('shows no message before anything is typed, and a field message at once after input', () => {
    render(<ThingForm />);
    expect(screen.queryByText('Title is required')).toBeNull();
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.blur(title);
    expect(screen.queryByText('Title is required')).toBeNull();
    fireEvent.change(title, { target: { value: 'x' } });
    fireEvent.change(title, { target: { value: ' ' } });
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // Other untouched fields are not flagged.
    expect(screen.queryByText('Description is required')).toBeNull();
  });

  it('with debounceMs validates a field that long after input, or at once on blur', () => {
    vi.useFakeTimers();
    render(<ThingForm screen={{ ...base, debounceMs: 300 }} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'x' } });
    fireEvent.change(title, { target: { value: '  ' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByText('Title is required')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Title is required')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Safety' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Title is required')).toBeNull();
    const description = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: ' ' } });
    fireEvent.blur(description);
    expect(screen.getByText('Description is required')).toBeTruthy();
  });

  it('on submit shows every message, scrolls to the form, focuses the first invalid field and sends nothing', async () => {
    const scroll = vi.fn();
    HTMLFormElement.prototype.scrollIntoView = scroll;
    render(<ThingForm />);
    expect(screen.getByText('invalid')).toBeTruthy();
    await submit();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates without a question: posts to the contract path, clears the dirty flag, flashes the success and goes to the list', async () => {
    render(<ThingForm />);
    expect($dirtyForms.get()['thing-form']).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Safety' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'About safety' } });
    expect(screen.getByText('valid')).toBeTruthy();
    await submit();
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/api/things', 'POST', { title: 'Safety', description: 'About safety', score: 100 }]);
    expect(flashed()).toMatchObject({ kind: 'success', text: 'Thing created.' });
    expect(assign).toHaveBeenCalledWith('/things');
    expect($dirtyForms.get()['thing-form']).toBe(false);
  });

  it("an edit that changes nothing (texts compared trimmed) warns 'There's no anything changed' and sends nothing", async () => {
    render(<ThingForm initial={{ title: 'Safety', description: 'About', score: 5 }} record={stored} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Safety ' } });
    await submit();
    expect($toasts.get().map((t) => [t.kind, t.text, t.duration])).toEqual([['warning', "There's no anything changed", 3000]]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a changed edit asks first, then sends with the updated_at it started from', async () => {
    render(<ThingForm initial={{ title: 'Safety', description: 'About', score: 5 }} record={stored} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Safety 2' } });
    await submit();
    expect(screen.getByRole('alertdialog').textContent).toContain('Save Changes?');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual([
      '/api/things/9',
      'PATCH',
      { title: 'Safety 2', description: 'About', score: 5, updated_at: stored.updated_at },
    ]);
    expect(flashed()).toMatchObject({ text: 'Thing edited.' });
  });

  it("the server's changed: false says the nothing-changed text; successFromServer says the server's message", async () => {
    fetchMock.mockImplementation(async () => reply(200, { success: true, message: 'Saved by the server', data: { changed: false } }));
    const { unmount } = render(<ThingForm screen={{ ...base, confirm: undefined }} initial={{ title: 'A', description: 'B', score: 1 }} record={stored} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'A2' } });
    await submit();
    expect(flashed()).toMatchObject({ text: "There's no anything changed" });
    unmount();
    render(<ThingForm screen={{ ...base, successFromServer: true }} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Thing' } });
    await submit();
    expect(flashed()).toMatchObject({ text: 'Saved by the server' });
  });

  it("a failure keeps the form dirty, shows the server's message in the dialog and its field messages under the fields", async () => {
    fetchMock.mockImplementation(async () =>
      reply(400, {
        success: false,
        error: 'Validation Error',
        message: [{ field: 'title', message: 'A thing with this title exists.' }, { message: 'Check the form.' }],
      }),
    );
    render(<ThingForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Taken' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Thing' } });
    await submit();
    expect($errorDialog.get()).toEqual({ title: 'Validation Error', message: 'A thing with this title exists., Check the form.' });
    expect(screen.getByText('A thing with this title exists.')).toBeTruthy();
    expect($dirtyForms.get()['thing-form']).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    // Typing in the field replaces the server's message with the schema's verdict.
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Free' } });
    expect(screen.queryByText('A thing with this title exists.')).toBeNull();
  });

  it('uses the screen message when the server gives none', async () => {
    fetchMock.mockImplementation(async () => new Response('oops', { status: 500 }));
    render(<ThingForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'T' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'D' } });
    await submit();
    expect($errorDialog.get()).toEqual({ title: 'Error', message: 'Failed to create thing' });
  });

  it('keeps what was typed into the server-rendered form before it hydrated: the fields hold it, the form is changed, saving sends it (issue 27 item 6)', async () => {
    const screenDecl: FormScreen = { ...base, formId: 'early-form', dirtyOnChange: true };
    const element = <ThingForm screen={screenDecl} initial={{ title: '', description: 'As rendered', score: 100 }} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    const input = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    // The scripts are late: the person types into the page as the server sent it, with no React to hear it.
    input('title').value = 'Typed before the scripts';
    input('score').value = '42';
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(input('title').value).toBe('Typed before the scripts');
    expect(input('score').value).toBe('42');
    expect(input('description').value).toBe('As rendered');
    // A change like any other: the leave guard asks, and a later render keeps it.
    expect($dirtyForms.get()['early-form']).toBe(true);
    fireEvent.change(input('description'), { target: { value: 'Typed after' } });
    expect(input('title').value).toBe('Typed before the scripts');
    await act(async () => void fireEvent.submit(container.querySelector('form')!));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ title: 'Typed before the scripts', description: 'Typed after', score: 42 });
    act(() => root!.unmount());
    container.remove();
  });

  it('takes nothing from a hydrated form nobody typed into: untouched, clean, no message', async () => {
    const screenDecl: FormScreen = { ...base, formId: 'untouched-form', dirtyOnChange: true };
    const element = <ThingForm screen={screenDecl} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect($dirtyForms.get()['untouched-form']).toBeFalsy();
    expect(container.querySelector('.field-error')).toBeNull();
    expect(container.textContent).not.toContain('Title is required');
    act(() => root!.unmount());
    container.remove();
  });

  it('edits nested values by path: a number clamps to the range the schema gives it, its message is for a person and goes once it is fixed', async () => {
    const Batch = z.strictObject({
      general: z.strictObject({ title: z.string().trim().min(1, 'Batch title is required') }),
      location: z.strictObject({ radius_meters: z.number().int().min(10).max(50_000) }),
    });
    const screenDecl: FormScreen = { ...base, formId: 'batch-form', dirtyOnChange: true, confirm: undefined };
    function BatchForm() {
      const form = useResourceForm({ screen: screenDecl, schema: Batch, initial: { general: { title: '' }, location: { radius_meters: 300 } } });
      return (
        <form ref={form.formRef} onSubmit={form.submit} noValidate>
          <TextField label="Batch title" {...form.at<string>('general.title')} />
          <NumberInput label="Check-in radius" {...form.number('location.radius_meters')} />
          <FormActions form={form} submitLabel="Save Thing" onCancel={() => undefined} />
        </form>
      );
    }
    render(<BatchForm />);
    // Dirty from the first change, not on entering.
    expect($dirtyForms.get()['batch-form']).toBeFalsy();
    const radius = screen.getByRole('spinbutton', { name: 'Check-in radius' });
    expect([radius.getAttribute('aria-valuemin'), radius.getAttribute('aria-valuemax')]).toEqual(['10', '50000']);
    fireEvent.change(radius, { target: { value: '5' } });
    expect(screen.getByText('Enter 10 or more')).toBeTruthy();
    expect($dirtyForms.get()['batch-form']).toBe(true);
    // Leaving the field clamps it to the minimum (spec 000 §5) and the stale message goes.
    fireEvent.blur(radius);
    expect((radius as HTMLInputElement).value).toBe('10');
    expect(screen.queryByText('Enter 10 or more')).toBeNull();
    fireEvent.change(radius, { target: { value: '90000' } });
    expect((radius as HTMLInputElement).value).toBe('50000');
    // Submitting shows the untouched nested field's message, focuses it and sends nothing.
    await submit();
    expect(screen.getByText('Batch title is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Batch title' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Batch title' }), { target: { value: 'Jakarta' } });
    expect(screen.queryByText('Batch title is required')).toBeNull();
    await submit();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ general: { title: 'Jakarta' }, location: { radius_meters: 50_000 } });
  });

  it("a nested field's server message shows under it; toBody and errorFields send ids and bring their messages back to the field", async () => {
    fetchMock.mockImplementation(async () =>
      reply(400, { success: false, error: 'Validation Error', message: [{ field: 'expert_ids.1', message: 'Choose active people of this organisation' }] }),
    );
    const People = z.strictObject({ title: z.string().min(1), expert_ids: z.array(z.number().int().positive()).max(2) });
    type Picked = { title: string; experts: { id: number; name: string }[] };
    function PeopleForm() {
      const form = useResourceForm<Picked>({
        screen: { ...base, confirm: undefined },
        schema: People,
        initial: { title: 'Bootcamp', experts: [{ id: 1, name: 'Ana' }] },
        toBody: (v) => ({ title: v.title, expert_ids: v.experts.map((e) => e.id) }),
        errorFields: { expert_ids: 'experts' },
      });
      return (
        <form ref={form.formRef} onSubmit={form.submit} noValidate>
          <button type="button" onClick={() => form.update('experts', (all) => [...all, { id: all.length + 1, name: `P${all.length + 1}` }])}>
            Add expert
          </button>
          <p>{form.errors.experts ?? 'no message'}</p>
          <FormActions form={form} submitLabel="Save Thing" onCancel={() => undefined} />
        </form>
      );
    }
    render(<PeopleForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(screen.getByText('Add at most 2')).toBeTruthy();
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    render(<PeopleForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    await submit();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ title: 'Bootcamp', expert_ids: [1, 2] });
    expect(screen.getByText('Choose active people of this organisation')).toBeTruthy();
  });

  it('stay: a saved form keeps its page, toasts here, and goes on from the answer (a second save starts from it)', async () => {
    fetchMock.mockImplementation(async () =>
      reply(200, { success: true, message: 'Saved', data: { title: 'Stored', description: 'D', score: 7, updated_at: '2026-11-21T00:00:00.000Z' } }),
    );
    function StayForm() {
      const form = useResourceForm<Values>({
        screen: { ...base, confirm: undefined, dirtyOnChange: true },
        schema: Schema,
        initial: { title: 'A', description: 'D', score: 7 },
        record: stored,
        stay: (saved) => ({ title: String(saved.title), description: String(saved.description), score: Number(saved.score) }),
      });
      return (
        <form ref={form.formRef} onSubmit={form.submit} noValidate>
          <TextField label="Title" {...form.field('title')} />
          <FormActions form={form} submitLabel="Save Thing" onCancel={() => undefined} />
        </form>
      );
    }
    render(<StayForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'B' } });
    await submit();
    expect(assign).not.toHaveBeenCalled();
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual([['success', 'Thing edited.']]);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Stored');
    expect($dirtyForms.get()['thing-form']).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'C' } });
    await submit();
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ title: 'C', updated_at: '2026-11-21T00:00:00.000Z' });
  });
});
