import './WizardSteps.css';

export interface WizardStepsProps {
  /** The landmark's name, e.g. 'Course wizard steps'. */
  label: string;
  steps: readonly string[];
  /** The step shown (1-based). */
  current: number;
  /** How many steps the record has saved (0 before the first save). */
  saved: number;
  /** The page of step n, or null while nothing is saved (no step can be opened yet). */
  href: ((step: number) => string) | null;
}

/**
 * A wizard's progress (decision 0108), rendered on the server in the page header (no JavaScript): saved steps are
 * marked, the current one is `aria-current="step"`, and every step the record has reached (its saved steps and the
 * one after) is a link; leaving a step with typed input asks first (the dirty guard).
 */
export function WizardSteps({ label, steps, current, saved, href }: WizardStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className="wizard-steps">
        {steps.map((name, i) => {
          const n = i + 1;
          const done = n <= saved;
          const inner = (
            <>
              <span className="wizard-step-no" aria-hidden="true">
                {n}
              </span>
              <span>
                {name}
                <span className="visually-hidden">{done ? ' (saved)' : ' (not saved yet)'}</span>
              </span>
            </>
          );
          return (
            <li key={name} className={done ? 'is-done' : undefined} aria-current={n === current ? 'step' : undefined}>
              {href && n !== current && n <= saved + 1 ? <a href={href(n)}>{inner}</a> : inner}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
