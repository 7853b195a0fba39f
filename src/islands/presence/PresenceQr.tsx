import { useEffect, useState } from 'react';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { formatDate } from '@/lib/format';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { ScopePickers } from './ScopePickers';
import { useBatchSchedule } from './useBatchSchedule';
import './presence.css';

export interface PresenceQrProps {
  presence: { id: number; title: string; is_associated: boolean; associate_type: string | null; step_seconds: number };
}

const RANGE = 'DD MMM YYYY, HH:mm';

/**
 * The QR Code tab: the image comes from the server (PNG with a short-lived token) and is reloaded every step,
 * so the code on screen keeps changing; blurred for a classroom association until a schedule is chosen.
 */
export default function PresenceQr({ presence }: PresenceQrProps) {
  const scope = useBatchSchedule(presence.id, presence.is_associated);
  const [tick, setTick] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), Math.max(5, presence.step_seconds) * 1000);
    return () => clearInterval(timer);
  }, [presence.step_seconds]);

  const query = { batch_id: scope.batchId ?? undefined, schedule_id: scope.scheduleId ?? undefined };
  const blurred = presence.associate_type === 'classroom' && !scope.scheduleId;
  const preview = new URLSearchParams();
  if (scope.batchId) preview.set('batch_id', String(scope.batchId));
  if (scope.scheduleId) preview.set('schedule_id', String(scope.scheduleId));

  const regenerate = async () => {
    setBusy(true);
    try {
      await presenceClient.regenerate(presence.id);
      setTick(Date.now());
      toast.success(M.regenerated);
    } catch (err) {
      showError(err, M.regenerateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card presence-qr" aria-label="QR Code">
      <div className="presence-toolbar">
        {presence.is_associated ? <ScopePickers scope={scope} /> : <span />}
        <div className="presence-buttons">
          <button type="button" className="btn btn-outline" onClick={regenerate} disabled={busy}>Regenerate QR</button>
          {/* Until a classroom's schedule is chosen there is no code to download or print: disabled buttons stand in. */}
          {blurred ? (
            <>
              <button type="button" className="btn btn-outline" disabled>Download</button>
              <button type="button" className="btn" disabled>Open in New Tab</button>
            </>
          ) : (
            <>
              <a className="btn btn-outline" href={presenceClient.qrSrc(presence.id, { ...query, mode: 'print', download: 1 })} download>Download</a>
              <a className="btn" href={`/presence/preview/${presence.id}?${preview}${preview.size ? '&' : ''}status=preview`} target="_blank" rel="noopener">Open in New Tab</a>
            </>
          )}
        </div>
      </div>
      <div className="presence-qr-body">
        <div className={`presence-qr-frame${blurred ? ' is-blurred' : ''}`}>
          <img src={presenceClient.qrSrc(presence.id, { ...query, t: tick })} width={380} height={380} alt={`QR code for ${presence.title}`} data-testid="presence-qr" />
          {blurred && <p className="presence-qr-hint">{M.chooseSchedule}</p>}
        </div>
        <div className="presence-qr-text">
          <h2>{presence.title}</h2>
          <p className="presence-range">
            {scope.schedule ? `${formatDate(scope.schedule.start_date_time, RANGE)} - ${formatDate(scope.schedule.end_date_time, RANGE)} (WIB)` : '-'}
          </p>
          <h3>How to scan</h3>
          <ol>{M.scanSteps.map((s) => <li key={s}>{s}</li>)}</ol>
          <p className="presence-muted">The code changes every {presence.step_seconds} seconds.</p>
        </div>
      </div>
    </section>
  );
}
