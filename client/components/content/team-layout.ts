// Where each member of the team banner sits from md up (client/components/content/team-banner.tsx),
// from their order alone, so staff can add, remove and reorder members without placing anyone
// by hand (docs/decisions/0025-content-in-the-database.md). Rows of five and four alternate,
// each filled from its centre outwards (the first member at the centre of the first row), a
// short last row centred; rows stagger slightly so the banner reads as a group, not a grid.

export interface TeamSlot {
  /** Centre of the portrait in the banner, in % of its width and height. */
  x: number;
  y: number;
  scale: number;
  /** Delay of the portrait's entrance animation, in ms. */
  delay: number;
}

const ROW_SIZES = [5, 4] as const;
/** Horizontal distance between neighbours in a row, in % of the banner's width. */
const STEP = 18;
const DELAY_STEP_MS = 90;

/** Slot offsets from the row's centre, in steps, centre first, then left before right. */
function centreOut(n: number): number[] {
  const offsets = Array.from({ length: n }, (_, i) => i - (n - 1) / 2);
  return offsets.sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
}

export function teamLayout(count: number): { rows: number; slots: TeamSlot[] } {
  const rowSizes: number[] = [];
  for (let left = count; left > 0; ) {
    const size = Math.min(ROW_SIZES[rowSizes.length % 2]!, left);
    rowSizes.push(size);
    left -= size;
  }
  const rows = Math.max(rowSizes.length, 1);
  const slots: TeamSlot[] = [];
  // The entrance ripples from the first member outwards along the first row, then each later
  // row comes in from its ends towards its centre.
  let rowStart = 0;
  rowSizes.forEach((size, row) => {
    const centreY = ((row + 0.5) / rows) * 100;
    const widest = (size - 1) / 2;
    for (const offset of centreOut(size)) {
      const distance = Math.abs(offset);
      const steps = row === 0 ? Math.floor(distance) : widest - distance;
      slots.push({
        x: 50 + offset * STEP,
        y: Math.round(centreY + (Math.floor(distance) % 2 === 1 ? 1.5 : -1.5)),
        scale: row === 0 ? Math.round((1.2 - 0.15 * distance) * 100) / 100 : Math.round((1 - 0.05 * Math.floor(distance)) * 100) / 100,
        delay: Math.round(rowStart + steps * DELAY_STEP_MS),
      });
    }
    rowStart += Math.ceil(size / 2) * DELAY_STEP_MS;
  });
  return { rows, slots };
}
