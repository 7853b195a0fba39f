import { z } from 'zod';
import { requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { locationMessages as M } from './messages';

export const LOCATION_PAGE_SIZE = 10;
export const NAME_MAX = 120;
export const ADDRESS_MAX = 500;
export const RADIUS_MIN = 10;
export const RADIUS_MAX = 50_000;
/** The radius a new location starts with: a building and its grounds. */
export const RADIUS_DEFAULT = 100;
export const LOCATION_SORT_COLUMNS = ['name', 'created_by', 'created_at', 'updated_at'] as const;

/** A coordinate in WGS 84 degrees within ±bound; a missing one is required, anything else out of range. */
const degrees = (field: string, bound: number, invalid: string) =>
  z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined ? M.required(field) : invalid) })
    .refine((v) => Number.isFinite(v) && v >= -bound && v <= bound, invalid);

/**
 * Create and edit: a name unique in the organisation (case aside), an optional address, the coordinates typed in
 * decimal degrees (no map: docs/decisions/0124) and a radius in whole metres.
 */
export const LocationInputSchema = z.strictObject({
  name: requiredText(M, 'Name', NAME_MAX),
  address: z.string().trim().max(ADDRESS_MAX, M.tooLong('Address', ADDRESS_MAX)).default(''),
  latitude: degrees('Latitude', 90, M.latitudeInvalid),
  longitude: degrees('Longitude', 180, M.longitudeInvalid),
  radius_meters: z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined ? M.required('Radius') : M.radiusInvalid(RADIUS_MIN, RADIUS_MAX)) })
    .int(M.radiusInvalid(RADIUS_MIN, RADIUS_MAX))
    .min(RADIUS_MIN, M.radiusInvalid(RADIUS_MIN, RADIUS_MAX))
    .max(RADIUS_MAX, M.radiusInvalid(RADIUS_MIN, RADIUS_MAX)),
});
export type LocationValues = z.output<typeof LocationInputSchema>;

export const LocationUpdateSchema = z.intersection(LocationInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

export const LocationListQuerySchema = ListQuerySchema;
export type LocationListQuery = z.infer<typeof LocationListQuerySchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });

export const LocationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_meters: z.number(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type LocationRow = z.infer<typeof LocationRowSchema>;

export const LocationDetailSchema = LocationRowSchema.extend({ updated_by: person });
export type LocationDetail = z.infer<typeof LocationDetailSchema>;
