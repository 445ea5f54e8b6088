import { servicePageDe } from "../../../shared/i18n/pages/service-page.de";
import { type ServicePageCopy, servicePageEn } from "../../../shared/i18n/pages/service-page.en";
import { serviceSummariesDe } from "../../../shared/i18n/pages/service-summaries.de";
import { type ServiceSummariesCopy, serviceSummariesEn } from "../../../shared/i18n/pages/service-summaries.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

/** The service pages' and services overview's chrome in the visitor's language. */
export const useServicePageCopy = (): ServicePageCopy => usePageCopy({ en: servicePageEn, de: servicePageDe });

/** The services' names, headlines and introductions in the visitor's language. */
export const useServiceSummaries = (): ServiceSummariesCopy => usePageCopy({ en: serviceSummariesEn, de: serviceSummariesDe });
