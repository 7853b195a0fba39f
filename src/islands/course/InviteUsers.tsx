import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Pager } from '@/ui/Pager';
import { RadioGroup } from '@/ui/RadioGroup';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { createClient } from '@/lib/api-client';
import type { EndpointInput, EndpointOutput, RoutesOf } from '@/lib/endpoint';
import type { courseApi } from '@/features/course/api';

/** GET and POST /courses/{id}/invite-users as routes the detail page passes (decision 0110): it ships no schemas. */
type InviteRoutes = RoutesOf<Pick<typeof courseApi, 'inviteOptions' | 'invite'>>;
type Options = EndpointOutput<typeof courseApi.inviteOptions>;
type By = EndpointInput<typeof courseApi.invite>['body']['by'];

/** Invite users into the course by user, division or company (GET/POST /courses/{id}/invite-users, 10 a page). */
export default function InviteUsers({ courseId, routes }: { courseId: number; routes: InviteRoutes }) {
  const client = useMemo(() => createClient(routes), [routes]);
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<By>('user');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Options | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .inviteOptions({ params: { id: courseId }, query: { by, page, page_size: 10, keyword: keyword.length >= 3 ? keyword : '' }, signal: controller.signal })
        .then(setData)
        .catch(() => setData(null));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, by, page, keyword, courseId, client]);

  const invite = async () => {
    setBusy(true);
    try {
      const res = await client.invite({ params: { id: courseId }, body: { by, ids: [...chosen] } });
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
