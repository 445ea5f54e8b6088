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
const DELAY_STEP_MS = 45;

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
  rowSizes.forEach((size, row) => {
    const centreY = ((row + 0.5) / rows) * 100;
    for (const offset of centreOut(size)) {
      const distance = Math.abs(offset);
      const index = slots.length;
      slots.push({
        x: 50 + offset * STEP,
        y: Math.round(centreY + (Math.floor(distance) % 2 === 1 ? 1.5 : -1.5)),
        scale: index === 0 ? 1.2 : distance <= 1 ? 1 : 0.9,
        delay: index * DELAY_STEP_MS,
      });
    }
  });
  return { rows, slots };
}
