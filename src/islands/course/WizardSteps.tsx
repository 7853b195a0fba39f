import { STEPS } from './wizard-kit';

/**
 * The wizard's progress in the page header (rendered on the server, no JavaScript): saved steps are links, the
 * current one is marked, steps not reached yet are plain text.
 */
export default function WizardSteps({ id, step, done }: { id: number | null; step: number; done: number }) {
  return (
    <nav aria-label="Course wizard steps">
      <ol className="course-steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const current = n === step;
          const reachable = id !== null && n <= done + 1;
          const inner = (
            <>
              <span className="step-no" aria-hidden="true">
                {n}
              </span>
              <span>
                {label}
                <span className="visually-hidden">{n <= done ? ' (saved)' : ' (not saved yet)'}</span>
              </span>
            </>
          );
          return (
            <li key={label} className={n <= done ? 'is-done' : undefined} aria-current={current ? 'step' : undefined}>
              {reachable && !current ? <a href={`/course/edit/${id}?step=${n}`}>{inner}</a> : inner}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
