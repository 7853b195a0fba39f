import { userMessages as M } from './messages';

export const PASSWORD_MIN = 10;

/**
 * Passwords that pass the length rule and are still guessed first (breach lists' top entries at ≥ 10 characters,
 * and the console's own names). Compared ignoring case, digits and punctuation at the ends.
 */
const COMMON = new Set(
  [
    'password',
    'passw0rd',
    'password123',
    'qwertyuiop',
    'qwertyuiop123',
    '1234567890',
    '0123456789',
    '1q2w3e4r5t',
    'iloveyou',
    'administrator',
    'letmein',
    'welcome',
    'changeme',
    'sunshine',
    'football',
    'baseball',
    'superman',
    'trustno1',
    'dragon',
    'monkey',
    'master',
    'princess',
    'starwars',
    'whatever',
    'computer',
    'internet',
    'default',
    'secret',
    'console',
    'indonesia',
    'jakarta',
    'bismillah',
    'qwerty',
    'asdfghjkl',
    'zxcvbnm',
    'abcdefghij',
    'abc123',
  ].map((w) => w.toLowerCase()),
);

const core = (pw: string) =>
  pw
    .toLowerCase()
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replace(/[@4]/g, 'a')
    .replace(/0/g, 'o')
    .replace(/[1!]/g, 'i')
    .replace(/3/g, 'e')
    .replace(/\$/g, 's');

/** A run of one character, or a straight sequence such as 123456789a or abcdefghij, is no password. */
function predictable(pw: string): boolean {
  if (new Set(pw).size <= 3) return true;
  let steps = 0;
  for (let i = 1; i < pw.length; i++) if (Math.abs(pw.charCodeAt(i) - pw.charCodeAt(i - 1)) === 1) steps++;
  return steps >= pw.length - 2;
}

/**
 * Why a password is refused, or null (docs/decisions/0077): at least 10 characters; not a common password (also
 * with digits or symbols added at the ends, or letters swapped for look-alikes); not a run or a sequence; not
 * containing the person's e-mail name or a part of their name of 4 letters or more. Isomorphic: the form and the
 * server say the same.
 */
export function passwordProblem(pw: string, person: { email?: string; fullName?: string } = {}): string | null {
  if (pw.length < PASSWORD_MIN) return M.passwordShort(PASSWORD_MIN);
  const lower = pw.toLowerCase();
  const c = core(pw);
  if (COMMON.has(lower) || COMMON.has(c) || predictable(lower) || (c.length < 6 && [...COMMON].some((w) => lower.includes(w)))) return M.passwordWeak;
  if ([...COMMON].some((w) => w.length >= 6 && c === w.repeat(Math.round(c.length / w.length)))) return M.passwordWeak;
  const local = person.email?.split('@')[0]?.toLowerCase() ?? '';
  const names = (person.fullName ?? '').toLowerCase().split(/\s+/);
  if ((local.length >= 4 && lower.includes(local)) || names.some((n) => n.length >= 4 && lower.includes(n))) return M.passwordPersonal;
  return null;
}
