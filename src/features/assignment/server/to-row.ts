import type { Assignment } from '@/db/schema/assignment';
import type { AssignmentRow } from '../schemas';

export function toAssignmentRow(a: Assignment, extra: { submitted: number; placements: number; creator: string | null }): AssignmentRow {
  return {
    id: a.id,
    title: a.title,
    instruction: a.instruction,
    grading_status: a.gradingStatus,
    assignment_type: a.assignmentType,
    upload_condition: a.uploadCondition,
    submit_condition: a.submitCondition,
    display_result: a.displayResult,
    allowed_upload_extensions: a.allowedUploadExtensions,
    submitted: extra.submitted,
    is_associated: extra.placements > 0,
    created_by: { id: a.createdBy, full_name: extra.creator },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    // Deleting would take learners' submissions and placements with it (docs/decisions/0030).
    can_delete: extra.submitted === 0 && extra.placements === 0,
  };
}
