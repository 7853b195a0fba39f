import { z } from 'zod';

/** The list contract's answer (DESIGN.md "API contract") as a schema, for endpoint output declarations. */
const PaginationSchema = z.object({ current_page: z.number().int(), total_pages: z.number().int(), total_data: z.number().int() });

export const listResultSchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), pagination: PaginationSchema });

/** `{ id }` of a created row. */
export const CreatedSchema = z.object({ id: z.number().int() });
