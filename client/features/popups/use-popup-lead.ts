import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LeadCreated, LeadInput } from "../../../shared/schemas/lead";
import { apiRequest } from "../../api/http";
import { prefetchFormToken } from "../../lib/spam-guard/form-token";
import { leadPostControls } from "../../lib/spam-guard/lead-post-controls";
import { toast, type ToastInput } from "../../lib/toasts/toast-store";

/**
 * Posts a popup lead (spec §7). Success: the §8 toast and the cached contacts query
 * is invalidated; failure: the toast the popup gives for the error. Both run even
 * if the visitor closed the popup meanwhile: the lead was sent either way.
 */
export function usePopupLead(toasts: { success: ToastInput; failure(error: unknown): ToastInput }) {
  const queryClient = useQueryClient();
  // The popup is its form's rendering: its anti-spam token is fetched as it opens.
  useEffect(() => prefetchFormToken(), []);
  return useMutation({
    mutationFn: async (lead: LeadInput) =>
      (await (await apiRequest("POST", "/api/contacts", { ...lead, ...(await leadPostControls()) })).json()) as LeadCreated,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/contacts"] });
      toast(toasts.success);
    },
    onError: (error) => toast(toasts.failure(error)),
  });
}
