import { useState } from 'react';
import { apiPath } from '@/lib/endpoint';
import { navigation, request } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { categoryMessages as M } from '@/features/category/messages';

export interface CategoryMoveProps {
  id: number;
  name: string;
  position: number;
  siblings: number;
  /** The move endpoint's path from the area's contract (categoryApi.move.path): passed in, so the page ships no zod. */
  movePath: string;
}

/** The detail page's order control: the category's place among its siblings, one step up or down (one transaction). */
export default function CategoryMove({ id, name, position, siblings, movePath }: CategoryMoveProps) {
  const [busy, setBusy] = useState(false);
  const move = async (direction: 'up' | 'down') => {
    setBusy(true);
    try {
      await request(apiPath(movePath, { id }).replace(/^\/api(?=\/)/, ''), { method: 'POST', body: { direction } });
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
      <button type="button" className="btn btn-sm btn-outline" disabled={busy || position <= 1} onClick={() => void move('up')} aria-label={`Move ${name} up`}>
        Move up
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={busy || position >= siblings}
        onClick={() => void move('down')}
        aria-label={`Move ${name} down`}
      >
        Move down
      </button>
    </span>
  );
}
