import type { ResolvedRegion } from "../../../shared/content/regions";
import { HOME_CONTACT_ANCHOR } from "../../features/home-contact-form/home-contact-anchor";
import { useCopy } from "../../lib/region/use-copy";
import { ContactFormIsland } from "./contact-form-island";

/** The home contact form under the region's title and subtitle. */
export function ContactSection({ region }: { region: ResolvedRegion }) {
  const copy = useCopy();
  return (
    <section id={HOME_CONTACT_ANCHOR} className="scroll-mt-24 bg-white py-16 sm:py-20" aria-labelledby="home-contact-title">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="home-contact-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {region.contactFormTitle}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{region.contactFormSubtitle}</p>
          <dl className="mt-8 space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{copy.home.email}</dt>
              <dd>
                <a href={`mailto:${region.email}`} className="break-all text-indigo-700 hover:underline">
                  {region.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{copy.home.phone}</dt>
              <dd>
                <a href={`tel:${region.phone.replace(/[^\d+]/g, "")}`} className="text-indigo-700 hover:underline">
                  {region.phone}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div className="card p-6 sm:p-8">
          <ContactFormIsland />
        </div>
      </div>
    </section>
  );
}
