import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { mailQuery } from "./admin-queries";
import { formatDateTime, QueryState } from "./admin-ui";

// One written email, as its recipient would see it. Its HTML is shown in a
// sandboxed frame (sandbox with no permissions: no script runs, no form posts,
// no navigation of this page, and it gets no access to the staff session); the
// frame inherits this page's content security policy, so no remote image or
// tracking pixel is loaded either. The plain-text version is one click away.

const HIDDEN_HEADERS = new Set(["from", "to", "subject", "date"]);

export function MailPreview({ id }: { id: string }) {
  const { data, isPending, error, refetch } = useQuery(mailQuery(id));
  const [view, setView] = useState<"html" | "text">("html");
  if (!data) return <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the email" />;
  const shown = data.html === null ? "text" : view;
  const otherHeaders = Object.entries(data.headers).filter(([name]) => !HIDDEN_HEADERS.has(name.toLowerCase()));
  return (
    <article className="card mt-4 p-5" aria-labelledby="mail-subject">
      <h3 id="mail-subject" className="break-words text-lg font-semibold text-slate-900">
        {data.subject || "(no subject)"}
      </h3>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="break-words text-slate-900">{data.from}</dd>
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-words text-slate-900">{data.to}</dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd className="text-slate-900">{formatDateTime(data.date)}</dd>
      </dl>
      {otherHeaders.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-indigo-700">All headers</summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {otherHeaders.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-slate-600">{name}</dt>
                <dd className="break-all font-mono text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <fieldset className="mt-4 flex gap-2">
        <legend className="sr-only">Version of the email</legend>
        {data.html !== null && (
          <button
            type="button"
            className={`btn min-h-9 px-3 py-1.5 text-sm ${shown === "html" ? "btn-primary" : "btn-outline"}`}
            aria-pressed={shown === "html"}
            onClick={() => setView("html")}
          >
            HTML
          </button>
        )}
        <button
          type="button"
          className={`btn min-h-9 px-3 py-1.5 text-sm ${shown === "text" ? "btn-primary" : "btn-outline"}`}
          aria-pressed={shown === "text"}
          onClick={() => setView("text")}
        >
          Plain text
        </button>
      </fieldset>
      {shown === "html" ? (
        <iframe
          title={`Email: ${data.subject}`}
          sandbox=""
          srcDoc={data.html ?? ""}
          referrerPolicy="no-referrer"
          className="mt-3 h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <pre className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900">
          {data.text}
        </pre>
      )}
    </article>
  );
}
