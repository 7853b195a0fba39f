// Number formatting for the screens that show money, sizes and durations: apart from format.ts, which every island
// page loads in the shell chunk (the list pages' JavaScript budget, docs/decisions/0080).
const EMPTY = '-';

/** Rp with dot thousands separators: Rp 1.250.000 */
export function formatRupiah(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const digits = Math.round(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}

/** Thousands as x.xk above 999: 1234 → 1.2k */
export function formatK(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  return `${Math.sign(value) * Number((Math.abs(value) / 1000).toFixed(1))}k`;
}

/** Bytes as KB with two decimals: 2048 → "2.00 KB" */
export function formatKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return EMPTY;
  return `${(bytes / 1024).toFixed(2)} KB`;
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return EMPTY;
  return `${minutes} Minutes`;
}
