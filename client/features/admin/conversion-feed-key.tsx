import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mayAccess } from "../../../shared/admin/staff-roles";
import { useState } from "react";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, sessionQuery } from "./admin-http";
import { conversionsQuery } from "./admin-queries";

/**
 * The key of the scheduled address Google Ads fetches (server/api/conversion-exports-feed.ts).
 * Only its hash is stored, so a new key is shown once, right after it is made.
 */
export function ConversionFeedKey({ hasFeedKey }: { hasFeedKey: boolean }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState<string | null>(null);
  // The key opens the files outside any session: only an owner makes one (server/api/admin/conversion-exports.routes.ts).
  const { data: session } = useQuery(sessionQuery);
  const isOwner = session ? mayAccess(session.role, "ownerOnly") : false;
  const make = useMutation({
    mutationFn: () => adminJson<{ key: string }>("POST", "/api/admin/conversions/feed-key"),
    onSuccess: (made) => {
      setKey(made.key);
      void queryClient.invalidateQueries({ queryKey: conversionsQuery().queryKey });
    },
    onError: (e) => toast({ title: "Error", description: readApiProblem(e).message ?? "No key was made.", variant: "destructive" }),
  });
  const address =
    typeof window === "undefined" ? "/api/conversions/google-ads.csv" : `${window.location.origin}/api/conversions/google-ads.csv`;
  return (
    <section className="card space-y-3 p-5" aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="text-lg font-semibold text-slate-900">
        Scheduled upload address
      </h2>
      <p className="text-sm text-slate-600">
        In Google Ads, schedule an upload from HTTPS with this address, any user name and the key as the password.
      </p>
      <p className="break-all font-mono text-sm text-slate-900">{address}</p>
      {key ? (
        <div>
          <p className="text-sm font-medium text-slate-700">The new key (shown only now; copy it into Google Ads):</p>
          <p className="mt-1 break-all rounded bg-slate-100 p-2 font-mono text-sm text-slate-900">{key}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{hasFeedKey ? "A key exists. Making a new one stops the old one at once." : "No key yet."}</p>
      )}
      {isOwner ? (
        <button type="button" className="btn btn-outline" disabled={make.isPending} onClick={() => make.mutate()}>
          {hasFeedKey || key ? "Make a new key" : "Make a key"}
        </button>
      ) : (
        <p className="text-sm text-slate-600">An owner makes the key.</p>
      )}
    </section>
  );
}
