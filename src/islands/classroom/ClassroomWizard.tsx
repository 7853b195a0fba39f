import type { Batch, ClassroomDetail } from '@/features/classroom/schemas';
import { STEP_LABELS } from '@/features/classroom/messages';
import { GeneralStep, type CategoryOption } from './GeneralStep';
import { ContentStep } from './ContentStep';
import { BatchStep } from './BatchStep';
import { ParticipantStep } from './ParticipantStep';
import './classroom.css';

export interface ClassroomWizardProps {
  step: 1 | 2 | 3 | 4;
  classroom: ClassroomDetail | null;
  categories: CategoryOption[];
  batches: Batch[];
}

/**
 * The classroom wizard (spec 002 §2: 1 General, 2 Content, 3 Batch, 4 Participant), steps on the form kit (decision
 * 0108): each step saves on its own and leads to the next; the page header shows the steps (server-rendered), the
 * reached ones as links, so the list's Edit resumes anywhere (docs/decisions/0087).
 */
export default function ClassroomWizard({ step, classroom, categories, batches }: ClassroomWizardProps) {
  if (step === 1) return <GeneralStep classroom={classroom} categories={categories} />;
  if (!classroom)
    return (
      <section className="card classroom-step" aria-label={STEP_LABELS[step - 1]}>
        <h2>{STEP_LABELS[step - 1]}</h2>
        <p>
          Save the General step of a classroom first: <a href="/classroom/create">Create Classroom</a>, or open one from the <a href="/classroom">Classroom List</a>.
        </p>
      </section>
    );
  if (step === 2) return <ContentStep classroom={classroom} />;
  if (step === 3) return <BatchStep classroomId={classroom.id} initial={batches} />;
  return <ParticipantStep classroomId={classroom.id} batches={batches} />;
}
