import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mayAccess } from "../../../shared/admin/staff-roles";
import { useState } from "react";
import { CONVERSION_FILES } from "../../../shared/conversions/conversion-settings";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson, sessionQuery } from "./admin-http";
import { conversionsQuery } from "./admin-queries";
import { FILE_LABELS } from "./conversion-files";

/**
 * The scheduled addresses Google Ads and Microsoft Advertising fetch, one per file
 * (server/api/conversion-exports-feed.ts), and the key they give. Only the key's hash is
 * stored, so a new key is shown once, right after it is made.
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
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section className="card min-w-0 space-y-3 p-5" aria-labelledby="feed-heading">
      <h2 id="feed-heading" className="text-lg font-semibold text-slate-900">
        Scheduled upload addresses
      </h2>
      <p className="text-sm text-slate-600">
        In Google Ads, schedule an upload from HTTPS; in Microsoft Advertising, schedule an import from a URL. Give the file's address, any
        user name and the key as the password.
      </p>
      <dl className="space-y-2 text-sm">
        {CONVERSION_FILES.map((file) => (
          <div key={file}>
            <dt className="font-medium text-slate-700">{FILE_LABELS[file].title}</dt>
            <dd className="font-mono text-slate-900 wrap-anywhere">{`${origin}/api/conversions/${file}.csv`}</dd>
          </div>
        ))}
      </dl>
      {key ? (
        <div>
          <p className="text-sm font-medium text-slate-700">The new key (shown only now; copy it into each platform):</p>
          <p className="mt-1 rounded bg-slate-100 p-2 font-mono text-sm text-slate-900 wrap-anywhere">{key}</p>
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
