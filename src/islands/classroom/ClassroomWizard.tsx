import type { Batch, ClassroomDetail } from '@/features/classroom/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';
import { STEP_LABELS } from '@/features/classroom/messages';
import { GeneralStep, type CategoryOption } from './GeneralStep';
import { ContentStep } from './ContentStep';
import { BatchStep } from './BatchStep';
import { ParticipantStep } from './ParticipantStep';
import { stepHref } from './wizard-kit';
import './classroom.css';

export interface ClassroomWizardProps {
  step: 1 | 2 | 3 | 4;
  classroom: ClassroomDetail | null;
  categories: CategoryOption[];
  batches: Batch[];
  /** The content types a classroom holds, from the areas' declarations (its page reads them on the server). */
  types?: ContentTypeInfo[];
}

/**
 * The classroom wizard (spec 002 §2: 1 General, 2 Content, 3 Batch, 4 Participant). Each step saves on its own and
 * leads to the next; the steps already reachable are links, so the list's Edit resumes anywhere (docs/decisions/0087).
 */
export default function ClassroomWizard({ step, classroom, categories, batches, types = [] }: ClassroomWizardProps) {
  const reached = classroom ? Math.min(4, Math.max(classroom.step + 1, step)) : 1;
  return (
    <div className="classroom-wizard">
      <nav aria-label="Classroom wizard steps">
        <ol className="wizard-steps">
          {STEP_LABELS.map((label, i) => {
            const n = i + 1;
            const text = (
              <>
                <span className="wizard-step-number" aria-hidden="true">
                  {n}
                </span>
                <span>{label}</span>
              </>
            );
            const state = n === step ? 'current' : n < step || (classroom && n <= classroom.step) ? 'done' : 'todo';
            return (
              <li key={label} className={`wizard-step wizard-step-${state}`}>
                {classroom && n !== step && n <= reached ? (
                  <a href={stepHref(classroom.id, n)}>{text}</a>
                ) : (
                  <span aria-current={n === step ? 'step' : undefined}>{text}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {step !== 1 && !classroom && (
        <section className="card classroom-step" aria-label={STEP_LABELS[step - 1]}>
          <h2>{STEP_LABELS[step - 1]}</h2>
          <p>
            Save the General step of a classroom first: <a href="/classroom/create">Create Classroom</a>, or open one from the{' '}
            <a href="/classroom">Classroom List</a>.
          </p>
        </section>
      )}
      {step === 1 && <GeneralStep classroom={classroom} categories={categories} />}
      {step === 2 && classroom && <ContentStep classroom={classroom} types={types} />}
      {step === 3 && classroom && <BatchStep classroomId={classroom.id} initial={batches} types={types} />}
      {step === 4 && classroom && <ParticipantStep classroomId={classroom.id} batches={batches} />}
    </div>
  );
}
