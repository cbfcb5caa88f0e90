/* Generated from schemas/case-manager-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Password } from './password';

/**
 * POST case-managers/: an administrator adds a case manager.
 */
export interface CaseManagerCreate {
  user: {
    first_name: string;
    last_name: string;
    email: Email;
    /**
     * Optional; the server derives one from the e-mail when absent.
     */
    username?: string | null;
    password: Password;
  };
  role: 'MG';
  /**
   * Company id.
   */
  company: number;
}
