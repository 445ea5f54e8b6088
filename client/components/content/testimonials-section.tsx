import type { TestimonialView } from "../../../shared/schemas/content-views";
import { useCopy } from "../../lib/region/use-copy";
import { CardGrid } from "../ui/card-grid";
import { ResponsiveImage } from "./responsive-image";

// Clients' own words, as staff published them with the client's agreement
// (docs/decisions/0025-content-in-the-database.md). No quote, no section: nothing stands in for
// a testimonial that does not exist. No Review or AggregateRating structured data either:
// a business's reviews of itself on its own site are not eligible, and marking them up would
// claim a rating nobody gave.

/** One quote in the page's language, or its English words marked as English when there is no German one. */
function Quote({ testimonial }: { testimonial: TestimonialView }) {
  const { language } = useCopy();
  const german = language === "de" ? testimonial.quote.de : null;
  const role = (language === "de" ? testimonial.role.de : null) ?? testimonial.role.en;
  return (
    <figure className="card flex h-full flex-col p-6" data-testimonial={testimonial.id}>
      <blockquote lang={german ? "de" : "en"} className="flex-1 text-lg leading-relaxed text-slate-800">
        <p>“{german ?? testimonial.quote.en}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3 text-sm">
        {testimonial.photo && (
          <ResponsiveImage image={testimonial.photo} sizes="48px" className="size-12 shrink-0 rounded-full object-cover" />
        )}
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.person}</span>
          <span className="block text-slate-600">
            {role}, {testimonial.agency}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection(props: { testimonials: readonly TestimonialView[]; headingId: string; title: string }) {
  if (props.testimonials.length === 0) return null;
  return (
    <section className="border-t border-slate-200 bg-white" aria-labelledby={props.headingId} data-testid="testimonials">
      <div className="container-page py-14">
        <h2 id={props.headingId} className="text-3xl font-bold tracking-tight text-slate-900">
          {props.title}
        </h2>
        <CardGrid className="mt-8" twoFrom="md">
          {props.testimonials.map((t) => (
            <li key={t.id}>
              <Quote testimonial={t} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
