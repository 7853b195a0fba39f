// Whether LibreOffice is installed, for the tests that convert with it (they are skipped where it is not).
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * `soffice` is an executable on PATH. Found by looking, not by running `soffice --version`: on a busy machine that
 * start-up can outlast any fixed timeout, and the tests would then be skipped as if LibreOffice were missing.
 */
export const hasSoffice = (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
  try {
    accessSync(path.join(dir, 'soffice'), constants.X_OK);
    return dir !== '';
  } catch {
    return false;
  }
});
