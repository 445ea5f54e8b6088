import { servicePlatforms } from "../../../shared/content/platforms";
import type { ServiceSlug } from "../../../shared/content/services";
import { PlatformMarks } from "../../components/content/platform-marks";

/** A slim band under the hero with the marks of the platforms the service's copy names; nothing when it names none. */
export function ServicePlatforms({ slug }: { slug: ServiceSlug }) {
  const names = servicePlatforms[slug];
  if (!names) return null;
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="container-page py-5">
        <PlatformMarks names={names} />
      </div>
    </div>
  );
}
