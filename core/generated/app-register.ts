/* Generated from schemas/app-register.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { Email } from './email';
import type { Password } from './password';

/**
 * Companion app: a client registers with an access code.
 */
export interface AppRegister {
  access_code: AccessCodeValue;
  email: Email;
  password: Password;
  first_name: string;
  last_name: string;
  gender?: string | null;
  is_employed?: boolean | null;
}
