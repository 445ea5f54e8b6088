import { departmentName, departments } from "../../../shared/content/team";
import { BilingualField, SelectField, TextField, useDocumentForm } from "./content-fields";
import { ContentImageField } from "./content-image-field";

const departmentChoices = departments.map((d) => ({ value: d, label: departmentName(d) }));

/** A person on the About page. */
export function TeamMemberForm() {
  const hasPhoto = useDocumentForm().get("photo") !== null;
  return (
    <>
      <TextField path="name" label="Name" hint="Empty: the page shows the role alone." maxLength={100} nullable />
      <BilingualField path="role" label="Role" maxLength={60} />
      <SelectField path="department" label="Department" choices={departmentChoices} />
      <ContentImageField path="photo" label="Photo" hint="Shown in place of the illustrated portrait below." />
      <TextField
        path="portrait"
        label="Illustrated portrait"
        hint={
          hasPhoto
            ? "Not needed while there is a photo: the page shows the photo."
            : "Without a photo the page draws a portrait from this seed: lower-case letters, digits and hyphens, e.g. dev-anna."
        }
        maxLength={60}
      />
    </>
  );
}
