import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './useZodForm';
import { TextField } from './TextField';
import { NumberInput } from './NumberInput';

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

function QuizForm({ onSubmit }: { onSubmit: (v: z.output<typeof Schema>) => void }) {
  const form = useZodForm({ schema: Schema, initialValues: { title: '', description: '', score: 100 }, onSubmit });
  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Title" {...form.field('title')} />
      <TextField label="Description" {...form.field('description')} />
      <NumberInput label="Score" {...form.field('score')} />
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
      <output>{form.isValid ? 'valid' : 'invalid'}</output>
    </form>
  );
}

describe('useZodForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates a field 300 ms after input', () => {
    render(<QuizForm onSubmit={() => {}} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'x' } });
    fireEvent.change(title, { target: { value: '  ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Title is required')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // Other untouched fields are not flagged yet.
    expect(screen.queryByText('Description is required')).toBeNull();
    fireEvent.change(title, { target: { value: 'Safety' } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('on submit collects all errors, scrolls to the form and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    const scroll = vi.fn();
    HTMLFormElement.prototype.scrollIntoView = scroll;
    render(<QuizForm onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    });
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('invalid')).toBeTruthy();
  });

  it('submits the parsed values when valid', async () => {
    const onSubmit = vi.fn();
    render(<QuizForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' Safety ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'About safety' } });
    expect(screen.getByText('valid')).toBeTruthy();
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    });
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Safety', description: 'About safety', score: 100 });
  });
});
