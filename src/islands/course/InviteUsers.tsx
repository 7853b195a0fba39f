import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Pager } from '@/ui/Pager';
import { RadioGroup } from '@/ui/RadioGroup';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { Pagination } from '@/lib/pager';
import { request } from '@/lib/fetcher';

/** GET and POST /courses/{id}/invite-users (features/course/api.ts); a plain call keeps the detail page free of the schemas. */
const invitePath = (id: number) => `/courses/${id}/invite-users`;

type By = 'user' | 'division' | 'company';
interface Option {
  id: number;
  label: string;
  detail: string;
}

/** Invite users into the course by user, division or company (GET/POST /courses/{id}/invite-users, 10 a page). */
export default function InviteUsers({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<By>('user');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: Option[]; pagination: Pagination } | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      request<NonNullable<typeof data>>(invitePath(courseId), {
        query: { by, page, page_size: 10, keyword: keyword.length >= 3 ? keyword : '' },
        signal: controller.signal,
      })
        .then((res) => setData(res.data))
        .catch(() => setData(null));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, by, page, keyword, courseId]);

  const invite = async () => {
    setBusy(true);
    try {
      const res = await request<{ invited: number }>(invitePath(courseId), { method: 'POST', body: { by, ids: [...chosen] } });
      toast.flashSuccess(`${res.data.invited} user(s) invited`);
      window.location.reload();
    } catch (err) {
      setBusy(false);
      showError(err);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        Invite Users
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Invite Users"
        size="medium"
        footer={
          <button type="button" className="btn" disabled={busy || chosen.size === 0} onClick={() => void invite()}>
            {`Invite (${chosen.size})`}
          </button>
        }
      >
        <RadioGroup
          label="Invite by"
          options={[
            { value: 'user', label: 'User' },
            { value: 'division', label: 'Division' },
            { value: 'company', label: 'Company' },
          ]}
          value={by}
          onChange={(v) => {
            setBy(v);
            setPage(1);
            setChosen(new Set());
          }}
          className="course-inline"
        />
        <label className="field">
          <span>Search</span>
          <input className="input" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Type at least 3 characters" />
        </label>
        <ul className="course-picker-list" aria-label="Who to invite">
          {data?.results.map((o) => (
            <li key={o.id}>
              <label className="course-setting">
                <input
                  type="checkbox"
                  checked={chosen.has(o.id)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(o.id);
                      else next.delete(o.id);
                      return next;
                    })
                  }
                />
                {o.label} <small>{o.detail}</small>
              </label>
            </li>
          ))}
          {data && data.results.length === 0 && <li>No data</li>}
        </ul>
        {data && data.pagination.total_pages > 1 && <Pager pagination={data.pagination} pageSize={10} onPageChange={setPage} label="Invite pages" />}
      </Modal>
    </>
  );
}
