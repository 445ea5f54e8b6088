// Footer: listing-site badges and networking-partner marks (facts). The partner agencies are
// staff-edited documents in the database (docs/decisions/0025-content-in-the-database.md).
export const listingSites = ["DesignRush", "Clutch", "GoodFirms", "Sortlist"] as const;
export const networkingPartners = ["BNI", "Master Networks", "H7 Networks"] as const;
