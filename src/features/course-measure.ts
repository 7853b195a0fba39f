import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { courseContents } from '@/db/schema/course';
import type { CountedContent } from '@/server/learner-activity';
import { declaredContents, type DeclaredActivity } from './contents';

export interface KindContents {
  kind: DeclaredActivity;
  contents: CountedContent[];
}

/**
 * What a course's learners are measured on (docs/decisions/0117), shared by the course's Participants tab and the
 * course report (0135), which may not import each other's server code: the recorded contents (quizzes, surveys,
 * assignments, presences) by activity kind, those that count toward completion (the required ones; all of them when
 * none is required), and how many there are to meet.
 */
export async function recordedCourseContents(db: DbOrTx, courseId: number): Promise<{ counted: KindContents[]; all: KindContents[]; size: number }> {
  const types = await declaredContents();
  const rows = await db
    .select({ type: courseContents.contentType, refId: courseContents.refId, placementId: courseContents.placementId, settings: courseContents.settings })
    .from(courseContents)
    .where(eq(courseContents.courseId, courseId));
  const recorded = rows.flatMap((r) => {
    const kind = types.activity(types.of(r.type)?.placement ?? '');
    if (!kind || (kind.placementId && !r.placementId)) return [];
    return [
      { kind, required: r.settings.required !== false, content: { placementId: r.placementId, itemId: r.refId, passGrade: r.settings.pass_grade ?? null } },
    ];
  });
  const counted = recorded.some((r) => r.required) ? recorded.filter((r) => r.required) : recorded;
  const byKind = (list: typeof recorded) =>
    types.activities().flatMap((kind) => {
      const contents = list.filter((r) => r.kind === kind).map((r) => r.content);
      return contents.length ? [{ kind, contents }] : [];
    });
  // A content kept by schedule counts once per item (the same presence placed twice is one check-in).
  const size = byKind(counted).reduce((n, k) => n + (k.kind.placementId ? k.contents.length : new Set(k.contents.map((c) => c.itemId)).size), 0);
  return { counted: byKind(counted), all: byKind(recorded), size };
}
