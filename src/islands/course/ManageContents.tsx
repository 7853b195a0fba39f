import type { CourseDetail } from '@/features/course/schemas';
import { ContentStep } from './ContentStep';
import './course.css';

/** /course/detail/{id}/contents: the content step outside the wizard; saving stays on the page. */
export default function ManageContents({ course }: { course: CourseDetail }) {
  return <ContentStep course={course} after="stay" />;
}
