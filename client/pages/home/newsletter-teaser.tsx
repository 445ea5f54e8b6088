import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "../../lib/region/region-link";
import { claimValue } from "../../../shared/content/site-facts";
import { useApi } from "../../api/api-context";
import { siteFactsQuery } from "../../api/content.queries";
import { usePageQueryClient } from "../../api/page-query-client";
import { useCopy } from "../../lib/region/use-copy";
import { CheckIcon } from "./service-icon";

/** The newsletter teaser (its subscribers' figure from the site settings) leading to /newsletter. */
export function NewsletterTeaser() {
  const copy = useCopy();
  const subscribers = claimValue(useSuspenseQuery(siteFactsQuery(useApi()), usePageQueryClient()).data, "subscribers");
  return (
    <section className="container-page py-16 sm:py-20" aria-labelledby="home-newsletter">
      <div className="card flex flex-col gap-8 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="home-newsletter" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {copy.home.newsletterTitle(subscribers)}
          </h2>
          <ul className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-2">
            {copy.home.newsletterTopics.map((t) => (
              <li key={t} className="flex items-start gap-2">
                <CheckIcon className="mt-1 text-emerald-700" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <Link to="/newsletter" className="btn btn-primary shrink-0">
          {copy.home.newsletterButton}
        </Link>
      </div>
    </section>
  );
}
