import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { GeneralStep, type GeneralStepProps } from './GeneralStep';
import { emptyForm } from './form-logic';

const props: GeneralStepProps = {
  form: { ...emptyForm(), type: 'quiz' },
  errors: {},
  onTitle: () => {},
  onDescription: () => {},
  onType: () => {},
  onLimType: () => {},
  limTypes: [],
};

// Issue 13 item 15: the required Description shows its asterisk like Title, before and after the editor loads.
describe('GeneralStep', () => {
  it('marks Title and Description as required in the server HTML (the editor placeholder)', () => {
    const html = renderToString(<GeneralStep {...props} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const labels = [...doc.querySelectorAll('.field-label, label')].map((l) => l.textContent?.trim());
    expect(labels).toContain('Title*');
    expect(labels).toContain('Description*');
  });

  it('marks the loaded editor as required for sight and for screen readers', async () => {
    render(<GeneralStep {...props} />);
    const editor = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(editor.getAttribute('aria-labelledby')!)?.textContent).toBe('Description*');
  });
});
