import { useSearchParams } from "react-router";
import { AdminHeading } from "../../features/admin/admin-ui";
import { OutboxJobs } from "../../features/admin/outbox-jobs";
import { WrittenMail } from "../../features/admin/written-mail";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Outbox",
    description: "Notifications, emails and webhook calls waiting to go out or that failed.",
    noindex: true,
  }),
};

export function Component() {
  const [params] = useSearchParams();
  const mailLink = (id: string | null) => (id ? `?${new URLSearchParams({ mail: id })}` : "?");
  return (
    <>
      <AdminHeading
        title="Outbox"
        intro="Every lead's notifications, emails and webhook calls go out from here, retried until they are delivered. Failed ones can be sent again."
      />
      <OutboxJobs state="failed" />
      <OutboxJobs state="pending" />
      <WrittenMail selected={params.get("mail")} mailLink={mailLink} />
    </>
  );
}
