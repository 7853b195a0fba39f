import type { GenerationStatus } from '@/features/course/ai/schemas';

/** The job's progress bar and text; a try that failed and waits for its retry says so. */
export function GenerationProgress({ label, status }: { label: string; status: GenerationStatus | null }) {
  const percent = status?.progress ?? 0;
  const retrying = status?.state === 'queued' && status.error;
  return (
    <div className="ai-progress" role="status" aria-live="polite">
      <p className="ai-progress-label">{label}</p>
      <progress max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
      <p className="muted">
        {percent}%{status?.progress_text ? ` · ${status.progress_text}` : status?.state === 'queued' ? ' · Waiting for the background job' : ''}
      </p>
      {retrying && <p className="muted">The last try failed ({status.error}); trying again.</p>}
    </div>
  );
}
