import type { ReactNode } from "react";

// Cards whose number staff decide (studies, posts, testimonials) in rows of equal cards: one a
// row on phones, two from `twoFrom`, three from lg. A CSS grid would leave a last row of one or
// two cards against the left edge with an empty column beside it, which reads as a card gone
// missing; here the last row is centred under the full ones instead, cards keep the width of a
// column, and the cards of a row keep one height (flex rows stretch their items).
// tests/e2e/card-grids.spec.ts measures it.

const ROWS = {
  sm: "flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]",
  md: "flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]",
} as const;

/** A list of cards (each child an `<li>`); `className` adds spacing around it. */
export function CardGrid({
  children,
  className,
  twoFrom = "sm",
}: {
  children: ReactNode;
  className?: string;
  twoFrom?: keyof typeof ROWS;
}) {
  return (
    <ul className={`${ROWS[twoFrom]} ${className ?? ""}`} data-card-grid="">
      {children}
    </ul>
  );
}
