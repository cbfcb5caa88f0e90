export interface JourneyTabProps {
  /** The charge's uuid, as in `charges/{uuid}/sessions/`. */
  uuid: string;
}

/** The charge details page's journey tab (spec section 2). */
export function JourneyTab({ uuid }: JourneyTabProps) {
  return <div data-charge={uuid} />;
}
