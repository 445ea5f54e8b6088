import { useQuery } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import { mailListQuery } from "./admin-queries";
import { formatDateTime, QueryState } from "./admin-ui";
import { MailPreview } from "./mail-preview";

/**
 * The emails written to files while no SMTP server is configured: a fresh install
 * shows exactly what would have been sent. `selected` is the message in the address
 * (?mail=<id>), previewed below the list.
 */
export function WrittenMail({ selected, mailLink }: { selected: string | null; mailLink: (id: string | null) => string }) {
  const { data, isPending, error, refetch } = useQuery(mailListQuery());
  return (
    <section className="mt-10" aria-labelledby="written-mail">
      <h2 id="written-mail" className="text-lg font-semibold text-slate-900">
        Written emails
      </h2>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the written emails" />
      ) : !data.enabled ? (
        <p className="mt-3 text-slate-600">Emails go out through the configured SMTP server; none are written to files.</p>
      ) : data.messages.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No SMTP server is configured, so every email is written to a file and listed here. None has been written yet.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            No SMTP server is configured: every email is written to a file instead of being sent. Newest first.
          </p>
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${message.id === selected ? "bg-indigo-50" : ""}`}
              >
                <div className="min-w-0">
                  <Link
                    to={mailLink(message.id)}
                    className="break-words font-medium text-indigo-700 hover:underline"
                    aria-current={message.id === selected ? "true" : undefined}
                  >
                    {message.subject || "(no subject)"}
                  </Link>
                  <p className="break-words text-sm text-slate-600">
                    To {message.to} · {formatDateTime(message.date)}
                  </p>
                </div>
                {message.leadId !== null && (
                  <Link to={`/admin/leads/${message.leadId}`} className="text-sm text-indigo-700 hover:underline">
                    Lead #{message.leadId}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {selected && <MailPreview key={selected} id={selected} />}
        </>
      )}
    </section>
  );
}
