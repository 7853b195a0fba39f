/**
 * A reason the console cannot start that the operator can fix (the database is missing or unreachable, an extension
 * is not installed, the data directory is in use): its message is one line saying what is wrong and what to do, and
 * the server prints it alone and exits non-zero instead of serving requests that would all fail.
 */
export class StartError extends Error {
  override name = 'StartError';
}
