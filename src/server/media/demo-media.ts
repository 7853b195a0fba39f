import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Small real media files the demo seed stores (made once with ffmpeg and LibreOffice, a few tens of KB each):
 * a 6 s H.264 video with sound, a 4 s WebM, audio in MP3, M4A and WAV, a 3-page PDF and a 2-slide PPTX.
 * The files stay beside the seed in src/db/seed/media; the reader is here because the areas' seeds call it and the
 * seed folder runs the areas (an area imports nothing of src/db/seed but its types).
 */
export const DEMO_MEDIA = {
  videoMp4: 'demo-video.mp4',
  videoWebm: 'demo-video.webm',
  audioMp3: 'demo-audio.mp3',
  audioM4a: 'demo-audio.m4a',
  audioWav: 'demo-audio.wav',
  pdf: 'demo-document.pdf',
  pptx: 'demo-slides.pptx',
} as const;

/** The bytes of one demo media file; the server runs from the repository root (npm start, the tests). */
export function readDemoMedia(name: (typeof DEMO_MEDIA)[keyof typeof DEMO_MEDIA]): Promise<Buffer> {
  return readFile(path.join(process.env.DEMO_MEDIA_DIR ?? path.join(process.cwd(), 'src/db/seed/media'), name));
}
