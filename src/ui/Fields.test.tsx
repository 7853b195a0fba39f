import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { Textarea } from './Textarea';
import { NumberInput, clampNumber } from './NumberInput';
import { Switch } from './Switch';
import { RadioGroup } from './RadioGroup';
import { Checkbox } from './Checkbox';

function Num(props: { min?: number; max?: number; maxLength?: number; initial?: number | null; onValue?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <NumberInput
      label="Score"
      value={value}
      min={props.min}
      max={props.max}
      maxLength={props.maxLength}
      onChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
    />
  );
}

describe('TextField and Textarea', () => {
  it('count characters against the max length and cap the input', async () => {
    const user = userEvent.setup();
    function T() {
      const [v, setV] = useState('');
      return <TextField label="Title" value={v} onChange={setV} maxLength={5} required error={v ? null : 'Title is required'} />;
    }
    render(<T />);
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(screen.getByText('0/5')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('-error');
    await user.type(input, 'abcdefg');
    expect((input as HTMLInputElement).value).toBe('abcde');
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('textarea shows its counter too', () => {
    render(<Textarea label="Answer" value="hello" onChange={() => {}} maxLength={100} />);
    expect(screen.getByText('5/100')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Answer' }).tagName).toBe('TEXTAREA');
  });
});

describe('NumberInput', () => {
  it('clamps above max while typing', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Num min={0} max={100} onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Score' });
    await user.type(input, '150');
    expect((input as HTMLInputElement).value).toBe('100');
    expect(onValue).toHaveBeenLastCalledWith(100);
  });

  it('clamps below min when leaving the field, so multi-digit values can be typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Num min={5} max={10} onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Score' });
    await user.type(input, '1');
    expect((input as HTMLInputElement).value).toBe('1');
    await user.type(input, '0');
    expect(onValue).toHaveBeenLastCalledWith(10);
    await user.clear(input);
    await user.type(input, '2');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('5');
    expect(onValue).toHaveBeenLastCalledWith(5);
  });

  it('rejects letters and a minus sign when min is not negative', async () => {
    const user = userEvent.setup();
    render(<Num min={0} />);
    const input = screen.getByRole('spinbutton', { name: 'Score' });
    await user.type(input, '-1a2');
    expect((input as HTMLInputElement).value).toBe('12');
  });

  it('counts against max length', async () => {
    const user = userEvent.setup();
    render(<Num min={0} max={99999} maxLength={5} />);
    const input = screen.getByRole('spinbutton', { name: /Score/ });
    await user.type(input, '1234567');
    expect((input as HTMLInputElement).value).toBe('12345');
    expect(screen.getByText('5/5')).toBeTruthy();
  });

  it('steps with the arrow keys within the bounds', async () => {
    const user = userEvent.setup();
    render(<Num min={0} max={2} initial={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Score' });
    input.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect((input as HTMLInputElement).value).toBe('2');
    expect(input.getAttribute('aria-valuenow')).toBe('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect((input as HTMLInputElement).value).toBe('0');
  });

  it('clampNumber', () => {
    expect(clampNumber(5, 0, 3)).toBe(3);
    expect(clampNumber(-1, 0, 3)).toBe(0);
    expect(clampNumber(2)).toBe(2);
  });
});

describe('Switch, RadioGroup, Checkbox', () => {
  it('Switch is a role=switch button toggled from the keyboard', async () => {
    const user = userEvent.setup();
    function S() {
      const [on, setOn] = useState(false);
      return <Switch label="Limited Duration" checked={on} onChange={setOn} name="limited" />;
    }
    render(<S />);
    const sw = screen.getByRole('switch', { name: 'Limited Duration' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    sw.focus();
    await user.keyboard(' ');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect((document.querySelector('input[name="limited"]') as HTMLInputElement).value).toBe('false');
  });

  it('RadioGroup is a labelled group of native radios', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Type"
        value="quiz"
        onChange={onChange}
        options={[
          { value: 'quiz', label: 'Quiz' },
          { value: 'lim', label: 'Learning Impact Measurement (LIM) Survey' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Type' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Quiz' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Learning Impact Measurement (LIM) Survey' }));
    expect(onChange).toHaveBeenCalledWith('lim');
  });

  it('Checkbox reports its checked state', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Display Answer" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Display Answer' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('a capped text field says when text did not fit (issue 27 item 17)', () => {
  function Name() {
    const [value, setValue] = useState('');
    return <TextField label="Full Name" maxLength={10} value={value} onChange={setValue} />;
  }

  it('shows the counter, and a message when pasted or typed text is cut, until the text is shorter again', async () => {
    const user = userEvent.setup();
    render(<Name />);
    const input = screen.getByLabelText('Full Name') as HTMLInputElement;
    expect(screen.getByText('0/10')).toBeTruthy();
    await user.click(input);
    await user.paste('Ayu Pratiwi Kusumawardani');
    expect(input.value).toBe('Ayu Pratiw');
    expect(screen.getByText('10/10')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Only 10 characters fit: the rest was left out.');
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('');
    // Typing past the cap says so too: React's beforeinput, which jsdom does not raise (the e2e types it in Chromium).
  });
});
