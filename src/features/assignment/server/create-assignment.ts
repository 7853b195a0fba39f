import type { DbOrTx } from '@/db/client';
import { assignments } from '@/db/schema/assignment';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { hasVisibleContent, sanitizeRichText } from '@/server/sanitize';
import { assignmentMessages } from '../messages';
import type { AssignmentData } from '../schemas';

/** The stored form of the input: instruction sanitised and required to show something. */
export function cleanInput(input: AssignmentData) {
  const instruction = sanitizeRichText(input.instruction);
  if (!hasVisibleContent(instruction)) {
    throw new AppError('VALIDATION', undefined, { details: [{ field: 'instruction', message: assignmentMessages.instructionRequired }] });
  }
  return {
    title: input.title,
    instruction,
    gradingStatus: input.grading_status,
    assignmentType: input.assignment_type,
    uploadCondition: input.upload_condition,
    submitCondition: input.submit_condition,
    displayResult: input.display_result,
    allowedUploadExtensions: input.allowed_upload_extensions,
  };
}

export async function createAssignment(options: { db: DbOrTx; organizationId: number; userId: number; input: AssignmentData }): Promise<{ id: number }> {
  const { db, organizationId, userId } = options;
  const values = cleanInput(options.input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({ ...values, organizationId, createdBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'assignment', entityId: row.id, after: values });
    return { id: row.id };
  });
}
