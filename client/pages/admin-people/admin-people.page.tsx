import { useSearchParams } from "react-router";
import { AdminHeading } from "../../features/admin/admin-ui";
import { PersonRequest, PersonSearch } from "../../features/admin/person-request";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Personal Data Requests", description: "Everything stored about one person, as a file or erased.", noindex: true }),
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const email = params.get("email") ?? "";
  const lead = params.get("lead");
  const search = email ? new URLSearchParams({ email }).toString() : lead ? new URLSearchParams({ lead }).toString() : "";
  return (
    <>
      <AdminHeading
        title="Personal data requests"
        intro="When someone asks what we hold about them, or asks us to delete it: find them by their email address, download everything as one file, or erase all of it."
      />
      <PersonSearch email={email} onSearch={(value) => setParams(new URLSearchParams({ email: value }))} />
      {search && <PersonRequest search={search} />}
    </>
  );
}
