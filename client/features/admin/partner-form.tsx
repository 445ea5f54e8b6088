import { TextField } from "./content-fields";
import { ContentImageField } from "./content-image-field";

/** A partner agency named on the site. */
export function PartnerForm() {
  return (
    <>
      <TextField path="name" label="Name" maxLength={100} />
      <ContentImageField path="logo" label="Logo" hint="The logo the partner gave us. Without one, the page sets their name in type." />
      <TextField path="url" label="Website" hint="A full https:// address. Empty: no link." maxLength={300} nullable />
    </>
  );
}
