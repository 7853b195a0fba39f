import { useMemo, useState } from 'react';
import { Select } from '@/ui/Select';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { awardApi } from '@/features/certificate/api';

/** PUT /certificates/awards/{classroom|program}/{id} as routes the page passes (decision 0110): no schemas shipped. */
type AwardRoutes = RoutesOf<Pick<typeof awardApi, 'setClassroom' | 'setProgram'>>;

interface Props {
  kind: 'classroom' | 'program';
  id: number;
  current: number | null;
  choices: { id: number; title: string }[];
  routes: AwardRoutes;
}

/**
 * The certificate a classroom's or a program batch's completion awards (decision 0151): a template of the content's
 * type, or none; saved on its own, audited.
 */
export default function CertificateAward({ kind, id, current, choices, routes }: Props) {
  const client = useMemo(() => createClient(routes), [routes]);
  const [value, setValue] = useState<number | null>(current);
  const [saved, setSaved] = useState<number | null>(current);
  const [busy, setBusy] = useState(false);
  // Said beside the button (the page may have no toast host): the server's message, or what went wrong.
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const options = useMemo(() => choices.map((c) => ({ value: c.id, label: c.title })), [choices]);

  const save = async () => {
    setBusy(true);
    try {
      const body = { template_id: value };
      const res = kind === 'classroom' ? await client.setClassroom({ params: { id }, body }) : await client.setProgram({ params: { id }, body });
      setSaved(value);
      setSaid({ text: res.message, error: false });
    } catch (err) {
      setSaid({ text: err instanceof Error ? err.message : String(err), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="certificate-award">
      <Select
        label="Certificate template"
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          setSaid(null);
        }}
        clearable
        placeholder="No certificate"
        noOptionsText={`No certificate template of the ${kind} type yet`}
      />
      <button type="button" className="btn btn-primary btn-sm" disabled={busy || value === saved} onClick={() => void save()}>
        Save
      </button>
      <p role="status" className={said?.error ? 'field-error' : 'muted'}>
        {said?.text}
      </p>
    </div>
  );
}
