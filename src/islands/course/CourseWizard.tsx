import type { CourseDetail } from '@/features/course/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';
import { GeneralStep } from './GeneralStep';
import { ContentStep } from './ContentStep';
import { OtherStep } from './OtherStep';
import './course.css';

export interface CourseWizardProps {
  step: 1 | 2 | 3;
  course: CourseDetail | null;
  categories: { value: string; label: string }[];
  models: { id: string; name: string; description: string }[];
  /** The course's content types (step 2), from the areas' declarations. */
  types: ContentTypeInfo[];
}

/**
 * /course/create and /course/edit/{id}: one wizard step per page (?step=), each saved on its own; the page header
 * shows the steps (server-rendered), and a draft opens at its first unsaved step.
 */
export default function CourseWizard({ step, course, categories, models, types }: CourseWizardProps) {
  if (step === 1 || !course) return <GeneralStep course={course} categories={categories} models={models} />;
  if (step === 2) return <ContentStep course={course} types={types} />;
  return <OtherStep course={course} />;
}
