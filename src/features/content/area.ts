import { defineArea } from '../area-kit';

/**
 * Content with no screens of its own yet. The media areas have their own manifests (video, podcast, webinar, pdf,
 * document, knowledge-feed, popup, digilib, channel) and certificate templates and themes theirs (certificate).
 */
export default defineArea({ name: 'content', routes: [] });
