/** Spec section 6: only the request's creator, matched by e-mail, may add supporters to it. */
export const isRequestCreator = (createdBy: string, email: string | undefined) =>
  email !== undefined && createdBy.trim().toLowerCase() === email.trim().toLowerCase();
