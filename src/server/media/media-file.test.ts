import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA, readDemoMedia } from '@/db/seed/media';
import { readDuration } from './media-file';

describe('readDuration', () => {
  it.each([
    [DEMO_MEDIA.videoMp4, 'video/mp4', 6],
    [DEMO_MEDIA.videoWebm, 'video/webm', 4],
    [DEMO_MEDIA.podcastMp3, 'audio/mpeg', 8],
    [DEMO_MEDIA.podcastM4a, 'audio/mp4', 5],
    [DEMO_MEDIA.podcastWav, 'audio/wav', 2],
  ])('reads %s (%s) as %i seconds', async (name, mime, seconds) => {
    expect(await readDuration(await readDemoMedia(name), mime)).toBe(seconds);
  });

  it('refuses bytes that are not media', async () => {
    await expect(readDuration(await readDemoMedia(DEMO_MEDIA.pdf), 'video/mp4')).rejects.toThrow();
  });
});
