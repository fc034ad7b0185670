/**
 * The sectors a library prompt is written for (prompts.sectors, issue 44): the library's sector
 * filter and the catalogue's sources (scripts/catalogue/). The database's check lists the same ids
 * (migration 20261129010000). A sector is a filter and a variable, never a copy of a prompt.
 */
export const SECTORS = [
  ['general', 'لكل المنشآت'],
  ['restaurants', 'المطاعم والمقاهي'],
  ['retail', 'التجزئة'],
  ['ecommerce', 'التجارة الإلكترونية'],
  ['clinics', 'العيادات والصيدليات'],
  ['real-estate', 'العقار'],
  ['education', 'التعليم والتدريب'],
  ['contracting', 'المقاولات'],
  ['beauty', 'التجميل والصالونات'],
  ['logistics', 'النقل والخدمات اللوجستية'],
  ['professional-services', 'الخدمات المهنية'],
  ['events', 'الفعاليات'],
  ['tourism', 'السياحة والضيافة'],
  ['careers', 'المسار المهني'],
] as const
export type SectorId = (typeof SECTORS)[number][0]

export const sectorName = (id: string): string =>
  SECTORS.find(([sector]) => sector === id)?.[1] ?? id
