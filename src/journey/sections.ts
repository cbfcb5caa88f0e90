/** Spec section 2: the journey's sections, in page and table-of-contents order. */
export const JOURNEY_SECTIONS = [
  'sessions',
  'meditations',
  'modules',
  'phq8',
  'gad7',
  'wsas',
  'checkins',
  'wellbeing',
] as const;

export type JourneySection = (typeof JOURNEY_SECTIONS)[number];

/** The element id of a section, the target of its table-of-contents link. */
export const sectionId = (section: JourneySection) => `journey-${section}`;
