// The handle between the text and the side panel: drag it, or focus it and use the arrow keys. The width is
// clamped and saved by the caller (spec sections 5 and 9).
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './SidePanel.module.css';

interface PanelResizeHandleProps {
  width: number;
  minWidth: number;
  maxWidth: number;
  /** A width the user chose (not yet clamped); called while dragging and on each key press. */
  onResize: (width: number) => void;
  onResizeEnd: (width: number) => void;
}

const KEY_STEP = 16;

export function PanelResizeHandle({
  width,
  minWidth,
  maxWidth,
  onResize,
  onResizeEnd,
}: PanelResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number; last: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width, last: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    // The panel is on the right: moving the handle left widens it.
    const wanted = Math.min(
      maxWidth,
      Math.max(minWidth, drag.current.startWidth + drag.current.startX - event.clientX),
    );
    drag.current.last = wanted;
    onResize(wanted);
  };
  const onPointerUp = () => {
    if (drag.current === null) return;
    onResizeEnd(drag.current.last);
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? KEY_STEP : event.key === 'ArrowRight' ? -KEY_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    onResizeEnd(width + step);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize side panel"
      aria-valuenow={width}
      aria-valuemin={minWidth}
      aria-valuemax={maxWidth}
      tabIndex={0}
      className={classes.handle}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
