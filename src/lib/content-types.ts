/**
 * A content type as a wizard shows it (spec 002 §3): the course's and the classroom's content steps, their pickers and
 * the conditions editor. The server reads each wizard's list from the areas' declarations (src/features/contents.ts)
 * and hands it to the islands, so nothing isomorphic lists the types (docs/decisions/0107).
 */
export interface ContentTypeInfo {
  id: string;
  label: string;
  /** An area serves its items; otherwise it is shown 'not available yet' and refused. */
  available: boolean;
  /** Allowed in a course's restricted mode. */
  restricted: boolean;
  /** The conditions that apply beyond required and minimum time (src/lib/content-settings.ts). */
  passGrade: boolean;
  dueDate: boolean;
  /** Placed here, it takes a schedule of its own (schedule_start and schedule_end: a presence in a course, decision 0115). */
  ownSchedule?: boolean;
}

/** The type's entry in a wizard's list. */
export const contentTypeIn = (types: readonly ContentTypeInfo[], id: string): ContentTypeInfo | undefined => types.find((t) => t.id === id);
