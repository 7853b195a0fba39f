import { getAt } from '@/lib/form-paths';

/**
 * What was typed into the server-rendered form before its island hydrated (issue 27 item 6), as `[path, value]`:
 * each named control (`name` is the value's path, as `field`/`at` give it) that the user changed from what the page
 * rendered. Hydration leaves a control's content as the user left it and sets its default to what React rendered,
 * so a control whose content differs from its default was typed in. A value that is not text, a number or a flag
 * (a picker's), and a disabled or file control, are not read.
 */
export function typedBeforeHydration(form: HTMLFormElement, values: object): [string, unknown][] {
  const typed: [string, unknown][] = [];
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name || el.disabled) continue;
    const current = getAt(values, el.name);
    const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    if (checkable ? el.checked === el.defaultChecked : el.value === el.defaultValue) continue;
    if (el instanceof HTMLInputElement && el.type === 'file') continue;
    let value: unknown;
    if (el instanceof HTMLInputElement && el.type === 'checkbox') value = typeof current === 'boolean' ? el.checked : undefined;
    else if (el instanceof HTMLInputElement && el.type === 'radio') value = el.checked && typeof current === 'string' ? el.value : undefined;
    else if (el.inputMode === 'numeric' || el.inputMode === 'decimal' || el.type === 'number') {
      const text = el.value.trim();
      // A number field's partial input ('-', '1.') is left to the field.
      if (typeof current === 'number' || current === null) value = text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : undefined;
    } else if (typeof current === 'string' || current === null) value = el.value;
    if (value !== undefined && !Object.is(value, current)) typed.push([el.name, value]);
  }
  return typed;
}
