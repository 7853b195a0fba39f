import { ENTERPRISE_SCHEMA, type PatchOp, scimBoolean, ScimError } from './protocol';

/** What SCIM may change of a console user (docs/decisions/0079: userName is the e-mail; employeeNumber the NIK). */
export interface UserDraft {
  email: string;
  fullName: string;
  nik: string | null;
  position: string | null;
  phone: string | null;
  active: boolean;
  externalId: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v.trim() || null : typeof v === 'number' ? String(v) : null);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(v: unknown): string {
  const s = str(v);
  if (!s || !EMAIL.test(s) || s.length > 254) throw new ScimError(400, 'userName must be the e-mail address of the user.', 'invalidValue');
  return s;
}

/** The first value of a multi-valued attribute: the primary one, else the work one, else the first. */
function pick(v: unknown): string | null {
  if (!Array.isArray(v)) return null;
  const items = v.filter((x): x is { value?: unknown; primary?: unknown; type?: unknown } => typeof x === 'object' && x !== null);
  const hit = items.find((x) => x.primary === true || x.primary === 'True' || x.primary === 'true') ?? items.find((x) => x.type === 'work') ?? items[0];
  return hit ? str(hit.value) : null;
}

interface NameParts {
  given?: string | null;
  family?: string | null;
  display?: string | null;
}

/** A full resource (POST, PUT): everything SCIM may set, the rest ignored. */
export function draftFromResource(body: unknown): UserDraft {
  if (typeof body !== 'object' || body === null) throw new ScimError(400, 'The body must be a User resource.', 'invalidSyntax');
  const r = body as Record<string, unknown>;
  const name = (typeof r.name === 'object' && r.name) || {};
  const n = name as Record<string, unknown>;
  const mail = email(r.userName ?? pick(r.emails));
  const full = str(r.displayName) ?? str(n.formatted) ?? ([str(n.givenName), str(n.familyName)].filter(Boolean).join(' ') || mail.split('@')[0]);
  const ext = (typeof r[ENTERPRISE_SCHEMA] === 'object' && r[ENTERPRISE_SCHEMA]) || {};
  return {
    email: mail,
    fullName: full,
    nik: str((ext as Record<string, unknown>).employeeNumber),
    position: str(r.title),
    phone: pick(r.phoneNumbers),
    active: r.active === undefined ? true : scimBoolean(r.active),
    externalId: str(r.externalId),
  };
}

/**
 * PATCH operations on a user, in both shapes identity providers send: with a path (Entra ID: `{"op":"Replace",
 * "path":"active","value":"False"}`) and without one, the value an object of attributes (Okta: `{"op":"replace",
 * "value":{"active":false}}`). Attributes the console does not keep (addresses, manager, …) are ignored, not refused,
 * so that a provider's default attribute mapping provisions without errors.
 */
export function applyPatch(current: UserDraft, ops: PatchOp[]): UserDraft {
  const next = { ...current };
  const names: NameParts = {};
  const set = (path: string, value: unknown, remove: boolean) => {
    const p = path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:User:/i, '');
    const lower = p.toLowerCase();
    if (lower === 'id' || lower === 'meta') throw new ScimError(400, `The attribute "${p}" is read-only.`, 'mutability');
    if (lower === 'active') next.active = remove ? current.active : scimBoolean(value);
    else if (lower === 'username') next.email = email(value);
    else if (lower === 'displayname') names.display = remove ? null : str(value);
    else if (lower === 'name.formatted') names.display = remove ? null : str(value);
    else if (lower === 'name.givenname') names.given = remove ? null : str(value);
    else if (lower === 'name.familyname') names.family = remove ? null : str(value);
    else if (lower === 'name' && typeof value === 'object' && value) {
      const v = value as Record<string, unknown>;
      if ('formatted' in v) names.display = str(v.formatted);
      if ('givenName' in v) names.given = str(v.givenName);
      if ('familyName' in v) names.family = str(v.familyName);
    } else if (lower === 'title') next.position = remove ? null : str(value);
    else if (lower === 'externalid') next.externalId = remove ? null : str(value);
    else if (lower === 'emails' || /^emails\[.*\]\.value$/.test(lower)) {
      const v = Array.isArray(value) ? pick(value) : str(value);
      if (!remove && v) next.email = email(v);
    } else if (lower === 'phonenumbers' || /^phonenumbers\[.*\]\.value$/.test(lower))
      next.phone = remove ? null : Array.isArray(value) ? pick(value) : str(value);
    else if (lower === ENTERPRISE_SCHEMA.toLowerCase() && typeof value === 'object' && value) {
      const v = value as Record<string, unknown>;
      if ('employeeNumber' in v) next.nik = str(v.employeeNumber);
    } else if (lower === `${ENTERPRISE_SCHEMA}:employeeNumber`.toLowerCase()) next.nik = remove ? null : str(value);
  };
  for (const op of ops) {
    if (op.path) set(op.path, op.value, op.op === 'remove');
    else if (op.op !== 'remove' && typeof op.value === 'object' && op.value !== null) {
      for (const [k, v] of Object.entries(op.value as Record<string, unknown>)) set(k, v, false);
    } else throw new ScimError(400, 'A PATCH operation without a path needs an object value.', 'invalidSyntax');
  }
  if (names.display) next.fullName = names.display;
  else if (names.given !== undefined || names.family !== undefined) {
    const [first, ...rest] = current.fullName.split(' ');
    const full = [names.given === undefined ? first : names.given, names.family === undefined ? rest.join(' ') : names.family].filter(Boolean).join(' ');
    if (full) next.fullName = full;
  }
  return next;
}
