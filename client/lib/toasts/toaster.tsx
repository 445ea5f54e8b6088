import * as Toast from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "../../../shared/constants";
import { useCopy } from "../region/use-copy";
import { dismissToast, useCurrentToast } from "./toast-store";

/**
 * The notification area (docs/product-rules.md#notifications-and-tooltips): shown
 * 5000 ms, swipe right 50 px to dismiss, F8 focuses the region labelled
 * "Notifications (F8)". These are Radix Toast's own defaults, set explicitly so a
 * Radix upgrade cannot change them.
 */
export function Toaster() {
  const entry = useCurrentToast();
  const text = useCopy().toaster;
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={text.label}>
      {entry && (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
          className={`toast ${entry.variant === "destructive" ? "toast-destructive" : "toast-default"}`}
          data-variant={entry.variant ?? "default"}
        >
          <Toast.Title className="font-semibold">{entry.title}</Toast.Title>
          {entry.description && <Toast.Description className="mt-1 text-sm opacity-90">{entry.description}</Toast.Description>}
          <Toast.Close className="toast-close" aria-label={text.close}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport hotkey={["F8"]} label={text.viewport} className="toast-viewport" />
    </Toast.Provider>
  );
}
