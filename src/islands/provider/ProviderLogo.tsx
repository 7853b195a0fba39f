import './provider.css';

/** Up to two initials of a provider's name, for a provider without a logo. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('') || '?';

/** A provider's logo, or its initials on a tinted square; decorative (the name is always next to it). */
export function ProviderLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (logo) return <img className="provider-logo" src={logo} alt="" width={size} height={size} style={style} />;
  return (
    <span className="provider-logo provider-logo-initials" aria-hidden="true" style={{ ...style, fontSize: size / 2.6 }}>
      {initialsOf(name)}
    </span>
  );
}
