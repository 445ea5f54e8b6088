import X from "lucide-react/icons/x";
import * as Dialog from "@radix-ui/react-dialog";
import { type ComponentProps, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control inside an element, in document order. */
export function firstFocusable(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

export interface ModalDialogProps {
  open: boolean;
  /** Called for the close control, Esc and a click on the backdrop. */
  onClose(): void;
  /** Accessible name of the close control. */
  closeLabel: string;
  /** Size and position classes of the panel. */
  className?: string;
  /** Move focus to the first control this long after opening (instead of at once). */
  initialFocusDelayMs?: number;
  /** Runs after the dialog has closed and released the page (scroll lock, focus). */
  onClosed?(): void;
  children: ReactNode;
}

/**
 * A modal dialog on Radix Dialog: role dialog labelled by its Dialog.Title, focus
 * trapped inside and given back to what had it before, Esc and the backdrop close
 * it, the page behind does not scroll. Children must render a DialogTitle.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { open, onClose, initialFocusDelayMs, onClosed } = props;
  const contentRef = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<Element | null>(null);
  const wasOpen = useRef(false);

  // Layout effects run before Radix focuses inside, so this sees what had focus.
  useLayoutEffect(() => {
    if (open) previousFocus.current = document.activeElement;
  }, [open]);

  useEffect(() => {
    if (!open || initialFocusDelayMs === undefined) return;
    // Focus already inside (handed over by what this dialog replaced) stays where it is.
    const timer = setTimeout(() => {
      const content = contentRef.current;
      if (!content?.contains(document.activeElement)) firstFocusable(content)?.focus();
    }, initialFocusDelayMs);
    return () => clearTimeout(timer);
  }, [open, initialFocusDelayMs]);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      onClosed?.();
    }
  }, [open, onClosed]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          className={`modal-panel fixed z-50 overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none ${props.className ?? ""}`}
          onOpenAutoFocus={(event) => {
            if (initialFocusDelayMs !== undefined) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus a trigger; these dialogs open without one.
            event.preventDefault();
            const previous = previousFocus.current;
            if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
          }}
        >
          <Dialog.Close
            aria-label={props.closeLabel}
            className="absolute top-3 right-3 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
          >
            <X size={18} strokeWidth={2.2} />
          </Dialog.Close>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's title, kept clear of the close button (`.modal-title`, client/styles/app.css). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={`modal-title ${className ?? ""}`} {...props} />;
}
export const DialogDescription = Dialog.Description;
