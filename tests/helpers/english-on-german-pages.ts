// The English words a German page may show (docs/decisions/0017-copy-per-language-and-currency.md,
// "English words on German pages"), in groups that say why. tests/api/german-pages-english-words.test.ts
// fails on any other word of the English pages found on a /de page outside a lang="en" block.
// Adding a word here is a decision about the German copy: say which group it belongs to.
// biome-ignore format: the word lists read better as rows than one word a line
export const ENGLISH_ALLOWED_ON_GERMAN_PAGES: Record<string, readonly string[]> = {
  /** German words that English happens to spell the same way. */
  germanWords: [
    "also", "an", "April", "August", "Basis", "Budget", "Budgets", "Code", "Design", "Digital", "Detail", "Details",
    "Hand", "Ideal", "Impulse", "in", "ins", "Integration", "Jan", "Aug", "Laser", "Link", "Links", "Min", "Mode",
    "Name", "November", "optional", "Partner", "per", "Personal", "Plan", "plus", "Position", "Problem", "pro", "Quote",
    "Region", "Rest", "Schema", "September", "Server", "so", "Solo", "Stand", "Start", "Status", "still", "Such",
    "Text", "Video", "was",
  ],
  /** Loan words German business and web writing uses as they are (all in the Duden). */
  loanWords: [
    "Apps", "Audit", "Audits", "Beauty", "Blog", "Branding", "Briefing", "Chat", "Chatbot", "Chatbots", "Check",
    "Checkout", "Commerce", "E", "Compliance", "Content", "Cookie", "Cookies", "Demos", "Designer", "Designers",
    "Desktop", "Desktops", "Feedback", "Fintech", "Freelancer", "Full", "Stack", "Funnel", "Hype", "Investment",
    "Management", "Routing", "System", "Keyword", "Keywords", "Launch", "Launches", "Layouts", "Lead", "Lifestyle",
    "Live", "Logo", "Logos", "Manager", "Marketing", "Meetings", "Mobile", "Newsletter", "Onboarding", "online",
    "Pipeline", "Pipelines", "Ranking", "Rankings", "Releases", "Remote", "Reporting", "responsive", "Roadmap",
    "Service", "Social", "Media", "Software", "Staging", "Studios", "Suite", "Support", "Tablets", "Team", "Teams",
    "Theme", "Themes", "Tool", "Tools", "Tracking", "Traffic", "Updates", "up", "ups", "Upsells", "Web", "Website",
    "Websites", "Widgets", "Workflow", "Workflows", "Workshops", "Conversion", "Conversions", "Targeting", "Crawl",
  ],
  /** Names of products, platforms, campaign types and packages: proposals, invoices and the platforms' own German screens use them. */
  productNames: [
    "Ads", "AI", "Analytics", "AWS", "BigCommerce", "Business", "Console", "Display", "Elementor", "Enterprise",
    "Google", "Growth", "JavaScript", "Kubernetes", "Max", "n8n", "Node", "Performance", "PPC", "Pro", "React",
    "Remarketing", "Scale", "Search", "SEO", "Shopify", "Shopping", "Starter", "WooCommerce", "WordPress", "YouTube",
    "White", "Label",
  ],
  /** Sites and networks we link to, under their own names. */
  siteNames: [
    "Behance", "BNI", "Clutch", "DesignRush", "Facebook", "GoodFirms", "H7", "Instagram", "LinkedIn", "Master",
    "Networks", "Pinterest", "Sortlist", "Twitter", "X",
  ],
  /** Technical terms and standards, named as their specifications and tools name them. */
  technicalTerms: [
    "A", "B", "Alt", "API", "APIs", "Authority", "B2B", "Canonical", "CD", "CI", "Contentful", "Core", "CRM",
    "Cumulative", "DA", "Description", "DevOps", "Domain", "FAQ", "Graph", "H1", "HTML", "HTTP", "HTTPS", "II",
    "Inline", "IP", "ISO", "JSON", "Largest", "Layout", "LD", "Meta", "Microservices", "NAP", "noindex", "Open",
    "Paint", "PDF", "Policy", "Robots", "Security", "Shift", "Sitemap", "SOC", "Strict", "Tag", "Tags", "Title",
    "TLS", "Transport", "URL", "Viewport", "Vitals", "XML",
  ],
  /** Codes: currencies, countries, the offer's coupon, a multiplication sign. */
  codes: [
    "EU", "EUR", "FREE", "GBP", "SETUP", "US", "USD", "x",
  ],
  /** Names in a client's story: a client's trading name, a partner agency, a funding round, a British test. */
  storyNames: [
    "AC", "Graphics", "Landscaping", "PAT", "Series", "Twins", "Solutions",
  ],
};
