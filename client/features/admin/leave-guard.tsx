import { useCallback, useEffect } from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";
import { isMovedByEditor } from "./editor-identity";

/**
 * Asks before staff leave an editor and lose what they typed:
 * - closing or reloading the tab, or leaving the site, while anything typed is not stored yet
 *   (`isDirty`): the browser's own question (beforeunload). The editor still sends what it can as
 *   the page goes (use-content-draft.ts), so the question is a second line, not the only one;
 * - going elsewhere in the staff area (a link, Back) while what is typed cannot be saved
 *   (`mustAsk`, with the `reason`): this dialog. What can be saved is saved as the editor closes,
 *   without a question.
 * The editor's own move from /new to the entry it created is not leaving (editor-identity.ts).
 */
export function LeaveGuard({ isDirty, mustAsk, reason }: { isDirty: boolean; mustAsk: boolean; reason: string }) {
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      mustAsk && currentLocation.pathname !== nextLocation.pathname && !isMovedByEditor(nextLocation.state),
    [mustAsk],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description={reason}
      cancelLabel="Stay"
      confirmLabel="Leave without saving"
      isWorking={false}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
