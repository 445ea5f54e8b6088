import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadDetail } from "../../../shared/schemas/admin-leads";
import { SPAM_REASON_LABELS } from "../../../shared/admin/spam-reason-labels";
import type { SpamReason } from "../../../shared/schemas/spam";
import { toast } from "../../lib/toasts/toast-store";
import { readApiProblem } from "../../api/http";
import { adminJson } from "./admin-http";
import { leadQuery } from "./admin-queries";

/**
 * A lead the spam defence held back: why, and "Restore" (POST .../restore), which
 * makes it a real lead and queues its deliveries.
 */
export function LeadSpamNotice({ leadId, reason }: { leadId: string; reason: SpamReason }) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: () => adminJson<LeadDetail>("POST", `/api/admin/leads/${encodeURIComponent(leadId)}/restore`),
    onSuccess: (detail) => {
      queryClient.setQueryData(leadQuery(leadId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/overview"] });
      toast({ title: "Lead restored", description: "It is in the inbox now, and its notifications are on their way." });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: readApiProblem(error).message ?? "The lead was not restored. Please try again.",
        variant: "destructive",
      }),
  });
  return (
    <section className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950" aria-labelledby="spam-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="spam-heading" className="text-lg font-semibold">
            Held as spam
          </h2>
          <p className="mt-1">{SPAM_REASON_LABELS[reason]}</p>
          <p className="mt-1 text-sm">
            Nothing was sent for it: no team notification, no webhook, no email to the visitor. If it is a real enquiry, restore it and it
            is delivered like any other lead.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => restore.mutate()} disabled={restore.isPending}>
          {restore.isPending ? "Restoring..." : "Restore"}
        </button>
      </div>
    </section>
  );
}
