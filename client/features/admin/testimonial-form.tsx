import { BilingualField, CheckboxField, SelectField, TextField } from "./content-fields";
import { ContentImageField } from "./content-image-field";
import { usePublishedStudyChoices } from "./study-choices";

/** A client's quote, who said it, and their agreement to publication. */
export function TestimonialForm() {
  const studies = usePublishedStudyChoices();
  return (
    <>
      <BilingualField path="quote" label="Quote" hint="The client's words, as they approved them." rows={4} maxLength={600} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField path="person" label="Name" maxLength={100} />
        <TextField path="agency" label="Agency" maxLength={120} />
      </div>
      <BilingualField path="role" label="Role" hint="Their job title, e.g. Founder." maxLength={100} />
      <ContentImageField path="photo" label="Photo" hint="A photo they sent us for this. Without one, the quote shows their name alone." />
      <SelectField
        path="caseStudy"
        label="Case study"
        hint="The study the quote belongs to: it is shown there too."
        choices={studies}
        emptyLabel="None"
      />
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <CheckboxField
          path="publicationAgreed"
          label="The client agreed to publication"
          hint="Without this tick the testimonial cannot be published."
        />
        <div className="mt-3">
          <TextField
            path="agreementNote"
            label="How they agreed"
            hint="When and how, for our records; never shown."
            rows={2}
            maxLength={300}
            nullable
          />
        </div>
      </div>
    </>
  );
}
