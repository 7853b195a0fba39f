/** 'Back' that replaces the current history entry (spec 002 §2: No Report Selected). */
export default function BackReplace({ href, label = 'Back' }: { href: string; label?: string }) {
  return (
    <a
      className="btn"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        window.location.replace(href);
      }}
    >
      {label}
    </a>
  );
}
