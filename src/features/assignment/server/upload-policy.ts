import type { FileKind } from '@/server/storage/sniff';
import type { UploadPolicy } from '@/server/storage/store-file';
import type { AllowedExtensions } from '../schemas';

/** Each extension the form offers, with the kinds its bytes may be sniffed as (docs/decisions/0030). */
const EXTENSION_KINDS: Record<string, FileKind[]> = {
  pdf: ['pdf'],
  doc: ['ole'],
  xls: ['ole'],
  ppt: ['ole'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  txt: ['text'],
  csv: ['text'],
  jpg: ['jpeg'],
  png: ['png'],
  mp4: ['mp4'],
  mp3: ['mp3'],
  wav: ['wav'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  pbix: ['zip'],
};

const SUBMISSION_MAX_BYTES = 25 * 1024 * 1024;
export const SUBMISSION_MAX_FILES = 10;
/** One submission request in all (its files are read into memory): four files at the per-file limit. */
export const SUBMISSION_MAX_TOTAL_BYTES = 4 * SUBMISSION_MAX_BYTES;

export const allowedList = (a: AllowedExtensions) => [...a.documents, ...a.videos, ...a.audios, ...a.others];

/** The storage policy of one uploaded file: its name's extension must be allowed and its bytes must match it. */
export function submissionPolicy(allowed: AllowedExtensions, fileName: string): UploadPolicy | null {
  const ext = (fileName.split('.').pop() ?? '').toLowerCase();
  if (!allowedList(allowed).includes(ext)) return null;
  return { kinds: EXTENSION_KINDS[ext] ?? [], maxBytes: SUBMISSION_MAX_BYTES, messages: { type: 'Mime types not accepted' } };
}
