import type { DbOrTx } from '@/db/client';
import type { AreaManifest } from './area-kit';

/**
 * What a learner did that other areas may react to (docs/decisions/0130): the areas that record learner activity
 * emit these, the areas that care (gamification's points) declare `onLearningEvent` in their manifest. Neither imports
 * the other: this module reads the listeners from the area list, as src/features/contents.ts reads the content types.
 */
export interface LearningEvent {
  /**
   * 'quiz_finished' (a finished quiz or survey result that is not a pass) and 'assignment_graded' (a hand-in's grade
   * given or changed) award nothing by themselves (no point rule names them): they are what lets a course whose
   * content counts without a pass, or up to its own pass grade, record its completion at once (decision 0153).
   */
  kind:
    | 'course_completed'
    | 'quiz_passed'
    | 'quiz_finished'
    | 'schedule_attended'
    | 'assignment_submitted'
    | 'assignment_graded'
    | 'journey_completed'
    // Decision 0151: a classroom batch or a program batch completed (every placed content met), a live event attended.
    | 'classroom_completed'
    | 'program_completed'
    | 'live_event_attended'
    // Decision 0149: a checkpoint score that makes the learner meet every competency of the checkpoint.
    | 'checkpoint_met';
  organizationId: number;
  userId: number;
  /**
   * The event's identity, unique per learner: e.g. { type: 'quiz-placement', id: 12 } (passing the quiz placed as 12),
   * { type: 'presence-schedule', id: 4 }. Emitting the same event again is allowed and means nothing new.
   */
  source: { type: string; id: number };
  /** How the ledger describes it, e.g. 'Passed the quiz Safety Basics'. */
  reason: string;
  at: Date;
  /**
   * What completing it awards, set by the completing area (a course, a classroom batch, a program batch, a live event):
   * the certificate area issues that template's certificate once (decisions 0139, 0151).
   */
  award?: { certificateTemplateId: number; contentTitle: string };
}

export type LearningEventListener = (db: DbOrTx, event: LearningEvent) => Promise<void>;

let loading: Promise<LearningEventListener[]> | undefined;

const listeners = (): Promise<LearningEventListener[]> =>
  // A dynamic import: the area list imports the emitting areas, which import this module (decision 0107's way).
  (loading ??= import('./areas').then(({ areas }) => areas.flatMap((a: AreaManifest) => (a.onLearningEvent ? [a.onLearningEvent] : []))));

/**
 * Hands the event to every listening area, in the caller's transaction: the points of a passed quiz are written with
 * the attempt that passed it, or not at all.
 */
export async function emitLearningEvent(db: DbOrTx, event: LearningEvent): Promise<void> {
  for (const listen of await listeners()) await listen(db, event);
}
