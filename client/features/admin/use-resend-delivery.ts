import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadDetail } from "../../../shared/schemas/admin-leads";
import type { Delivery } from "../../../shared/schemas/delivery";
import { toast } from "../../lib/toasts/toast-store";
import { readApiProblem } from "../../api/http";
import { adminJson } from "./admin-http";
import { channelLabel } from "./delivery-ui";

/**
 * "Send again": POST /api/admin/deliveries/:id/resend queues the job at once under
 * its idempotency key (202 with the job). The lead pages and the outbox refresh.
 */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: Delivery) => adminJson<Delivery>("POST", `/api/admin/deliveries/${delivery.id}/resend`),
    onSuccess: (queued) => {
      queryClient.setQueriesData<LeadDetail>({ queryKey: ["/api/admin/leads"] }, (detail) =>
        detail?.deliveries?.some((d) => d.id === queued.id)
          ? { ...detail, deliveries: detail.deliveries.map((d) => (d.id === queued.id ? queued : d)) }
          : detail,
      );
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/outbox"] });
      toast({ title: "Queued to send again", description: `${channelLabel(queued.channel)}: the outbox sends it within moments.` });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: readApiProblem(error).message ?? "It was not queued. Please try again.",
        variant: "destructive",
      }),
  });
}
