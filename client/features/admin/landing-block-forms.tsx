import { useQuery } from "@tanstack/react-query";
import { ctaTargets, formKinds, packagedServices, type BlockType } from "../../../shared/schemas/landing-blocks";
import { serviceNamesEn } from "../../../shared/i18n/pages/service-names.en";
import { contentListQuery } from "./admin-queries";
import { CheckboxField, ChoiceListField, FieldErrors, SelectField, useDocumentForm } from "./content-fields";
import { ContentImageField } from "./content-image-field";
import { WordsField } from "./landing-fields";
import { useListItem } from "./list-item-buttons";
import { usePublishedStudyChoices } from "./study-choices";

// The fields of each kind of landing-page block (shared/schemas/landing-blocks.ts), by the block's
// path in the document ("variants.0.blocks.2"): what the page shows in each language its regions
// speak, and what the block names (a study, an image, a service).

export const BLOCK_NAMES: Record<BlockType, string> = {
  hero: "Hero",
  proof: "Proof",
  services: "Services and packages",
  faq: "FAQ",
  form: "Lead form",
  cta: "Call to action",
  text: "Rich text",
};

const TARGET_CHOICES = ctaTargets.map((t) => ({
  value: t,
  label: { form: "The page's form", booking: "The booking page", contact: "The contact page" }[t],
}));

function HeroFields({ path }: { path: string }) {
  const { get, set } = useDocumentForm();
  const studies = usePublishedStudyChoices();
  const kind = (get(`${path}.visual.kind`) as string | undefined) ?? "none";
  return (
    <>
      <WordsField
        path={`${path}.headline`}
        label="Headline"
        hint="The page's H1; a listed value of the ad's parameter replaces it."
        maxLength={120}
      />
      <WordsField path={`${path}.subline`} label="Subline" rows={2} maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <WordsField path={`${path}.cta.label`} label="Button" maxLength={40} />
        <SelectField path={`${path}.cta.target`} label="The button leads to" choices={TARGET_CHOICES} />
      </div>
      <label className="block text-sm font-medium text-slate-700">
        Picture beside the headline (wide screens)
        <select
          className="admin-input mt-1"
          value={kind}
          onChange={(e) =>
            set(
              `${path}.visual`,
              e.target.value === "image"
                ? { kind: "image", image: "" }
                : e.target.value === "study"
                  ? { kind: "study", study: "" }
                  : { kind: "none" },
            )
          }
        >
          <option value="none">None</option>
          <option value="image">An image from the media library</option>
          <option value="study">A case study's headline result, drawn</option>
        </select>
      </label>
      {kind === "image" && <ContentImageField path={`${path}.visual.image`} label="Image" />}
      {kind === "study" && <SelectField path={`${path}.visual.study`} label="Case study" choices={studies} />}
    </>
  );
}

/** Published testimonials, by id. */
function TestimonialChoices({ path }: { path: string }) {
  const { get, set } = useDocumentForm();
  const { data } = useQuery(contentListQuery("testimonial"));
  const published = (data ?? []).filter((t) => t.status !== "draft");
  const chosen = (get(path) as number[] | undefined) ?? [];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Testimonials</legend>
      {published.length === 0 ? (
        <p className="text-xs text-slate-500">No published testimonial yet.</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {published.map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 accent-indigo-600"
                checked={chosen.includes(t.id)}
                onChange={(e) => set(path, e.target.checked ? [...chosen, t.id] : chosen.filter((id) => id !== t.id))}
              />
              {t.label}
            </label>
          ))}
        </div>
      )}
      <FieldErrors path={path} />
    </fieldset>
  );
}

function ProofFields({ path }: { path: string }) {
  const studies = usePublishedStudyChoices();
  return (
    <>
      <WordsField path={`${path}.title`} label="Title" maxLength={120} />
      <ChoiceListField path={`${path}.studies`} label="Case studies" hint="Up to 3, shown as their cards with charts." choices={studies} />
      <CheckboxField path={`${path}.figures`} label="Each study's headline result as a large figure" />
      <TestimonialChoices path={`${path}.testimonials`} />
      <CheckboxField path={`${path}.partners`} label="The partner agencies' strip" />
    </>
  );
}

