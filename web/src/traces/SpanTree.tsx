// The span list of a trace: the execution tree (indented, expand/collapse) and the waterfall (each span's
// bar at its start and duration within the trace) in one virtualised list, so only the rows in view are in
// the DOM however many spans the trace has. Keyboard as an ARIA tree: arrows move and open/close, Home/End
// jump, Enter or Space selects; the focused row is the container's aria-activedescendant.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { duration } from '../components/format-values';
import { visibleRows, type SpanForest, type SpanRow } from './span-rows';

const ROW_HEIGHT = 28;
/** The list grows with the spans up to this height, then scrolls. */
const MAX_LIST_HEIGHT = 520;
/** Indentation stops growing here; deeper spans say their depth instead. */
const MAX_INDENT_LEVELS = 24;

interface Props {
  forest: SpanForest;
  selectedId: string | null;
  onSelect(id: string): void;
}

const rowDomId = (id: string) => `span-row-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function SpanTree({ forest, selectedId, onSelect }: Props) {
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const rows = useMemo(() => visibleRows(forest, collapsed), [forest, collapsed]);
  const indexById = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const active = rows[Math.min(activeIndex, rows.length - 1)];

  useEffect(() => {
    if (selectedId && indexById.has(selectedId)) setActiveIndex(indexById.get(selectedId)!);
  }, [selectedId, indexById]);

  const moveTo = (index: number) => {
    const i = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  };
  const toggle = (row: SpanRow, open?: boolean) =>
    setCollapsed((old) => {
      const next = new Set(old);
      const shouldOpen = open ?? next.has(row.id);
      if (shouldOpen) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  const onKeyDown = (e: KeyboardEvent) => {
    if (!active) return;
    const isOpen = active.childIds.length > 0 && !collapsed.has(active.id);
    switch (e.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'PageDown':
        moveTo(activeIndex + 15);
        break;
      case 'PageUp':
        moveTo(activeIndex - 15);
        break;
      case 'ArrowRight':
        if (active.childIds.length && !isOpen) toggle(active, true);
        else if (isOpen) moveTo(activeIndex + 1);
        break;
      case 'ArrowLeft':
        if (isOpen) toggle(active, false);
        else if (active.parentId && indexById.has(active.parentId)) moveTo(indexById.get(active.parentId)!);
        break;
      case 'Enter':
      case ' ':
        onSelect(active.id);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return (
    <div className="span-tree">
      <div className="span-tree-head" aria-hidden="true">
        <span>Span</span>
        <span className="waterfall-axis">
          {ticks.map((t) => (
            <span key={t} style={{ left: `${t * 100}%` }}>
              {duration(t * forest.traceDurationMs)}
            </span>
          ))}
        </span>
      </div>
      <div
        ref={scrollRef}
        className="span-tree-scroll"
        role="tree"
        aria-label={`Spans, ${rows.length} shown`}
        tabIndex={0}
        style={{ height: Math.min(MAX_LIST_HEIGHT, rows.length * ROW_HEIGHT + 2) }}
        aria-activedescendant={active ? rowDomId(active.id) : undefined}
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const hasChildren = row.childIds.length > 0;
            const open = hasChildren && !collapsed.has(row.id);
            const left = (row.offsetMs / forest.traceDurationMs) * 100;
            const width = Math.max(0.3, ((row.durationMs ?? 0) / forest.traceDurationMs) * 100);
            const classes = [
              'span-row',
              row.id === selectedId ? 'selected' : '',
              item.index === activeIndex ? 'active' : '',
              row.status === 'error' ? 'error' : '',
            ];
            // The tree takes focus and the keys (aria-activedescendant names the row in focus), so a row needs no focus or
            // key handler of its own; a click on a row focuses the tree and selects the row, as Enter does.
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the tree, which points at this row by aria-activedescendant
              // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's onKeyDown selects the active row with Enter or Space
              <div
                key={row.id}
                id={rowDomId(row.id)}
                role="treeitem"
                aria-level={row.depth + 1}
                aria-expanded={hasChildren ? open : undefined}
                aria-selected={row.id === selectedId}
                aria-setsize={rows.length}
                aria-posinset={item.index + 1}
                className={classes.filter(Boolean).join(' ')}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                onClick={() => {
                  setActiveIndex(item.index);
                  onSelect(row.id);
                }}
              >
                <span className="span-name" style={{ paddingLeft: `${Math.min(row.depth, MAX_INDENT_LEVELS) * 14 + 4}px` }}>
                  {hasChildren ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="twisty"
                      aria-label={open ? `Collapse ${row.name}` : `Expand ${row.name}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        toggle(row);
                      }}
                    >
                      {open ? '▾' : '▸'}
                    </button>
                  ) : (
                    <span className="twisty" aria-hidden="true" />
                  )}
                  {row.depth > MAX_INDENT_LEVELS && <span className="depth-note">L{row.depth}</span>}
                  <span className={`kind kind-${row.kind}`}>{row.kind}</span> {row.name}
                </span>
                <span className="span-bar-track">
                  <span className="span-bar" style={{ left: `${Math.min(left, 99.7)}%`, width: `${Math.min(width, 100 - Math.min(left, 99.7))}%` }} />
                  <span className="span-bar-label">{duration(row.durationMs)}</span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <p className="muted small">Arrow keys move through the spans; Right and Left open and close a span's children; Enter shows a span's details.</p>
    </div>
  );
}
