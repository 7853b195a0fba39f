import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The bytes of one of the seed's real demo media files. */
export const demoMedia = (name: string) => readFileSync(path.join(process.cwd(), 'src/db/seed/media', name));
