import { useEffect, useState } from 'react';
import { Pager } from '@/ui/Pager';
import { classroomClient, type BadgeOption } from '@/features/classroom/client';
import { BADGE_PAGE_SIZE } from '@/features/classroom/schemas';

interface Page {
  results: BadgeOption[];
  pagination: { current_page: number; total_pages: number; total_data: number };
}

/** Achievement: one of the organisation's badges (GET /badges, 7 a page, spec 002 §9), or none. */
export function BadgePicker({ value, onChange, error }: { value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  useEffect(() => {
    classroomClient.badges(page).then(setData, () => setData(null));
  }, [page]);
  return (
    <fieldset className="classroom-badges">
      <legend>Badge</legend>
      <div role="radiogroup" aria-label="Badge" className="classroom-badge-grid">
        <label className="classroom-badge">
          <input type="radio" name="badge" checked={value === null} onChange={() => onChange(null)} />
          <span>No badge</span>
        </label>
        {data?.results.map((b) => (
          <label key={b.id} className="classroom-badge">
            <input type="radio" name="badge" checked={value === b.id} onChange={() => onChange(b.id)} />
            <img src={b.file_url} alt="" width={48} height={48} />
            <span>{b.name ?? `Badge ${b.id}`}</span>
          </label>
        ))}
      </div>
      {data && data.pagination.total_pages > 1 && <Pager pagination={data.pagination} pageSize={BADGE_PAGE_SIZE} onPageChange={setPage} label="Badge pages" />}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
