import { ENTERPRISE_SCHEMA, GROUP_SCHEMA, listResponse, ScimError, USER_SCHEMA } from './protocol';

/**
 * /Schemas and /ResourceTypes (RFC 7643 §6 and §7; RFC 7644 §4): what an identity provider reads to learn which
 * attributes the console keeps. They describe exactly what users.ts and groups.ts write and read, nothing more.
 */

const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
}

/** RFC 7643's defaults, written out: identity providers read each characteristic, and some refuse a missing one. */
function attr(a: Attribute): Record<string, unknown> {
  return {
    name: a.name,
    type: a.type,
    multiValued: a.multiValued ?? false,
    description: '',
    required: a.required ?? false,
    caseExact: false,
    mutability: a.mutability ?? 'readWrite',
    returned: 'default',
    uniqueness: a.uniqueness ?? 'none',
    ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attr) } : {}),
  };
}

const valueAndType = (readOnly = false): Attribute[] => [
  { name: 'value', type: 'string', mutability: readOnly ? 'readOnly' : 'readWrite' },
  { name: 'type', type: 'string', mutability: readOnly ? 'readOnly' : 'readWrite' },
];

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: 'User',
    description: 'A person of the organisation (userName is the e-mail address)',
    attributes: [
      { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
      {
        name: 'name',
        type: 'complex',
        subAttributes: [
          { name: 'formatted', type: 'string' },
          { name: 'givenName', type: 'string' },
          { name: 'familyName', type: 'string' },
        ],
      },
      { name: 'displayName', type: 'string' },
      { name: 'title', type: 'string' },
      { name: 'active', type: 'boolean' },
      { name: 'emails', type: 'complex', multiValued: true, subAttributes: [...valueAndType(), { name: 'primary', type: 'boolean' }] },
      { name: 'phoneNumbers', type: 'complex', multiValued: true, subAttributes: valueAndType() },
      { name: 'groups', type: 'complex', multiValued: true, mutability: 'readOnly', subAttributes: valueAndType(true) },
    ] satisfies Attribute[],
  },
  {
    id: ENTERPRISE_SCHEMA,
    name: 'EnterpriseUser',
    description: 'The employee number is the NIK',
    attributes: [{ name: 'employeeNumber', type: 'string' }] satisfies Attribute[],
  },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'A role of the organisation; its members are the people who hold it',
    attributes: [
      { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
      {
        name: 'members',
        type: 'complex',
        multiValued: true,
        subAttributes: [
          { name: 'value', type: 'string', mutability: 'immutable' },
          { name: 'display', type: 'string', mutability: 'readOnly' },
        ],
      },
    ] satisfies Attribute[],
  },
];

const RESOURCE_TYPES = [
  { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA, extensions: [ENTERPRISE_SCHEMA] },
  { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA, extensions: [] },
];

function schemaResource(s: (typeof SCHEMAS)[number], base: string) {
  return {
    schemas: [SCHEMA_SCHEMA],
    id: s.id,
    name: s.name,
    description: s.description,
    attributes: s.attributes.map(attr),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${s.id}` },
  };
}

function resourceType(t: (typeof RESOURCE_TYPES)[number], base: string) {
  return {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: t.id,
    name: t.name,
    endpoint: t.endpoint,
    schema: t.schema,
    schemaExtensions: t.extensions.map((schema) => ({ schema, required: false })),
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${t.id}` },
  };
}

/** GET /Schemas or /Schemas/{id}. */
export function schemas(base: string, id?: string) {
  if (id === undefined)
    return listResponse(
      SCHEMAS.map((s) => schemaResource(s, base)),
      SCHEMAS.length,
      1,
    );
  const found = SCHEMAS.find((s) => s.id.toLowerCase() === id.toLowerCase());
  if (!found) throw new ScimError(404, `No schema ${id}.`);
  return schemaResource(found, base);
}

/** GET /ResourceTypes or /ResourceTypes/{id}. */
export function resourceTypes(base: string, id?: string) {
  if (id === undefined)
    return listResponse(
      RESOURCE_TYPES.map((t) => resourceType(t, base)),
      RESOURCE_TYPES.length,
      1,
    );
  const found = RESOURCE_TYPES.find((t) => t.id.toLowerCase() === id.toLowerCase());
  if (!found) throw new ScimError(404, `No resource type ${id}.`);
  return resourceType(found, base);
}
