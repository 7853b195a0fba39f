import { mediaSpec } from './media-spec';

mediaSpec({
  kind: 'video',
  noun: 'Video',
  file: 'demo-video.mp4',
  seconds: '0:06',
  seeded: 'Welcome to Nusantara Learning Academy',
  category: 'Workplace Safety',
});
