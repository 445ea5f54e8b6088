import { useQuery } from "@tanstack/react-query";
import type { PageHandle } from "../../head/page-meta";
import { AdminHeading, QueryState } from "../../features/admin/admin-ui";
import { mediaListQuery } from "../../features/admin/media-api";
import { MediaCard } from "../../features/admin/media-card";
import { MediaUploader } from "../../features/admin/media-upload";

export const handle: PageHandle = {
  meta: () => ({
    title: "Media Library",
    description: "Every image of the site: upload, describe, see where each is used.",
    noindex: true,
  }),
};

export function Component() {
  const { data, isPending, error, refetch } = useQuery(mediaListQuery());
  return (
    <>
      <AdminHeading
        title="Media"
        intro="Images for posts and pages. Each is stored in modern formats at several sizes; visitors' browsers fetch the smallest that fits."
      />
      <div className="mt-6">
        <MediaUploader />
      </div>
      {!data ? (
        <QueryState isPending={isPending} error={error} onRetry={() => void refetch()} what="images" />
      ) : data.length === 0 ? (
        <p className="mt-8 text-slate-600">No images yet: the first one you add appears here.</p>
      ) : (
        <>
          <h2 className="mt-10 text-lg font-semibold text-slate-900">
            {data.length} {data.length === 1 ? "image" : "images"}, newest first
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Images in the library">
            {data.map((asset) => (
              <MediaCard key={`${asset.id}:${asset.image.alt.en}:${asset.image.alt.de ?? ""}`} asset={asset} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
