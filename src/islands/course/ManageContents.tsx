import type { CourseDetail } from '@/features/course/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';
import { ContentStep } from './ContentStep';
import './course.css';

/** /course/detail/{id}/contents: the content step outside the wizard; saving stays on the page. */
export default function ManageContents({ course, types }: { course: CourseDetail; types: ContentTypeInfo[] }) {
  return <ContentStep course={course} types={types} after="stay" />;
}
