import type { Node as UnistNode, Point } from 'unist';

/** A point moved by `delta` UTF-16 units. */
export function shift(point: Point, delta: number): Point {
  return { ...point, offset: (point.offset ?? 0) + delta };
}

/** A deep copy of a node with its offsets moved by `delta` (the original tree is shared, not changed). */
export function moved<T extends UnistNode>(node: T, delta: number): T {
  if (delta === 0) return node;
  const copy: Record<string, unknown> = { ...(node as UnistNode & Record<string, unknown>) };
  if (node.position) {
    copy.position = { start: shift(node.position.start, delta), end: shift(node.position.end, delta) };
  }
  if ('children' in node && Array.isArray(node.children)) {
    copy.children = (node.children as UnistNode[]).map((child) => moved(child, delta));
  }
  return copy as T;
}

/**
 * Moves a freshly parsed node's offsets by `delta`, in place (nothing else holds it yet). Its points
 * are replaced, not changed: the parser shares point objects between a node and its first or last child.
 */
export function moveInPlace(node: UnistNode, delta: number): void {
  if (node.position) {
    node.position = { start: shift(node.position.start, delta), end: shift(node.position.end, delta) };
  }
  if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as UnistNode[]) moveInPlace(child, delta);
  }
}
