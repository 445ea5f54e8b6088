import { departments } from "../../../shared/content/team";
import { BilingualField, SelectField, TextField } from "./content-fields";
import { ContentImageField } from "./content-image-field";

const departmentChoices = departments.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }));

/** A person on the About page. */
export function TeamMemberForm() {
  return (
    <>
      <TextField path="name" label="Name" hint="Empty: the page shows the role alone." maxLength={100} nullable />
      <BilingualField path="role" label="Role" maxLength={60} />
      <SelectField path="department" label="Department" choices={departmentChoices} />
      <ContentImageField path="photo" label="Photo" hint="Without a photo, the page shows the illustrated portrait below." />
      <TextField
        path="portrait"
        label="Illustrated portrait"
        hint="The seed the drawn portrait is made from: lower-case letters, digits and hyphens, e.g. dev-anna."
        maxLength={60}
      />
    </>
  );
}
