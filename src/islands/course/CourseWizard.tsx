import type { CourseDetail } from '@/features/course/schemas';
import { GeneralStep } from './GeneralStep';
import { ContentStep } from './ContentStep';
import { OtherStep } from './OtherStep';
import './course.css';

export interface CourseWizardProps {
  step: 1 | 2 | 3;
  course: CourseDetail | null;
  categories: { value: string; label: string }[];
  models: { id: string; name: string; description: string }[];
}

/**
 * /course/create and /course/edit/{id}: one wizard step per page (?step=), each saved on its own; the page header
 * shows the steps (server-rendered), and a draft opens at its first unsaved step.
 */
export default function CourseWizard({ step, course, categories, models }: CourseWizardProps) {
  if (step === 1 || !course) return <GeneralStep course={course} categories={categories} models={models} />;
  if (step === 2) return <ContentStep course={course} />;
  return <OtherStep course={course} />;
}
