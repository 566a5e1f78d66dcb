/** Marker placement on the map canvas: close markers are nudged apart, all stay inside. */

export interface PlacedPoint {
  id: string;
  x: number;
  y: number;
  /** Width of the marker with its label, in canvas units (labels differ in length). */
  width: number;
}

export interface SpreadOptions {
  width: number;
  height: number;
  /** Height every marker with its label takes, in canvas units. */
  markerHeight: number;
  /** Relaxation rounds; a few dozen settle the Levant cluster. */
  iterations?: number;
}

/** Markers stay within 2 % to 98 % of the canvas on both axes. */
export const CANVAS_MARGIN = 0.02;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Pushes apart markers whose boxes (marker and label) overlap, each by half the overlap along the
 * axis that needs the smaller move, then keeps every marker inside the canvas margins.
 * Deterministic: markers on the same spot separate by their order, never at random.
 */
export function spreadMarkers(points: PlacedPoint[], options: SpreadOptions): PlacedPoint[] {
  const { width, height, markerHeight, iterations = 60 } = options;
  const [minX, maxX] = [width * CANVAS_MARGIN, width * (1 - CANVAS_MARGIN)];
  const [minY, maxY] = [height * CANVAS_MARGIN, height * (1 - CANVAS_MARGIN)];
  const placed = points.map((point) => ({
    ...point,
    x: clamp(point.x, minX, maxX),
    y: clamp(point.y, minY, maxY),
  }));

  for (let round = 0; round < iterations; round += 1) {
    let moved = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const overlapX = (a.width + b.width) / 2 - Math.abs(dx);
        const overlapY = markerHeight - Math.abs(dy);
        if (overlapX <= 0.01 || overlapY <= 0.01) continue;
        // Same spot: the later marker goes below, so the order decides and nothing is random.
        const [sx, sy] = [dx < 0 ? -1 : 1, dy < 0 ? -1 : 1];
        if (overlapX < overlapY) {
          a.x = clamp(a.x - (sx * overlapX) / 2, minX, maxX);
          b.x = clamp(b.x + (sx * overlapX) / 2, minX, maxX);
        } else {
          a.y = clamp(a.y - (sy * overlapY) / 2, minY, maxY);
          b.y = clamp(b.y + (sy * overlapY) / 2, minY, maxY);
        }
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed;
}

/**
 * Room a marker takes: its flag ring, or its label when that is wider. At the labels' 9-unit
 * font a Latin letter is about 5.2 units wide and an Arabic-script one about 6.5.
 */
export function markerWidth(label: string): number {
  const perLetter = /[\u0600-\u06FF]/.test(label) ? 6.5 : 5.2;
  return Math.max(22, Math.ceil(label.length * perLetter) + 4);
}

export interface MapView {
  center: [number, number];
  scale: number;
}

/** The canvas the map draws on; CSS scales it to the container. */
export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 420;

/** Frames the member states from Senegal to Indonesia. */
const REGION_VIEW: MapView = { center: [48, 19], scale: 300 };
/** With three countries or fewer the map comes closer (a larger scale), so they are not specks. */
const CLOSE_SCALE = 620;

/** Mercator framing for the members shown: the whole region, or close on a few countries. */
export function mapViewFor(coordinates: [number, number][]): MapView {
  if (coordinates.length === 0 || coordinates.length > 3) return REGION_VIEW;
  const lon = coordinates.reduce((sum, [x]) => sum + x, 0) / coordinates.length;
  const lat = coordinates.reduce((sum, [, y]) => sum + y, 0) / coordinates.length;
  return { center: [lon, lat], scale: CLOSE_SCALE };
}
