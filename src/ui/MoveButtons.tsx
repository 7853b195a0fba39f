export interface MoveButtonsProps {
  /** What moves, as the buttons name it: 'Move {name} up'. */
  name: string;
  /** One place up (-1) or down (1). */
  onMove: (step: -1 | 1) => void;
  /** Disables ↑ (the first item) or ↓ (the last). */
  first?: boolean;
  last?: boolean;
  className?: string;
}

/**
 * The ↑ and ↓ that move an item of an ordered list by keyboard. The arrows are what the buttons show and what a
 * screen reader skips; the words are hidden text, so the name comes from the content and holds all the button shows
 * (no aria-label beside other text: axe's label-content-name-mismatch, WCAG 2.5.3).
 */
export function MoveButtons({ name, onMove, first, last, className = 'btn btn-sm btn-outline' }: MoveButtonsProps) {
  return (
    <>
      <button type="button" className={className} disabled={first} title={`Move ${name} up`} onClick={() => onMove(-1)}>
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{`Move ${name} up`}</span>
      </button>
      <button type="button" className={className} disabled={last} title={`Move ${name} down`} onClick={() => onMove(1)}>
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">{`Move ${name} down`}</span>
      </button>
    </>
  );
}
