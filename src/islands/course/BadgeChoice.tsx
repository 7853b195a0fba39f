import { useEffect, useState } from 'react';
import { Pager } from '@/ui/Pager';
import type { Pagination } from '@/lib/pager';
import { pickerClient } from '@/features/course/client';
import { BADGE_PAGE_SIZE } from '@/features/course/schemas';

type Badges = { results: { id: number; file_url: string; name?: string | null }[]; pagination: Pagination };

/** The course's badge (spec 002 §9: 7 a page), shown once Badge is the achievement; loaded then, with its pager. */
export function BadgeChoice({ value, onChange, error }: { value: number | null; onChange: (id: number) => void; error?: string }) {
  const [page, setPage] = useState(1);
  const [badges, setBadges] = useState<Badges | null>(null);
  useEffect(() => {
    pickerClient.badges(page).then(setBadges, () => setBadges(null));
  }, [page]);
  return (
    <fieldset className="field">
      <legend>Badge</legend>
      <div className="course-badges">
        {badges?.results.map((b) => (
          <label key={b.id} className={`course-badge${value === b.id ? ' is-selected' : ''}`}>
            <input type="radio" name="badge" checked={value === b.id} onChange={() => onChange(b.id)} />
            <img src={b.file_url} alt={b.name || `Badge ${b.id}`} width={64} height={64} />
          </label>
        ))}
        {badges && badges.results.length === 0 && <p>No badges yet: upload one in a classroom or the badge library.</p>}
      </div>
      {badges && badges.pagination.total_pages > 1 && (
        <Pager pagination={badges.pagination} pageSize={BADGE_PAGE_SIZE} onPageChange={setPage} label="Badge pages" />
      )}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
