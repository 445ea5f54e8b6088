import { useQuery } from "@tanstack/react-query";
import { contentEntryQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { ContentEditor } from "../../features/admin/content-editor";
import { settingsSection } from "../../features/admin/content-sections";
import { SettingsForm } from "../../features/admin/settings-form";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Site settings",
    description: "Claims, certifications, contacts, profiles and the brand's colours and logo.",
    noindex: true,
  }),
};

/** The pages that show the settings, for the preview beside the form. */
const PREVIEW_PAGES = [
  { label: "Home (claims, contacts, colours)", path: "/" },
  { label: "Security (certifications, response times)", path: "/security" },
  { label: "Contact (hours, address)", path: "/contact" },
  { label: "German home", path: "/de" },
  { label: "German contact", path: "/de/contact" },
];

export function Component() {
  const { data: entry, isPending, error, refetch } = useQuery(contentEntryQuery("site-settings", "site"));
  return (
    <>
      <AdminHeading
        title="Site settings"
        intro="What visitors read about the agency: the claims with their dates and sources, the security panel, each region's contacts and hours, the social profiles and the brand's colours and logo. Changes are saved as a draft; publish to show them."
      />
      {entry ? (
        <ContentEditor key={entry.id} section={settingsSection} entry={entry} form={<SettingsForm />} previewPages={PREVIEW_PAGES} />
      ) : (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the site settings" />
      )}
    </>
  );
}
