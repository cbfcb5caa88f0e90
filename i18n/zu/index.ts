import type { AppMessages } from '../en';
import { app, errors, language, validation } from './common';
import { login } from './login';
import { accessCodes, accessCodesResource } from './accessCodes';
import {
  caseManagerChargesResource,
  caseManagers,
  caseManagersResource,
  companiesResource,
} from './caseManagers';
import { list } from './list';
import { chargeRequestsResource, charges, chargesResource } from './charges';
import { mails, mailsResource } from './mails';
import { issueAssigneesResource, issues, issuesResource } from './feedback';
import { usersPage } from './usersPage';
import { inviteSignup } from './inviteSignup';
import { passwordReset } from './passwordReset';
import { profile } from './profile';
import { shared } from './shared';
import { shell } from './shell';
import { privacy } from './privacy';
import { terms } from './terms';
import { usersResource } from './users';
import { journey } from './journey';
import { attention } from './attention';
import { api } from './api';
import { accounts } from './accounts';
import { enumerations } from './enumerations';
import { auditLogResource } from './auditLog';
import { editing } from './editing';

/**
 * The portal's own messages in isiZulu, key for key with `i18n/en/`; react-admin's `ra.*`
 * messages are in `i18n/zu/ra.ts`. Loanwords follow ra.ts: i-imeyili, iphasiwedi, iseva.
 */
export const zuluMessages: AppMessages = {
  resources: {
    users: usersResource,
    'case-managers': caseManagersResource,
    'case-manager-charges': caseManagerChargesResource,
    companies: companiesResource,
    'access-codes': accessCodesResource,
    emails: mailsResource,
    issues: issuesResource,
    'issue-assignees': issueAssigneesResource,
    charges: chargesResource,
    'charge-requests': chargeRequestsResource,
    'audit-log': auditLogResource,
  },
  portal: {
    app,
    language,
    errors,
    validation,
    login,
    list,
    users_page: usersPage,
    case_managers: caseManagers,
    charges,
    access_codes: accessCodes,
    mails,
    issues,
    shell,
    shared,
    terms,
    privacy,
    profile,
    reset: passwordReset,
    invite: inviteSignup,
    journey,
    attention,
    api,
    accounts,
    enumerations,
    editing,
  },
};
