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
  // The media library (issue 15): the caps per type live here and nowhere else. Files above MAX_UPLOAD_BYTES come
  // through the resumable upload; a multipart upload is refused above it whatever the folder allows.
  thumbnails: { kinds: ['jpeg', 'png', 'webp'], maxBytes: 2 * MB, messages: IMAGE_MESSAGES },
  covers: { kinds: ['jpeg', 'png', 'webp'], maxBytes: 2 * MB, messages: IMAGE_MESSAGES },
  video: { kinds: ['mp4', 'webm'], maxBytes: 2000 * MB, messages: { type: 'Mime types not accepted', size: 'File size exceeds 2000MB' } },
  podcast: { kinds: ['mp3', 'm4a', 'wav'], maxBytes: 500 * MB, messages: { type: 'Mime types not accepted', size: 'File size exceeds 500MB' } },
  pdf: { kinds: ['pdf'], maxBytes: 100 * MB, messages: { type: 'Mime types not accepted', size: 'File size exceeds 100MB' } },
  // PPT (an OLE compound file) or PPTX; which OLE document it is, is judged again when it is converted.
  ppt: { kinds: ['ole', 'pptx'], maxBytes: 100 * MB, messages: { type: 'Mime types not accepted', size: 'File size exceeds 100MB' } },
  ebooks: { kinds: ['pdf', 'epub'], maxBytes: 200 * MB, messages: { type: 'Mime types not accepted', size: 'File size exceeds 200MB' } },
};

export const MAX_UPLOAD_BYTES = 25 * MB;
