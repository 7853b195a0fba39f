import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import { navigation } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { categoryApi } from '@/features/category/api';
import { categoryMessages as M } from '@/features/category/messages';

export interface CategoryMoveProps {
  id: number;
  name: string;
  position: number;
  siblings: number;
  /** The move endpoint's route from the area's contract (route(categoryApi.move)): passed in, so the page ships no zod. */
  move: RouteOf<typeof categoryApi.move>;
}

/** The detail page's order control: the category's place among its siblings, one step up or down (one transaction). */
export default function CategoryMove({ id, name, position, siblings, move }: CategoryMoveProps) {
  const [busy, setBusy] = useState(false);
  const step = async (direction: 'up' | 'down') => {
    setBusy(true);
    try {
      await createClient({ move }).move({ params: { id }, body: { direction } });
      toast.flashSuccess(M.moved);
      navigation.assign(window.location.pathname);
    } catch (err) {
      showError(err, M.moveFailed);
      setBusy(false);
    }
  };
  return (
    <span className="category-order">
      {position} of {siblings}
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || position <= 1} onClick={() => void step('up')} aria-label={`Move up: ${name}`}>
        Move up
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={busy || position >= siblings}
        onClick={() => void step('down')}
        aria-label={`Move down: ${name}`}
      >
        Move down
      </button>
    </span>
  );
}
