import { describe, expect, it } from 'vitest';
import { AssignmentInputSchema, GradeInputSchema, hasVisibleInstruction } from './schemas';
import { fileNameOf, moduleTypeLabel } from './labels';
import { submissionPolicy } from './server/upload-policy';

const base = { title: 'Essay', instruction: '<p>Write</p>', allowed_upload_extensions: { documents: ['pdf'] } };

describe('AssignmentInputSchema', () => {
  it('applies the defaults of the spec', () => {
    expect(AssignmentInputSchema.parse(base)).toMatchObject({
      grading_status: 'graded',
      assignment_type: 'individual',
      upload_condition: 'required',
      submit_condition: 'resubmit',
      display_result: false,
    });
  });
  it('requires a title and an instruction with visible text or an image', () => {
    const r = AssignmentInputSchema.safeParse({ ...base, title: ' ', instruction: '<p>&nbsp;</p>' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Title is required', 'Instruction is required']);
    expect(hasVisibleInstruction('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(true);
    expect(hasVisibleInstruction('<p> <br></p>')).toBe(false);
  });
  it('needs a file type unless uploads are disallowed, and disallowed clears them', () => {
    expect(AssignmentInputSchema.safeParse({ ...base, allowed_upload_extensions: {} }).success).toBe(false);
    const none = AssignmentInputSchema.parse({ ...base, upload_condition: 'disallowed' });
    expect(none.allowed_upload_extensions).toEqual({ documents: [], videos: [], audios: [], others: [] });
    expect(AssignmentInputSchema.safeParse({ ...base, allowed_upload_extensions: { others: ['exe'] } }).success).toBe(false);
  });
});

describe('GradeInputSchema', () => {
  it('takes scores from 0 to 100 and at least one entry', () => {
    expect(GradeInputSchema.safeParse({ data: [{ id: 1, score: 100 }] }).success).toBe(true);
    expect(GradeInputSchema.safeParse({ data: [{ id: 1, score: 100.5 }] }).success).toBe(false);
    expect(GradeInputSchema.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('submission policy', () => {
  const allowed = { documents: ['pdf', 'docx'], videos: [], audios: [], others: ['pbix'] };
  it('maps an allowed extension to the kinds its bytes may have', () => {
    expect(submissionPolicy(allowed, 'essay.PDF')?.kinds).toEqual(['pdf']);
    expect(submissionPolicy(allowed, 'model.pbix')?.kinds).toEqual(['zip']);
    expect(submissionPolicy(allowed, 'essay.exe')).toBeNull();
    expect(submissionPolicy(allowed, 'no-extension')).toBeNull();
  });
});

describe('display helpers', () => {
  it('shows module types with spaces and capitals, and file names from URLs', () => {
    expect(moduleTypeLabel('live_event')).toBe('Live Event');
    expect(fileNameOf('/api/storage/files/DEMO/assignments/2026/11/ab%20c.pdf')).toBe('ab c.pdf');
  });
});
