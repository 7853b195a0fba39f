import { mediaSpec } from './media-spec';

mediaSpec({
  kind: 'podcast',
  noun: 'Podcast',
  file: 'demo-audio.m4a',
  seconds: '0:05',
  seeded: 'Leadership Lunch Talk #12: Leading Remote Teams',
  category: 'Public Speaking',
});
