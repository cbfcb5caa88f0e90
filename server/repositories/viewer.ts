/**
 * Who reads a list of charges (design.md): an administrator sees every charge, anyone else the
 * ones their case-manager record supports. `caseManagerId` is 0 when they have none.
 */
export interface Viewer {
  isAdmin: boolean;
  caseManagerId: number;
}
