// Written by scripts/route-modules.ts from the page folders; do not edit (docs/decisions/0020-route-modules.md).
import { route as about } from "./about/about.route";
import { route as admin } from "./admin/admin.route";
import { route as adminAccount } from "./admin-account/admin-account.route";
import { route as adminAudit } from "./admin-audit/admin-audit.route";
import { route as adminContent } from "./admin-content/admin-content.route";
import { route as adminContentEntry } from "./admin-content-entry/admin-content-entry.route";
import { route as adminConversions } from "./admin-conversions/admin-conversions.route";
import { route as adminLead } from "./admin-lead/admin-lead.route";
import { route as adminLeads } from "./admin-leads/admin-leads.route";
import { route as adminMedia } from "./admin-media/admin-media.route";
import { route as adminOutbox } from "./admin-outbox/admin-outbox.route";
import { route as adminOverview } from "./admin-overview/admin-overview.route";
import { route as adminPeople } from "./admin-people/admin-people.route";
import { route as adminPost } from "./admin-post/admin-post.route";
import { route as adminPosts } from "./admin-posts/admin-posts.route";
import { route as adminSettings } from "./admin-settings/admin-settings.route";
import { route as adminStaff } from "./admin-staff/admin-staff.route";
import { route as adminWelcome } from "./admin-welcome/admin-welcome.route";
import { route as blog } from "./blog/blog.route";
import { route as blogAdFatigue } from "./blog-ad-fatigue/blog-ad-fatigue.route";
import { route as blogAiSolutions } from "./blog-ai-solutions/blog-ai-solutions.route";
import { route as blogDedicatedTeam } from "./blog-dedicated-team/blog-dedicated-team.route";
import { route as blogIndustryMarketing } from "./blog-industry-marketing/blog-industry-marketing.route";
import { route as blogPost } from "./blog-post/blog-post.route";
import { route as blogWhiteLabel } from "./blog-white-label/blog-white-label.route";
import { route as caseStudies } from "./case-studies/case-studies.route";
import { route as caseStudy } from "./case-study/case-study.route";
import { route as contact } from "./contact/contact.route";
import { route as cookiePolicy } from "./cookie-policy/cookie-policy.route";
import { route as home } from "./home/home.route";
import { route as newsletter } from "./newsletter/newsletter.route";
import { route as newsletterConfirm } from "./newsletter-confirm/newsletter-confirm.route";
import { route as newsletterUnsubscribe } from "./newsletter-unsubscribe/newsletter-unsubscribe.route";
import { route as onboardingWizard } from "./onboarding-wizard/onboarding-wizard.route";
import { route as pricingCalculator } from "./pricing-calculator/pricing-calculator.route";
import { route as privacyPolicy } from "./privacy-policy/privacy-policy.route";
import { route as security } from "./security/security.route";
import { route as seoAudit } from "./seo-audit/seo-audit.route";
import { route as service } from "./service/service.route";
import { route as services } from "./services/services.route";
import { route as termsOfService } from "./terms-of-service/terms-of-service.route";

/** Every page's route module, by page name (its folder's name). */
export const routeModules = {
  about,
  admin,
  "admin-account": adminAccount,
  "admin-audit": adminAudit,
  "admin-content": adminContent,
  "admin-content-entry": adminContentEntry,
  "admin-conversions": adminConversions,
  "admin-lead": adminLead,
  "admin-leads": adminLeads,
  "admin-media": adminMedia,
  "admin-outbox": adminOutbox,
  "admin-overview": adminOverview,
  "admin-people": adminPeople,
  "admin-post": adminPost,
  "admin-posts": adminPosts,
  "admin-settings": adminSettings,
  "admin-staff": adminStaff,
  "admin-welcome": adminWelcome,
  blog,
  "blog-ad-fatigue": blogAdFatigue,
  "blog-ai-solutions": blogAiSolutions,
  "blog-dedicated-team": blogDedicatedTeam,
  "blog-industry-marketing": blogIndustryMarketing,
  "blog-post": blogPost,
  "blog-white-label": blogWhiteLabel,
  "case-studies": caseStudies,
  "case-study": caseStudy,
  contact,
  "cookie-policy": cookiePolicy,
  home,
  newsletter,
  "newsletter-confirm": newsletterConfirm,
  "newsletter-unsubscribe": newsletterUnsubscribe,
  "onboarding-wizard": onboardingWizard,
  "pricing-calculator": pricingCalculator,
  "privacy-policy": privacyPolicy,
  security,
  "seo-audit": seoAudit,
  service,
  services,
  "terms-of-service": termsOfService,
};
