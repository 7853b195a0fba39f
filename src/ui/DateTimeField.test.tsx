import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimeField } from './DateTimeField';

function Form({ initial = '', kind, onValue }: { initial?: string; kind?: 'date' | 'datetime' | 'time'; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="Start (WIB)"
      kind={kind}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('DateTimeField', () => {
  it('shows the value as DD/MM/YYYY HH:mm and hands on the API’s shape', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form initial="2030-03-04T09:00" onValue={onValue} />);
    const input = screen.getByLabelText('Start (WIB)') as HTMLInputElement;
    expect(input.value).toBe('04/03/2030 09:00');
    expect(input.type).toBe('text');
    await user.clear(input);
    await user.type(input, '17/08/2026 14:30');
    expect(onValue).toHaveBeenLastCalledWith('2026-08-17T14:30');
    expect(input.value).toBe('17/08/2026 14:30');
    expect(screen.getByText('DD/MM/YYYY HH:mm, 24-hour')).toBeTruthy();
  });

  it('says what is wrong with a date that is none once the field is left, and hands the text on so nothing saves', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form kind="date" onValue={onValue} />);
    const input = screen.getByLabelText('Start (WIB)');
    await user.type(input, '31/02/2026');
    expect(screen.queryByText(/Enter a real date/)).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a real date as DD/MM/YYYY, e.g. 17/08/2026.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
  });

  it('renders on the server as a text input with the shape as pattern and placeholder', () => {
    const html = renderToString(<DateTimeField label="Due" kind="datetime" value="2026-08-17T14:30" onChange={() => {}} />);
    expect(html).toContain('type="text"');
    expect(html).toContain('value="17/08/2026 14:30"');
    expect(html).toContain('placeholder="DD/MM/YYYY HH:mm"');
    expect(html).toMatch(/pattern="[^"]+"/);
  });
});
