import type { DbOrTx } from '@/db/client';
import type { SelectOptionData } from '@/lib/list-kit';
import { categoryOptions } from '@/server/category-options';

/** /program/create and /program/edit/{id}: the form's Category options, the active /categories tree as the course wizard shows it. */
export const programCategoryOptions = (db: DbOrTx, organizationId: number): Promise<SelectOptionData[]> => categoryOptions(db, organizationId);
