/* Generated from i18n/zu/ by `npm run gen`. Do not edit: add or remove a file there and run npm run gen. */
import type { AppMessages } from '../en';
import { accessCodesResource, accessCodes } from './accessCodes';
import { accounts } from './accounts';
import { api } from './api';
import { attention } from './attention';
import { auditLogResource } from './auditLog';
import {
  caseManagersResource,
  caseManagerChargesResource,
  companyMatesResource,
  caseManagers,
} from './caseManagers';
import { caseNotesResource, caseNotes } from './caseNotes';
import { companiesResource, coursesResource } from './catalogues';
import { chargesResource, chargeRequestsResource, charges } from './charges';
import { clientRights } from './clientRights';
import { app, language, errors, validation } from './common';
import { editing } from './editing';
import { enumerations } from './enumerations';
import { episodesResource, episodes } from './episodes';
import { issuesResource, issueAssigneesResource, issues } from './feedback';
import { invite } from './inviteSignup';
import { journey } from './journey';
import { list } from './list';
import { login } from './login';
import { emailsResource, mails } from './mails';
import { notificationDelivery } from './notificationDelivery';
import { notificationsResource, notifications } from './notifications';
import { outcomes } from './outcomes';
import { reset } from './passwordReset';
import { privacy } from './privacy';
import { profile } from './profile';
import { report } from './report';
import { shared } from './shared';
import { shell } from './shell';
import { terms } from './terms';
import { usersResource } from './users';
import { usersPage } from './usersPage';

/**
 * The portal's own messages in isiZulu, key for key with `i18n/en/`; react-admin's `ra.*`
 * messages are in `i18n/zu/ra.ts`. Loanwords follow ra.ts: i-imeyili, iphasiwedi, iseva.
 */
export const zuluMessages: AppMessages = {
  resources: {
    'access-codes': accessCodesResource,
    'audit-log': auditLogResource,
    'case-managers': caseManagersResource,
    'case-manager-charges': caseManagerChargesResource,
    'company-mates': companyMatesResource,
    'case-notes': caseNotesResource,
    companies: companiesResource,
    courses: coursesResource,
    charges: chargesResource,
    'charge-requests': chargeRequestsResource,
    episodes: episodesResource,
    issues: issuesResource,
    'issue-assignees': issueAssigneesResource,
    emails: emailsResource,
    notifications: notificationsResource,
    users: usersResource,
  },
  portal: {
    access_codes: accessCodes,
    accounts: accounts,
    api: api,
    attention: attention,
    case_managers: caseManagers,
    case_notes: caseNotes,
    charges: charges,
    client_rights: clientRights,
    app: app,
    language: language,
    errors: errors,
    validation: validation,
    editing: editing,
    enumerations: enumerations,
    episodes: episodes,
    issues: issues,
    invite: invite,
    journey: journey,
    list: list,
    login: login,
    mails: mails,
    notification_delivery: notificationDelivery,
    notifications: notifications,
    outcomes: outcomes,
    reset: reset,
    privacy: privacy,
    profile: profile,
    report: report,
    shared: shared,
    shell: shell,
    terms: terms,
    users_page: usersPage,
  },
};
