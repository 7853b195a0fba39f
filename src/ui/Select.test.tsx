import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';
import { MultiSelect } from './MultiSelect';
import { Modal } from './Modal';

const TYPES = [
  { value: 'essay', label: 'Essay' },
  { value: 'true_false', label: 'True or False' },
  { value: 'linear_scale', label: 'Linear Scale', disabled: true },
  { value: 'mcsa', label: 'Multiple Choice Single Answer' },
];

function One({ onChange }: { onChange?: (v: string | null) => void }) {
  const [v, setV] = useState<string | null>(null);
  return (
    <Select
      label="Question Type"
      placeholder="Question Type"
      options={TYPES}
      value={v}
      clearable
      onChange={(x) => {
        setV(x);
        onChange?.(x);
      }}
    />
  );
}

describe('Select', () => {
  it('is an ARIA combobox that opens, moves and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<One />);
    const input = screen.getByRole('combobox', { name: 'Question Type' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Question Type' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent;
    expect(active()).toBe('Essay');
    // Linear Scale is disabled and skipped.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Multiple Choice Single Answer');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Multiple Choice Single Answer');
  });

  it('filters by the typed text and shows the empty text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<One onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Question Type' });
    await user.type(input, 'tru');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['True or False']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('true_false');
    await user.type(input, 'zzz');
    expect(screen.getByText('No options')).toBeTruthy();
  });

  it('chooses with the mouse, clears, and closes on Escape without closing a dialog around it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onChange = vi.fn();
    render(
      <Modal open title="Filter" onClose={onClose}>
        <One onChange={onChange} />
      </Modal>,
    );
    const input = screen.getByRole('combobox', { name: 'Question Type' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Essay' }));
    expect(onChange).toHaveBeenLastCalledWith('essay');
    await user.click(screen.getByRole('button', { name: 'Clear Question Type' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('MultiSelect', () => {
  function Many() {
    const [v, setV] = useState<string[]>(['essay']);
    return <MultiSelect label="Types" options={TYPES} value={v} onChange={setV} />;
  }

  it('toggles options with Enter, keeps the list open and removes chips', async () => {
    const user = userEvent.setup();
    render(<Many />);
    const input = screen.getByRole('combobox', { name: 'Types' });
    expect(screen.getByRole('button', { name: 'Remove Essay' })).toBeTruthy();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: /True or False/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('button', { name: 'Remove Essay' })).toBeNull();
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove True or False' })).toBeNull();
    await user.type(input, 'multi');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Multiple Choice Single Answer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Multiple Choice Single Answer' }));
    expect(screen.queryAllByRole('button', { name: /^Remove/ })).toHaveLength(0);
  });
});
