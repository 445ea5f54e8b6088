import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeadCreated, LeadInput } from "../../../shared/schemas/lead";
import { apiRequest } from "../../api/http";
import { toast, type ToastInput } from "../../lib/toasts/toast-store";

/**
 * Posts a popup lead. Success: the popup's toast, and the cached contacts query
 * is invalidated; failure: the toast the popup gives for the error. Both run even
 * if the visitor closed the popup meanwhile: the lead was sent either way.
 */
export function usePopupLead(toasts: { success: ToastInput; failure(error: unknown): ToastInput }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lead: LeadInput) => (await (await apiRequest("POST", "/api/contacts", lead)).json()) as LeadCreated,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      toast(toasts.success);
    },
    onError: (error) => toast(toasts.failure(error)),
  });
}
