import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** A yes/no question before something that cannot be undone; without a trigger, it opens when `open` says so. */
export function ConfirmDialog(props: {
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isWorking: boolean;
  /** False until the question's own condition is met (an address typed again); true when left out. */
  isConfirmable?: boolean;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer that does nothing; "Cancel" unless named. */
  cancelLabel?: string;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-slate-600">{props.description}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-ghost">
                {props.cancelLabel ?? "Cancel"}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn bg-red-600 text-white hover:bg-red-700"
              onClick={props.onConfirm}
              disabled={props.isWorking || props.isConfirmable === false}
            >
              {props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
