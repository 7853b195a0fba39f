import { defineArea } from '../area-kit';

/**
 * Content with no area of its own yet. The media areas have their own manifests (they are listed in
 * src/features/areas.ts) and certificate templates and themes theirs (certificate). The course's regular content
 * types of spec 002 §3 that no area serves yet are declared here, so that the course's picker lists them as 'not
 * available yet'; the area that comes to serve one moves its declaration into its own manifest.
 */
export default defineArea({
  name: 'content',
  routes: [],
  contents: [
    { type: 'html5', label: 'HTML5', placeable: { course: 11 } },
    { type: 'online_meeting', label: 'Online Meeting', placeable: { course: 12 } },
  ],
});
