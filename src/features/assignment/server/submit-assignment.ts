import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, placements } from '@/db/schema';
import { assignmentGroupMembers, assignmentResults, type SubmittedFile } from '@/db/schema/assignment';
import { writeAudit } from '@/server/audit';
import { emitLearningEvent } from '@/features/learning-events';
import { AppError } from '@/server/http/app-error';
import { storeFile } from '@/server/storage/store-file';
import { assignmentMessages } from '../messages';
import { loadAssignment } from './load';
import { allowedList, submissionPolicy } from './upload-policy';

export interface UploadedPart {
  name: string;
  bytes: Buffer;
}

/**
 * A learner hands in work for one placement (docs/decisions/0031): checks membership, the upload and submit
 * conditions and each file by content, then writes the result (for a group: every member's) in one transaction.
 */
export async function submitAssignment(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  userId: number;
  placementId: number;
  files: UploadedPart[];
  notes: string | null;
}): Promise<{ ids: number[]; status: string }> {
  const { db, organization, userId, placementId, files } = options;
  const [placement] = await db
    .select()
    .from(placements)
    .where(and(eq(placements.id, placementId), eq(placements.organizationId, organization.id), eq(placements.contentType, 'assignment')));
  if (!placement || !placement.batchId) throw new AppError('NOT_FOUND', 'Assignment not found');
  const [member] = await db
    .select()
    .from(batchParticipants)
    .where(and(eq(batchParticipants.batchId, placement.batchId), eq(batchParticipants.userId, userId)));
  if (!member) throw new AppError('FORBIDDEN', assignmentMessages.notParticipant);
  const a = await loadAssignment(db, organization.id, placement.contentId);
  if (a.uploadCondition === 'disallowed' && files.length) throw new AppError('VALIDATION', assignmentMessages.uploadDisallowed);
  if (a.uploadCondition === 'required' && !files.length) throw new AppError('VALIDATION', assignmentMessages.uploadRequired);
  if (!files.length && !options.notes?.trim()) throw new AppError('VALIDATION', 'Write an answer or upload a file.');
  const policies = files.map((f) => {
    const policy = submissionPolicy(a.allowedUploadExtensions, f.name);
    if (!policy) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Mime types not accepted (allowed: ${allowedList(a.allowedUploadExtensions).join(', ')})`);
    return policy;
  });

  let userIds = [userId];
  let groupId: number | null = null;
  if (a.assignmentType === 'group') {
    const [mine] = await db
      .select()
      .from(assignmentGroupMembers)
      .where(and(eq(assignmentGroupMembers.placementId, placementId), eq(assignmentGroupMembers.userId, userId)));
    if (!mine) throw new AppError('FORBIDDEN', assignmentMessages.notInGroup);
    groupId = mine.groupId;
    userIds = (await db.select({ userId: assignmentGroupMembers.userId }).from(assignmentGroupMembers).where(eq(assignmentGroupMembers.groupId, groupId))).map(
      (m) => m.userId,
    );
  }

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: assignmentResults.id })
      .from(assignmentResults)
      .where(and(eq(assignmentResults.placementId, placementId), inArray(assignmentResults.userId, userIds)))
      .for('update');
    if (existing.length && a.submitCondition === 'no_resubmit') throw new AppError('CONFLICT', assignmentMessages.noResubmit);
    const stored: SubmittedFile[] = [];
    for (const [i, f] of files.entries()) {
      const s = await storeFile({ db: tx, organization, userId, folder: 'assignments', name: f.name, bytes: f.bytes, policy: policies[i] });
      stored.push({ url: s.full_path, type: s.mime_type, size: s.size, name: s.name });
    }
    // Ungraded assignments have nothing to review: a submission passes (docs/decisions/0032).
    const status = a.gradingStatus === 'ungraded' ? ('passed' as const) : ('waiting_for_review' as const);
    const values = userIds.map((u) => ({
      organizationId: organization.id,
      assignmentId: a.id,
      placementId,
      userId: u,
      groupId,
      files: stored,
      notes: options.notes,
      status,
      submittedBy: userId,
    }));
    const target = [assignmentResults.placementId, assignmentResults.userId];
    const insert = tx.insert(assignmentResults).values(values);
    const rows = await (
      a.submitCondition === 'no_resubmit'
        ? // One upload only, also against a second hand-in at the same moment: the check above found no row, but
          // another transaction may have written one since; that row wins and this one is refused (nothing written).
          insert.onConflictDoNothing({ target })
        : insert.onConflictDoUpdate({
            target,
            set: {
              files: stored,
              notes: options.notes,
              status,
              groupId,
              submittedBy: userId,
              version: sql`${assignmentResults.version} + 1`,
              submissions: sql`${assignmentResults.submissions} + 1`,
              finishedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
          })
    ).returning({ id: assignmentResults.id });
    if (rows.length < values.length) throw new AppError('CONFLICT', assignmentMessages.noResubmit);
    await writeAudit(tx, {
      organizationId: organization.id,
      userId,
      action: 'submit',
      entity: 'assignment',
      entityId: a.id,
      after: { placementId, files: stored.length, users: userIds },
    });
    // Handing in is a learning event for each learner it counts for (a group's members too; decision 0130): a
    // resubmission emits it again and counts for nothing more.
    for (const u of userIds) {
      await emitLearningEvent(tx, {
        kind: 'assignment_submitted',
        organizationId: organization.id,
        userId: u,
        source: { type: 'assignment-placement', id: placementId },
        reason: `Submitted the assignment ${a.title}`,
        at: new Date(),
      });
    }
    return { ids: rows.map((r) => r.id), status };
  });
}
