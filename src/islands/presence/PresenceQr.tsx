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
  presence: { id: number; title: string; is_associated: boolean; associate_type: string | null; step_seconds: number; blocker?: string | null };
}

const RANGE = 'DD MMM YYYY, HH:mm';

/**
 * The QR Code tab: the image comes from the server (PNG with a short-lived token) and is reloaded every step,
 * so the code on screen keeps changing; blurred until a schedule is chosen (a code without one checks nobody in).
 * When nobody can ever check in (not associated, no schedules), the tab says what to do instead of showing a code.
 * Download and the preview get a printed code that lives until the schedule's check-in closes (docs/decisions/0021).
 */
export default function PresenceQr({ presence }: PresenceQrProps) {
  const blocker = presence.blocker ?? null;
  // A classroom's code stays blurred until a schedule is chosen (spec 002 §2); a course's one schedule is chosen at once.
  const scope = useBatchSchedule(presence.id, presence.is_associated && !blocker, presence.associate_type !== 'classroom');
  const [tick, setTick] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), Math.max(5, presence.step_seconds) * 1000);
    return () => clearInterval(timer);
  }, [presence.step_seconds]);

  const query = { batch_id: scope.batchId ?? undefined, schedule_id: scope.scheduleId ?? undefined };
  const blurred = !scope.scheduleId;
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
        {presence.is_associated && !blocker ? <ScopePickers scope={scope} /> : <span />}
        <div className="presence-buttons">
          <button type="button" className="btn btn-outline" onClick={regenerate} disabled={busy}>
            Regenerate QR
          </button>
          {/* Until a schedule is chosen there is no code to download or print: disabled buttons stand in. */}
          {blurred ? (
            <>
              <button type="button" className="btn btn-outline" disabled>
                Download
              </button>
              <button type="button" className="btn" disabled>
                Open in New Tab
              </button>
            </>
          ) : (
            <>
              <a className="btn btn-outline" href={presenceClient.qrSrc(presence.id, { ...query, mode: 'print', download: 1 })} download>
                Download
              </a>
              <a className="btn" href={`/presence/preview/${presence.id}?${preview}${preview.size ? '&' : ''}status=preview`} target="_blank" rel="noopener">
                Open in New Tab
              </a>
            </>
          )}
        </div>
      </div>
      <div className="presence-qr-body">
        {blocker ? (
          <div className="presence-qr-frame presence-qr-blocked" role="status" data-testid="presence-qr-blocker">
            <p>{blocker}</p>
          </div>
        ) : (
          <div className={`presence-qr-frame${blurred ? ' is-blurred' : ''}`}>
            <img
              src={presenceClient.qrSrc(presence.id, { ...query, t: tick })}
              width={380}
              height={380}
              alt={`QR code for ${presence.title}`}
              data-testid="presence-qr"
            />
            {blurred && <p className="presence-qr-hint">{M.chooseSchedule}</p>}
          </div>
        )}
        <div className="presence-qr-text">
          <h2>{presence.title}</h2>
          <p className="presence-range">
            {scope.schedule ? `${formatDate(scope.schedule.start_date_time, RANGE)} - ${formatDate(scope.schedule.end_date_time, RANGE)} (WIB)` : '-'}
          </p>
          <h3>How to scan</h3>
          <ol>
            {M.scanSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {!blocker && (
            <p className="presence-muted">
              The code on screen changes every {presence.step_seconds} seconds. {M.printedValidity}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
