import { useQuery } from "@tanstack/react-query";
import { conversionsQuery } from "../../features/admin/admin-queries";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { ConversionFiles } from "../../features/admin/conversion-files";
import { ConversionFeedKey } from "../../features/admin/conversion-feed-key";
import { ConversionSettingsForm } from "../../features/admin/conversion-settings-form";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({
    title: "Conversions",
    description: "Qualified leads and won deals as upload files for Google Ads and Microsoft Advertising.",
    noindex: true,
  }),
};

export function Component() {
  const { data, isPending, error, refetch } = useQuery(conversionsQuery());
  return (
    <>
      <AdminHeading
        title="Conversions"
        intro="Tell the ad platforms which clicks became qualified leads and won deals, so they can bid for more of them."
      />
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="the conversion files" />
      ) : (
        <>
          <ConversionFiles files={data.files} />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ConversionSettingsForm settings={data.settings} />
            <ConversionFeedKey hasFeedKey={data.hasFeedKey} />
          </div>
        </>
      )}
    </>
  );
}
