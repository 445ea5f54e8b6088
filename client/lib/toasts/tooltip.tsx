import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../../shared/constants";

/**
 * docs/product-rules.md#notifications-and-tooltips: tooltips open after 700 ms, skip delay 300 ms (Radix Tooltip's own
 * defaults, set explicitly). Each tooltip carries its own provider, because the
 * widget is loaded lazily after hydration and nothing above it may wait for it.
 */
export function Tooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={6} className="tooltip-content">
            {content}
            <RadixTooltip.Arrow className="tooltip-arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
