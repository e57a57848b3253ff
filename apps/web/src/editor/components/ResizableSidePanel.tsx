// A side panel beside the text: resizable by its handle (width clamped and saved per panel, spec sections
// 5 and 9) on wide screens, full width below the text on narrow ones. The panel keeps its place in the
// tree across the breakpoint, so an open dialog or a report in it survives a window resized (or a
// screenshot taken) across it.
import { useState, type ReactNode } from 'react';
import type { PanelId } from '../../stores/uiStore.ts';
import { usePanelWidth } from '../../ui/usePanelWidth.ts';
import { PanelResizeHandle } from './PanelResizeHandle.tsx';

interface ResizableSidePanelProps {
  panelId: PanelId;
  /** The width shared by the text and the panel. */
  containerWidth: number;
  mobile: boolean;
  /** The panel, at `width` pixels (null: as wide as its container, the mobile layout). */
  children: (width: number | null) => ReactNode;
}

export function ResizableSidePanel({ panelId, containerWidth, mobile, children }: ResizableSidePanelProps) {
  const panel = usePanelWidth(panelId, containerWidth);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const width = dragWidth ?? panel.width;
  return (
    <>
      {!mobile && (
        <PanelResizeHandle
          width={width}
          minWidth={panel.minWidth}
          maxWidth={panel.maxWidth}
          onResize={setDragWidth}
          onResizeEnd={(end) => {
            panel.commit(end);
            setDragWidth(null);
          }}
        />
      )}
      {children(mobile ? null : width)}
    </>
  );
}
