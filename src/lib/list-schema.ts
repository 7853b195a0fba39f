import { z } from 'zod';

/** The list contract's answer (DESIGN.md "API contract") as a schema, for endpoint output declarations. */
export const PaginationSchema = z.object({ current_page: z.number().int(), total_pages: z.number().int(), total_data: z.number().int() });

export const listResultSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), pagination: PaginationSchema });

/** `{ id }` of a created row. */
export const CreatedSchema = z.object({ id: z.number().int() });

/**
 * The output of an endpoint whose answer is described by a TypeScript type (not yet by a zod schema): the
 * declaration carries the type to the islands' client, and the OpenAPI document says only that it is an object.
 */
export const shaped = <T>() => z.custom<T>(() => true);
