import { useState } from "react";
import { caseStudyServices } from "../../../shared/content/case-studies";
import { platformNames } from "../../../shared/content/platforms";
import { caseStudyTags } from "../../../shared/content/case-study-tags";
import { serviceNamesEn } from "../../../shared/i18n/pages/service-names.en";
import { CaseStudyFiguresForm } from "./case-study-figures-form";
import { CheckboxField, ChoiceListField, SelectField, TextField, TextListField, useDocumentForm } from "./content-fields";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentImageField } from "./content-image-field";
import { usePublishedStudyChoices } from "./study-choices";

// A case study's page: who and what, the story in English and German side by side, the
// search-result words, the figures and the studies shown under it.

const serviceChoices = caseStudyServices.map((s) => ({ value: s, label: serviceNamesEn[s] ?? s }));
const tagChoices = caseStudyTags.map((t) => ({ value: t, label: t }));
const platformChoices = platformNames.map((p) => ({ value: p, label: p }));

const blankStory = () => ({ title: "", intro: "", challenge: [""], delivered: [""] });

function StoryColumn({ lang }: { lang: "en" | "de" }) {
  const path = `story.${lang}`;
  return (
    <div className="min-w-0 space-y-4">
      <TextField path={`${path}.title`} label="Title (the page's heading)" maxLength={200} />
      <TextField path={`${path}.intro`} label="Intro" rows={3} maxLength={600} />
      <TextListField path={`${path}.challenge`} label="The challenge" itemLabel="Paragraph" rows={4} max={3} />
      <TextListField path={`${path}.delivered`} label="What we delivered" itemLabel="Point" max={8} />
    </div>
  );
}

function MetaColumn({ lang }: { lang: "en" | "de" }) {
  const path = `meta.${lang}`;
  return (
    <div className="min-w-0 space-y-4">
      <TextField
        path={`${path}.title`}
        label="Meta title"
        hint="The browser tab and search result, without the brand. 60 characters at most."
        maxLength={60}
      />
      <TextField path={`${path}.description`} label="Meta description" rows={2} maxLength={160} />
      <TextField
        path={`${path}.project`}
        label="Project"
        hint="The engagement in a few words: it tells two studies of one client apart."
        maxLength={80}
      />
      <TextField path={`${path}.industry`} label="Industry" maxLength={80} />
      <TextField path={`${path}.location`} label="Location" maxLength={80} nullable />
      <TextField
        path={`${path}.client`}
        label="Kind of client"
        hint="For an example engagement: who the client was, in this language."
        maxLength={120}
        nullable
      />
    </div>
  );
}

function Columns({ title, children }: { title: string; children: [React.ReactNode, React.ReactNode] }) {
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">English</h3>
          {children[0]}
        </div>
        <div>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">German</h3>
          {children[1]}
        </div>
      </div>
    </section>
  );
}

export function CaseStudyForm() {
  const { get, set } = useDocumentForm();
  const slug = get("slug") as string;
  const related = usePublishedStudyChoices(slug);
  const hasGerman = get("story.de") !== null;
  const [askingRemoveGerman, setAskingRemoveGerman] = useState(false);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField path="client" label="Client" maxLength={120} />
        <TextField
          path="slug"
          label="Address (slug)"
          hint={`/case-studies/${slug || "…"}. Changing it on a published study keeps the old address answering.`}
          maxLength={120}
        />
        <SelectField path="service" label="Main service" choices={serviceChoices} />
        <TextField path="year" label="Year" hint="E.g. 2025. Empty: no year shown." maxLength={4} nullable />
      </div>
      <CheckboxField path="isIllustrative" label="An example engagement" hint="Shown without figures and labelled as an example." />
      <ChoiceListField path="secondaryServices" label="Other services" hint="Up to 4." choices={serviceChoices} />
      <ChoiceListField path="servicesUsed" label="Services used" hint="Up to 12 tags." choices={tagChoices} />
      <ChoiceListField path="tech" label="Technology" hint="Up to 12 tags." choices={tagChoices} />
      <ChoiceListField
        path="platforms"
        label="Platforms"
        hint="Shown as their marks on the study's page. Choose only platforms the story names."
        choices={platformChoices}
      />
      <ContentImageField
        path="cover"
        label="Cover image"
        hint="Shown at the top of the study's page. Without one, the page draws its headline result."
      />
      <Columns title="Story">
        <StoryColumn lang="en" />
        {hasGerman ? (
          <div className="space-y-3">
            <StoryColumn lang="de" />
            <ConfirmDialog
              open={askingRemoveGerman}
              onOpenChange={setAskingRemoveGerman}
              trigger={
                <button type="button" className="btn btn-ghost min-h-9 px-3 py-1.5">
                  Remove the German story
                </button>
              }
              title="Remove the German story?"
              description="Its title, intro, challenge and points go from the draft, and the German page shows the English story instead. The revisions keep the German text, should you want it back."
              confirmLabel="Remove"
              isWorking={false}
              onConfirm={() => {
                set("story.de", null);
                setAskingRemoveGerman(false);
              }}
            />
          </div>
        ) : (
          <div className="space-y-2 text-sm text-slate-600">
            <p>No German story: the German page shows the English one and says so.</p>
            <button type="button" className="btn btn-outline min-h-9 px-3 py-1.5" onClick={() => set("story.de", blankStory())}>
              Write a German story
            </button>
          </div>
        )}
      </Columns>
      <Columns title="Search results and summary">
        <MetaColumn lang="en" />
        <MetaColumn lang="de" />
      </Columns>
      <CaseStudyFiguresForm />
      <ChoiceListField path="related" label="Related studies" hint="Up to 3 published studies, shown under this one." choices={related} />
    </>
  );
}
