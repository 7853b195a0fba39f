import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { navigation } from '@/lib/fetcher';
import type { WizardScreen } from '@/lib/form-kit';
import { $dirtyForms } from '@/stores/dirty-form';
import { $toasts } from '@/stores/toasts';
import { TextField } from './TextField';
import { WizardActions } from './WizardActions';
import { useWizardStep } from './useWizardStep';

/** fetch as the form calls it (a method and a JSON body) and as the tests answer it: async. */
type FetchMock = Mock<(url: string, init: { method: string; body: string }) => Promise<Response>>;

const wizard: WizardScreen = {
  formId: 'thing-wizard',
  steps: ['General', 'Content', 'Others'],
  listHref: '/things',
  stepHref: (id, step) => `/things/edit/${id}?step=${step}`,
  doneHref: (id) => `/things/detail/${id}`,
};
const Step = z.strictObject({ title: z.string().trim().min(1, 'Title is required') });
const ENDPOINTS = { create: { method: 'POST' as const, path: '/api/things' }, update: { method: 'PATCH' as const, path: '/api/things/:id' } };
const MESSAGES = { created: 'Thing created.', saved: 'Thing saved.', failed: 'Failed to save thing' };

function ThingStep({ step, record, saved }: { step: number; record: { id: number; updated_at: string } | null; saved?: boolean }) {
  const form = useWizardStep({
    wizard,
    step,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: Step,
    initial: { title: record ? 'Stored' : '' },
    record,
    saved,
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <TextField label="Title" {...form.field('title')} />
      <WizardActions form={form} submitLabel="Save and Continue" />
    </form>
  );
}

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const flashed = () => JSON.parse(sessionStorage.getItem('console-toast-flash') ?? 'null');
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' })));
const stored = { id: 12, updated_at: '2026-11-20T01:00:00.000Z' };

describe('useWizardStep', () => {
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    $toasts.set([]);
    $dirtyForms.set({});
    sessionStorage.clear();
    fetchMock = vi.fn(async () => reply(200, { success: true, message: 'OK', data: { id: 12, updated_at: '2026-11-20T02:00:00.000Z' } }));
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  it('the first step of a new record creates it and goes to step 2 of the created id with the flash toast; Cancel leads to the list', async () => {
    render(<ThingStep step={1} record={null} />);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/things');
    // Entering asks nothing; typing makes the wizard dirty (leaving now asks 'Leave this page?').
    expect($dirtyForms.get()['thing-wizard']).toBeFalsy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Safety' } });
    expect($dirtyForms.get()['thing-wizard']).toBe(true);
    // Typing it back to where it started is no change.
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '' } });
    expect($dirtyForms.get()['thing-wizard']).toBe(false);
    await save();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Safety' } });
    await save();
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/api/things', 'POST', { title: 'Safety' }]);
    expect(flashed()).toMatchObject({ kind: 'success', text: 'Thing created.' });
    expect(assign).toHaveBeenCalledWith('/things/edit/12?step=2');
    expect($dirtyForms.get()['thing-wizard']).toBe(false);
  });

  it('a later step saves with the updated_at it started from; Back is the previous step; the last step leads to doneHref', async () => {
    render(<ThingStep step={3} record={stored} />);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/things/edit/12?step=2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Changed' } });
    await save();
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/api/things/12', 'PATCH', { title: 'Changed', updated_at: stored.updated_at }]);
    expect(flashed()).toMatchObject({ text: 'Thing saved.' });
    expect(assign).toHaveBeenCalledWith('/things/detail/12');
  });

  it('a step saved before that nobody changed goes on without sending; one not saved yet is sent even unchanged', async () => {
    const { unmount } = render(<ThingStep step={2} record={stored} saved />);
    await save();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(flashed()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/things/edit/12?step=3');
    unmount();
    render(<ThingStep step={2} record={stored} saved={false} />);
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a failure keeps the step's input, marks it dirty again and shows the server's field message under its field", async () => {
    fetchMock.mockImplementation(async () =>
      reply(400, { success: false, error: 'Validation Error', message: [{ field: 'title', message: 'A thing with this title exists.' }] }),
    );
    render(<ThingStep step={1} record={stored} saved />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Taken' } });
    await save();
    expect(screen.getByText('A thing with this title exists.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Taken');
    expect($dirtyForms.get()['thing-wizard']).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });
});
