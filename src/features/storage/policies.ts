import type { UploadPolicy } from '@/server/storage/store-file';

const MB = 1024 * 1024;
const IMAGE_MESSAGES = {
  size: 'File size exceeds 2MB',
  dimensions: 'Image resolution exceeds 480x480',
  unreadable: 'Unable to validate image resolution',
  type: 'Mime types not accepted',
};

/** The folders an upload may name, each with what it accepts (spec 000 §8, spec 001 §5). */
export const UPLOAD_FOLDERS: Record<string, UploadPolicy> = {
  image: { kinds: ['jpeg', 'png'], maxBytes: 2 * MB, messages: IMAGE_MESSAGES },
  'quiz/images': { kinds: ['jpeg', 'png'], maxBytes: 2 * MB, maxWidth: 480, maxHeight: 480, messages: IMAGE_MESSAGES },
  badges: { kinds: ['jpeg', 'png'], maxBytes: 2 * MB, maxWidth: 480, maxHeight: 480, messages: IMAGE_MESSAGES },
  pictures: { kinds: ['jpeg', 'png'], maxBytes: 2 * MB, maxWidth: 480, maxHeight: 480, messages: IMAGE_MESSAGES },
};

export const MAX_UPLOAD_BYTES = 25 * MB;
