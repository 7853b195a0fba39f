import { useRef, useState } from 'react';
import type { ChannelItem } from '@/features/channel/schemas';

export interface ChannelItemsProps {
  items: ChannelItem[];
  onChange: (items: ChannelItem[]) => void;
  onAdd: () => void;
  error?: string | null;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The channel's ordered content: drag a row by its handle, or Move up / Move down with the keyboard (focus follows
 * the moved item, and a live region says where it went); Remove takes it out. Removed content shows 'Content removed'.
 */
export function ChannelItems({ items, onChange, onAdd, error }: ChannelItemsProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const nameOf = (item: ChannelItem) => `${item.type_label} ${item.title}`;

  const moveTo = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(move(items, from, to));
    setAnnounce(`${nameOf(items[from])} moved to position ${to + 1} of ${items.length}`);
    if (focus) {
      requestAnimationFrame(() => {
        const row = list.current?.children[to];
        const button =
          row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not([disabled])`) ??
          row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
        button?.focus();
      });
    }
  };

  return (
    <div className="field channel-items" role="group" aria-labelledby="channel-items-label">
      <div className="field-label-row channel-items-head">
        <span id="channel-items-label">Content ({items.length})</span>
        <button type="button" className="btn btn-sm" onClick={onAdd}>
          Add Content
        </button>
      </div>
      {items.length ? (
        <ol ref={list} className="channel-item-list">
          {items.map((item, i) => (
            <li
              key={`${item.type}:${item.id}`}
              className={`channel-item${dragging === i ? ' is-dragging' : ''}${item.removed ? ' is-removed' : ''}`}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                if (dragging !== i) {
                  moveTo(dragging, i);
                  setDragging(i);
                }
              }}
              onDragEnd={() => setDragging(null)}
              onDrop={(e) => {
                e.preventDefault();
                setDragging(null);
              }}
            >
              <span className="channel-item-handle" aria-hidden="true">
                ⋮⋮
              </span>
              <span className="channel-item-pos">{i + 1}.</span>
              <span className="channel-item-title">
                <span className="channel-item-type">{item.type_label}</span> {item.title}
                {item.status && <span className={`pill pill-${item.status}`}>{item.status}</span>}
              </span>
              <button
                type="button"
                data-move="up"
                className="btn btn-sm btn-outline"
                disabled={i === 0}
                aria-label={`Move up: ${nameOf(item)}`}
                onClick={() => moveTo(i, i - 1, 'up')}
              >
                Move up
              </button>
              <button
                type="button"
                data-move="down"
                className="btn btn-sm btn-outline"
                disabled={i === items.length - 1}
                aria-label={`Move down: ${nameOf(item)}`}
                onClick={() => moveTo(i, i + 1, 'down')}
              >
                Move down
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Remove ${nameOf(item)}`}
                onClick={() => {
                  onChange(items.filter((_, j) => j !== i));
                  setAnnounce(`${nameOf(item)} removed`);
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="field-hint">No content yet. Add videos and other media for learners to follow in order.</p>
      )}
      {error && <p className="field-error">{error}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
