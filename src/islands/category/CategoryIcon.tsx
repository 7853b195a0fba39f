import { readIcon } from '@/features/category/icons';

/** A category's icon: a built-in one drawn inline, an uploaded image, or an empty square (server pages and islands). */
export function CategoryIcon({ icon, size = 24 }: { icon: string | null; size?: number }) {
  const found = readIcon(icon);
  if (found?.kind === 'image') return <img className="category-icon" src={found.url} alt="" width={size} height={size} />;
  return (
    <svg
      className="category-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {found ? <path d={found.path} /> : <rect x="4" y="4" width="16" height="16" rx="3" strokeDasharray="3 3" />}
    </svg>
  );
}
