/** @jest-environment node */
import { CANVAS_MARGIN, mapViewFor, markerWidth, spreadMarkers, type PlacedPoint } from './markers';

const canvas = { width: 800, height: 420, markerHeight: 32 };
const point = (id: string, x: number, y: number, width = 40): PlacedPoint => ({ id, x, y, width });

function overlap(a: PlacedPoint, b: PlacedPoint): boolean {
  return Math.abs(a.x - b.x) < (a.width + b.width) / 2 - 0.5 && Math.abs(a.y - b.y) < 32 - 0.5;
}

describe('spreadMarkers', () => {
  it('leaves markers that are apart where they are', () => {
    const points = [point('a', 100, 100), point('b', 300, 200)];
    expect(spreadMarkers(points, canvas)).toEqual(points);
  });

  it('nudges close markers apart until none overlap', () => {
    const cluster = [
      point('lb', 400, 200),
      point('sy', 410, 196),
      point('ps', 398, 210),
      point('jo', 404, 212),
      point('iq', 430, 205),
    ];
    const placed = spreadMarkers(cluster, canvas);
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        expect([placed[i]!.id, placed[j]!.id, overlap(placed[i]!, placed[j]!)]).toEqual([
          placed[i]!.id,
          placed[j]!.id,
          false,
        ]);
      }
    }
    // Nudged, not scattered: everyone stays near the cluster.
    for (const p of placed) expect(Math.hypot(p.x - 405, p.y - 205)).toBeLessThan(90);
  });

  it('separates markers on the same spot in a fixed way', () => {
    const same = [point('a', 200, 200), point('b', 200, 200)];
    const first = spreadMarkers(same, canvas);
    expect(overlap(first[0]!, first[1]!)).toBe(false);
    expect(spreadMarkers(same, canvas)).toEqual(first);
  });

  it('keeps every marker within 2 % to 98 % of the canvas', () => {
    const edge = [
      point('w', -30, 10),
      point('e', 900, 500),
      point('n', 790, 2),
      point('s', 785, 4),
    ];
    for (const p of spreadMarkers(edge, canvas)) {
      expect(p.x).toBeGreaterThanOrEqual(canvas.width * CANVAS_MARGIN);
      expect(p.x).toBeLessThanOrEqual(canvas.width * (1 - CANVAS_MARGIN));
      expect(p.y).toBeGreaterThanOrEqual(canvas.height * CANVAS_MARGIN);
      expect(p.y).toBeLessThanOrEqual(canvas.height * (1 - CANVAS_MARGIN));
    }
  });
});

describe('markerWidth', () => {
  it('is at least the flag ring and grows with the label, more for Arabic script', () => {
    expect(markerWidth('Oman')).toBe(25);
    expect(markerWidth('Saudi Arabia')).toBeGreaterThan(markerWidth('Oman'));
    expect(markerWidth('عمان')).toBeGreaterThan(markerWidth('Oman'));
  });
});

describe('mapViewFor', () => {
  const region = mapViewFor([
    [36, 31],
    [30, 26],
    [-6, 32],
    [113, -1],
  ]);

  it('frames the whole region for more than three countries', () => {
    expect(region.center).toEqual([48, 19]);
  });

  it('comes closer (a larger scale) on three countries or fewer, centred on them', () => {
    const close = mapViewFor([
      [36, 31],
      [30, 27],
    ]);
    expect(close.scale).toBeGreaterThan(region.scale);
    expect(close.center).toEqual([33, 29]);
  });
});
