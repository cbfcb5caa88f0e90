/** Who may use a resource or one of its writes: every signed-in staff user, or administrators. */
export type Audience = 'everyone' | 'admin';

/** Whether a caller may use the resource: its audience, declared once, read by app and API. */
export function audienceAllows(audience: Audience, isAdmin: boolean): boolean {
  return audience === 'everyone' || isAdmin;
}