function ServicesFields({ path }: { path: string }) {
  return (
    <>
      <WordsField path={`${path}.title`} label="Title" maxLength={120} />
      <WordsField path={`${path}.intro`} label="Introduction" rows={2} maxLength={300} />
      <SelectField
        path={`${path}.service`}
        label="Packages of"
        hint="From the price list, in each region's currency."
        choices={packagedServices.map((s) => ({ value: s, label: serviceNamesEn[s] ?? s }))}
      />
    </>
  );
}

function FaqItem({ path, index }: { path: string; index: number }) {
  const item = useListItem(path, index);
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <WordsField path={`${path}.${index}.question`} label={`Question ${index + 1}`} maxLength={200} />
      <div className="mt-3">
        <WordsField path={`${path}.${index}.answer`} label={`Answer ${index + 1}`} rows={3} maxLength={1000} />
      </div>
      {item.count > 1 && (
        <button type="button" className="btn btn-ghost mt-2 min-h-9 px-3 py-1.5" onClick={item.remove}>
          Remove question {index + 1}
        </button>
      )}
    </div>
  );
}

function FaqFields({ path }: { path: string }) {
  const { get, set } = useDocumentForm();
  const items = (get(`${path}.items`) as unknown[] | undefined) ?? [];
  return (
    <>
      <WordsField path={`${path}.title`} label="Title" maxLength={120} />
      {items.map((_, i) => (
        // A question is its place in the list (its inputs are controlled).
        <FaqItem key={i} path={`${path}.items`} index={i} />
      ))}
      {items.length < 12 && (
        <button
          type="button"
          className="btn btn-outline min-h-9 px-3 py-1.5"
          onClick={() => set(`${path}.items`, [...items, { question: { en: null, de: null }, answer: { en: null, de: null } }])}
        >
          Add a question
        </button>
      )}
      <FieldErrors path={`${path}.items`} />
    </>
  );
}

function FormFields({ path }: { path: string }) {
  return (
    <>
      <SelectField
        path={`${path}.form`}
        label="Form"
        choices={formKinds.map((k) => ({
          value: k,
          label: k === "short" ? "Short: name, email, company, message" : "Full: the contact page's form",
        }))}
      />
      <WordsField path={`${path}.title`} label="Title" maxLength={120} />
      <WordsField path={`${path}.intro`} label="Introduction" rows={2} maxLength={300} />
      <WordsField
        path={`${path}.consent`}
        label="Consent text"
        hint="What the visitor agrees to by sending, shown above the button with a link to the privacy policy."
        rows={2}
        maxLength={400}
      />
      <WordsField path={`${path}.thanks.title`} label="Thank-you title" maxLength={120} />
      <WordsField path={`${path}.thanks.text`} label="Thank-you text" rows={2} maxLength={400} />
      <CheckboxField path={`${path}.booking`} label="After sending, offer to book a call at once" />
    </>
  );
}

function CtaFields({ path }: { path: string }) {
  return (
    <>
      <WordsField path={`${path}.title`} label="Title" maxLength={120} />
      <WordsField path={`${path}.text`} label="Text" rows={2} maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-2">
        <WordsField path={`${path}.label`} label="Button" maxLength={40} />
        <SelectField path={`${path}.target`} label="The button leads to" choices={TARGET_CHOICES} />
      </div>
    </>
  );
}

function TextFields({ path }: { path: string }) {
  return (
    <WordsField
      path={`${path}.markdown`}
      label="Text"
      hint="Markdown: paragraphs, ## headings, lists, links, **bold** and *italic*."
      rows={8}
      maxLength={6000}
    />
  );
}

export const BLOCK_FIELDS: Record<BlockType, (props: { path: string }) => React.ReactNode> = {
  hero: HeroFields,
  proof: ProofFields,
  services: ServicesFields,
  faq: FaqFields,
  form: FormFields,
  cta: CtaFields,
  text: TextFields,
};
