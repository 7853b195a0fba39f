import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sections } from '@/db/schema';
import { aiCourseContents, aiGenerations } from '@/db/schema/course-ai';
import { AppError } from '@/server/http/app-error';
import { loadCourse } from '@/features/course/server/load-course';
import { aiMessages as M } from '../messages';
import type { AiContentType, AiCourse } from '../schemas';

/** The plain text of the stored rich description, for the AI editor's text box. */
const textOf = (html: string) =>
  html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();

/** GET /cms/v2/course-ai/{id}: an AI course of the caller's organisation with its generated contents (else 404). */
export async function getAiCourse({ db, organizationId, id }: { db: DbOrTx; organizationId: number; id: number }): Promise<AiCourse> {
  const course = await loadCourse(db, organizationId, id);
  const [gen] = await db.select().from(aiGenerations).where(eq(aiGenerations.courseId, id));
  if (!gen) throw new AppError('NOT_FOUND', M.notAiCourse);
  const rows = await db.select().from(sections).where(eq(sections.moduleId, course.moduleId)).orderBy(asc(sections.position));
  const contents = await db.select().from(aiCourseContents).where(eq(aiCourseContents.courseId, id)).orderBy(asc(aiCourseContents.position));
  return {
    id,
    language: gen.language,
    topic: gen.topic,
    category_id: course.categoryId,
    level: course.level,
    thumbnail_default: course.thumbnailDefault,
    status: course.status,
    course: {
      title: course.title,
      description: textOf(course.description),
      sections: rows.map((s) => ({
        title: s.title,
        contents: contents
          .filter((c) => c.sectionId === s.id)
          .map((c) => ({ type: c.contentType as AiContentType, title: c.title, text: c.body.text, items: c.body.items })),
      })),
    },
    updated_at: course.updatedAt.toISOString(),
  };
}
