import { defineArea } from '../area-kit';
import { storageEndpoints } from './server/http';
import { startUploadUpkeep } from './server/upload-upkeep';
import { seedBadges } from './seed';

/**
 * Files and badges, shared by every area's uploads (spec 000 §3, §7); resumable uploads and their tables (decision
 * 0081), their sweeps and the recovery of a storing that died (decisions 0106, 0112).
 */
export default defineArea({
  name: 'storage',
  api: storageEndpoints,
  migrations: ['uploads'],
  upkeep: startUploadUpkeep,
  seed: seedBadges,
  // The pictures shown across the console (logos, user pictures, badges, thumbnails, covers, images in rich text):
  // anyone signed in to the organisation reads them.
  files: [{ area: 'organization', folders: ['image', 'pictures', 'badges', 'thumbnails', 'covers', 'branding'], keys: [], everyone: true }],
});
