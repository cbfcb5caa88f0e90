/* Generated from the OpenAPI document (/api/openapi.json) by `npm run gen`. Do not edit. */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Answers 200 while the database answers, else 503 */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: 200 while the process answers, through start-up and shutdown */
    get: operations['getHealthLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: 200 once migrated while the database (and Redis, when configured) answer; 503 while starting, shutting down or a dependency is down */
    get: operations['getHealthReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/admin/access-codes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List access-codes (administrators only) */
    get: operations['listAdminAccessCodes'];
    put?: never;
    /** Add one of access-codes (administrators only); field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createAdminAccessCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/admin/access-codes/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of access-codes (administrators only) */
    get: operations['getAdminAccessCode'];
    put?: never;
    post?: never;
    /** Delete one of access-codes (administrators only): audited; 404 for an unknown one or one the caller may not delete, 409 when its rule (access-code-revoke) refuses it or another record refers to it */
    delete: operations['deleteAdminAccessCode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/admin/audit-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List audit-log (administrators only) */
    get: operations['listAdminAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/{uuid}/charges/{chargeUuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of case-manager-charges (administrators only): audited; 404 for an unknown one or one the caller may not delete, 409 while another record refers to it or a rule of the record refuses */
    delete: operations['deleteCaseManagersCharge'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List case-managers (administrators only) */
    get: operations['listCaseManagers'];
    put?: never;
    /** Add one of case-managers (administrators only); field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createCaseManagers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of case-managers (administrators only) */
    get: operations['getCaseManager'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of case-managers (administrators only): only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateCaseManager'];
    trace?: never;
  };
  '/api/v2/case-managers/{uuid}/password-reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action password-reset on one of case-managers (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (password-reset) refuses it */
    post: operations['createCaseManagersPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/{uuid}/second-factor-reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action second-factor-reset on one of case-managers (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (second-factor-reset) refuses it */
    post: operations['createCaseManagersSecondFactorReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/notes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List case-notes */
    get: operations['listChargesNotes'];
    put?: never;
    /** Add one of case-notes; field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createChargesNotes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/notes/{noteId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of case-notes */
    get: operations['getChargesNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of case-notes: only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateChargesNote'];
    trace?: never;
  };
  '/api/v2/charge-requests/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One charge request with its case managers and invited supporters
     * @description Also answers at `/api/v2/case-managers/charge-requests/{id}/`, the path spec section 7 writes, which is not listed: there a fixed name sits at another path's key.
     */
    get: operations['getChargeRequest'];
    put?: never;
    post?: never;
    /** Delete one of charge-requests: audited; 404 for an unknown one or one the caller may not delete, 409 while another record refers to it or a rule of the record refuses */
    delete: operations['deleteChargeRequest'];
    options?: never;
    head?: never;
    /** Change one of charge-requests: only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateChargeRequest'];
    trace?: never;
  };
  '/api/v2/charges/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One charge with its supporters (404 unless the caller may see it) */
    get: operations['getCharge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of charges: only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateCharge'];
    trace?: never;
  };
  '/api/v2/courses/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List courses
     * @description Also answers at `/api/v2/charges/courses/`, the path spec section 7 writes, which is not listed: there a fixed name sits at another path's key.
     */
    get: operations['listCourses'];
    put?: never;
    /** Add one of courses (administrators only); field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createCourses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/courses/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of courses */
    get: operations['getCourse'];
    put?: never;
    post?: never;
    /** Delete one of courses (administrators only): audited; 404 for an unknown one or one the caller may not delete, 409 while another record refers to it or a rule of the record refuses */
    delete: operations['deleteCourse'];
    options?: never;
    head?: never;
    /** Change one of courses (administrators only): only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateCourse'];
    trace?: never;
  };
  '/api/v2/mail/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List emails (administrators only) */
    get: operations['listMail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/mail/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of emails (administrators only) */
    get: operations['getMail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/mail/{id}/resend/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action resend on one of emails (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (mail-resend) refuses it */
    post: operations['createMailResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/mail/{id}/send-now/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action send-now on one of emails (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (mail-send-now) refuses it */
    post: operations['createMailSendNow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/episodes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List episodes */
    get: operations['listEpisodes'];
    put?: never;
    /** Add one of episodes; field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createEpisodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/episodes/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of episodes */
    get: operations['getEpisode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of episodes: only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateEpisode'];
    trace?: never;
  };
  '/api/v2/feedback/issues/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One issue with its timeline; 404 unless the caller raised it or is an admin */
    get: operations['getFeedbackIssue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of issues: only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateFeedbackIssue'];
    trace?: never;
  };
  '/api/v2/notifications/mark-all-read/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action mark-all-read on the caller's notifications: answers its message */
    post: operations['createNotificationsMarkAllRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/notifications/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List notifications */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/notifications/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of notifications */
    get: operations['getNotification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/notifications/{uuid}/mark-read/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action mark-read on one of notifications: answers its message; audited; 404 for an unknown one, 4xx when its rule (notification-mark-read) refuses it */
    post: operations['createNotificationsMarkRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (administrators only) */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of users (administrators only) */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one of users (administrators only): only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/api/v2/users/{uuid}/password-reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action password-reset on one of users (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (password-reset) refuses it */
    post: operations['createUsersPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{uuid}/second-factor-reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action second-factor-reset on one of users (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (second-factor-reset) refuses it */
    post: operations['createUsersSecondFactorReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{uuid}/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The download export of one of users (administrators only): answers a file; audited; 404 for an unknown one, 4xx when its rule (client-export) refuses it */
    post: operations['createUsersExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/{uuid}/anonymise/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The action anonymise on one of users (administrators only): answers its message; audited; 404 for an unknown one, 4xx when its rule (client-anonymise) refuses it; confirmed by the record's email, typed (400 otherwise) */
    post: operations['createUsersAnonymise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/companies/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List companies */
    get: operations['listCompanies'];
    put?: never;
    /** Add one of companies (administrators only); field errors in data (400), 409 when a value is taken or a record it refers to does not exist */
    post: operations['createCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/companies/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of companies */
    get: operations['getCompany'];
    put?: never;
    post?: never;
    /** Delete one of companies (administrators only): audited; 404 for an unknown one or one the caller may not delete, 409 while another record refers to it or a rule of the record refuses */
    delete: operations['deleteCompany'];
    options?: never;
    head?: never;
    /** Change one of companies (administrators only): only the fields sent; audited; field errors in data (400), 404 for an unknown one or one the caller may not change, 409 when a value is taken, a record it refers to does not exist or a rule of the record refuses */
    patch: operations['updateCompany'];
    trace?: never;
  };
  '/api/v2/case-managers/{uuid}/charges/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A case manager's charges: the managed users (administrators only) */
    get: operations['listCaseManagersCharges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/admin/access-codes/bulk-create/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add many access codes (administrators only). Valid codes are created; when any fails the answer is a 400 whose data lists field errors per submitted code ({} if created). */
    post: operations['createAdminAccessCodesBulkCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/{uuid}/comments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Comment on an issue: its creator and staff; 404 for anyone else, like the issue. Answers the issue with its comments, 201 */
    post: operations['createFeedbackIssuesComments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password (a second factor answers a challenge instead) */
    post: operations['createAuthToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trade a refresh token for a new pair (rotation) */
    post: operations['createAuthTokenRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session: revoke its refresh tokens and refuse its access token */
    post: operations['createAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/mfa/verify/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A sign-in's second step: the challenge and an app or recovery code */
    post: operations['createAuthMfaVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/forgot-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password-reset token (same answer whether or not the account exists) */
    post: operations['createAuthForgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/new-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations['createAuthNewPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/shallow-profile/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user, enough for the route guard */
    get: operations['getUsersShallowProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/notifications/unread-count/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller's notifications are unread (the bell's count) */
    get: operations['getNotificationsUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/profile/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The full profile */
    get: operations['getUsersProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Update username and names (only those sent); a new e-mail needs currentPassword and is confirmed by mail; audited with the fields changed */
    patch: operations['updateUsersProfile'];
    trace?: never;
  };
  '/api/v2/users/profile/confirm-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an e-mail change with the token mailed to the new address; every session ends */
    post: operations['createUsersProfileConfirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/profile/notification-preferences/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How each kind of notification reaches me: my choice, else the default */
    get: operations['getUsersProfileNotificationPreferences'];
    /** Change how the kinds sent reach me (the others keep theirs); audited with the kinds changed */
    put: operations['replaceUsersProfileNotificationPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/profile/update-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password; every other session ends and a fresh pair is returned */
    post: operations['createUsersProfileUpdatePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/accept-tsncs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept the terms and conditions; answers fresh tokens */
    post: operations['createUsersAcceptTsncs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/mfa/setup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up or replacing the second factor (TOTP): a secret to scan or type; the current password is asked again */
    post: operations['createUsersMfaSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/mfa/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the second factor with a code and the current password; answers ten recovery codes, once */
    post: operations['createUsersMfaConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/users/mfa/disable/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn the second factor off (the current password is asked again) */
    post: operations['createUsersMfaDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/charge-requests/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The charge requests the caller created or is attached to */
    get: operations['listCaseManagersChargeRequests'];
    put?: never;
    /** Create a charge request: answers the access code for the new client */
    post: operations['createCaseManagersChargeRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/charge-requests/{id}/add-supporter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add or invite a supporter (only the creator of the request) */
    post: operations['createCaseManagersChargeRequestsAddSupporter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-managers/from-same-company/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Case managers sharing a company with the caller */
    get: operations['listCaseManagersFromSameCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/designations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored designation list (a short list, answered whole) */
    get: operations['getDesignations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The charges the caller supports (all of them for administrators) */
    get: operations['listCharges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/consent-status-update/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request (RQ) or cancel (RC) consent; refused transitions are 409 */
    post: operations['createChargesConsentStatusUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/add-supporter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add or invite a supporter (only supporters allowed to invite others) */
    post: operations['createChargesAddSupporter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/sessions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A charge's journey; `permissionDenied` and no data unless your consent is Given */
    get: operations['getChargesSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/report/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A charge's progress report for an episode of care or a period, with the case notes asked for; 404 unless you may see its journey (your consent Given); audited */
    get: operations['getChargesReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/{uuid}/attention/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A charge's attention flags and their acknowledgements; `permissionDenied` unless your consent is Given */
    get: operations['getChargesAttention'];
    put?: never;
    /** Acknowledge a raised flag with a note (403 without your Given consent, 409 when the flag is not raised or already acknowledged); audited */
    post: operations['createChargesAttention'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/attention-summary/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your charges need attention, in all and by flag (only those under your Given consent) */
    get: operations['getChargesAttentionSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/case-manager-invitations/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invitation to support a charge request
     * @description Also answers at `/api/v2/case-managers/invitation/{uuid}/`, the path spec section 7 writes, which is not listed: there a fixed name sits at another path's key.
     */
    get: operations['getCaseManagerInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charge-invitations/{uuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An invitation to support an existing charge (client)
     * @description Also answers at `/api/v2/charges/invitations/{uuid}/`, the path spec section 7 writes, which is not listed: there a fixed name sits at another path's key.
     */
    get: operations['getChargeInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/invite-signup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up from an invitation with its one-time code; answers tokens */
    post: operations['createAuthInviteSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/auth/invite-accept/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation with its one-time code, signed in as the invited address */
    post: operations['createAuthInviteAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/charges/invitations/{uuid}/decline/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a client invitation with its code */
    post: operations['createChargesInvitationsDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The issues the caller raised (every issue for administrators) */
    get: operations['listFeedbackIssues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/stats/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Issue totals and the last 6 months, raised and resolved (administrators only) */
    get: operations['getFeedbackIssuesStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/outcomes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The outcome report of the episodes you may count: every company (administrators), your companies (company administrators) or your own caseload with your consent Given */
    get: operations['getOutcomes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/outcomes/charges/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A figure's episodes among your own caseload (your consent Given); none without a caseload, no names to a company administrator */
    get: operations['getOutcomesCharges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/assignable-users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The administrators an issue can be assigned to (staff only) */
    get: operations['listFeedbackIssuesAssignableUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/create/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Raise an issue (status EVC); answers it with its first timeline event */
    post: operations['createFeedbackIssuesCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/feedback/issues/{uuid}/status-update/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Assign (EVA, user_id), reassign (EVN, user_id) or resolve (EVR): 403 for non-staff, 400 on user_id when it is missing or not an administrator, 409 for a refused change */
    post: operations['createFeedbackIssuesStatusUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/register/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a client with a charge request's access code; answers app tokens */
    post: operations['createAppRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign a client in to the companion app; answers app tokens */
    post: operations['createAppToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trade an app refresh token for a new pair (rotation) */
    post: operations['createAppTokenRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/consent-requests/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Supporters waiting for the client to give or deny consent */
    get: operations['getAppConsentRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/consent-requests/{caseManagerUuid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give (GV) or deny (DN) a supporter's pending consent request */
    post: operations['createAppConsentRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/modules/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The module catalogue in reading order */
    get: operations['getAppModules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/sessions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an app session */
    post: operations['createAppSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/meditations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an audio meditation listened to */
    post: operations['createAppMeditations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/module-reads/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a module page read (a page read again answers 200) */
    post: operations['createAppModuleReads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/questionnaires/phq8/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a PHQ-8 answer */
    post: operations['createAppQuestionnairesPhq8'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/questionnaires/gad7/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a GAD-7 answer */
    post: operations['createAppQuestionnairesGad7'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/questionnaires/wsas/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a WSAS answer */
    post: operations['createAppQuestionnairesWsas'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/questionnaires/wellbeing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a wellbeing answer */
    post: operations['createAppQuestionnairesWellbeing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/checkins/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a daily check-in */
    post: operations['createAppCheckins'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/access-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who on the staff side viewed the client's data (journey views, exports), newest first */
    get: operations['getAppAccessLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/app/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything the portal holds about the client, as a ZIP archive (JSON, CSV and a FHIR R4 Bundle of the questionnaires); audited */
    get: operations['getAppExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * AccessCodeBulkCreate
     * @description POST admin/access-codes/bulk-create/.
     */
    AccessCodeBulkCreate: {
      access_codes: components['schemas']['AccessCodeCreate'][];
    };
    /**
     * AccessCodeCreate
     * @description POST admin/access-codes/.
     */
    AccessCodeCreate: {
      code: components['schemas']['AccessCodeValue'];
      /** @description Carer id. */
      created_for?: number | null;
      /** Format: date-time */
      assigned_at?: string | null;
      /** @description Charge id. */
      used_by?: number | null;
      /** Format: date-time */
      used_at?: string | null;
    };
    /**
     * AccessCodeDetail
     * @description GET admin/access-codes/{id}/.
     */
    AccessCodeDetail: {
      id: number;
      code: components['schemas']['AccessCodeValue'];
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      /** @description A client registered with it; it stays used when that charge is gone (its use date stays). */
      used: boolean;
      /** @description The carer it was created for. */
      createdFor: {
        uuid: components['schemas']['Uuid'];
        email: components['schemas']['Email'];
        username: string;
        /** Format: date-time */
        assignedAt: string | null;
      } | null;
      /** @description The client who registered with it. */
      usedBy: {
        uuid: components['schemas']['Uuid'];
        firstName: string;
        lastName: string;
        /** @description Company name, or null when the person has none. */
        company: string | null;
        policy: string | null;
        email: components['schemas']['Email'];
        /** Format: date-time */
        usedAt: string | null;
      } | null;
      /** @description The charge request it was made for, while unused. */
      toBeUsedBy: {
        firstName: string;
        lastName: string;
        /** @description Company name, or null when the person has none. */
        company: string | null;
        policy: string | null;
        /** Format: email */
        email: string | null;
      } | null;
    };
    /**
     * AccessCodeList
     * @description A page of access codes.
     */
    AccessCodeList: {
      items: components['schemas']['AccessCode'][];
      count: number;
    };
    /**
     * AccessCodeValue
     * @description An access code: uppercase letters, digits and dashes, 4 to 32 characters.
     */
    AccessCodeValue: string;
    /**
     * AccessCode
     * @description An access code, as listed for administrators (GET admin/access-codes/).
     */
    AccessCode: {
      id: number;
      code: components['schemas']['AccessCodeValue'];
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      /** Format: date-time */
      assignedAt: string | null;
      /** Format: date-time */
      usedAt: string | null;
      /** @description Full name of the client who used it. */
      usedBy: string | null;
      /**
       * Format: email
       * @description E-mail of the carer it was created for.
       */
      createdFor: string | null;
    };
    /**
     * AccountUpdate
     * @description PATCH users/{uuid}/ and case-managers/{uuid}/ (administrators): only the fields that change. `companies` (ids) applies to case managers only; `isActive: false` deactivates the account and ends its sessions, `true` reactivates it. A name sent null or blank is cleared, except a case manager's: their names are required (400). `role` follows the role rules (core/accountRoles.ts): 403 for a role this administrator may not give, 409 for one that would not take effect or an app user's account.
     */
    AccountUpdate: {
      firstName?: string | null;
      lastName?: string | null;
      email?: components['schemas']['Email'];
      role?: components['schemas']['Role'];
      companies?: number[];
      /** @description False once an administrator deactivated the account: it cannot sign in. */
      isActive?: boolean;
    };
    /**
     * ActionConfirmation
     * @description An irreversible action's confirmation: the record's field its definition names (the client's e-mail), typed by the reader.
     */
    ActionConfirmation: {
      confirmation: string;
    };
    /**
     * AppAccessLogEntry
     * @description Companion app: one time someone on the staff side looked at or took the client's data.
     */
    AppAccessLogEntry: {
      at: components['schemas']['IsoDateTime'];
      /**
       * @description The viewer's role as stored: AD administrator, QM quality manager, MG manager, CA case manager (a supporter); null for the retention job.
       * @enum {string|null}
       */
      role: 'AD' | 'QM' | 'MG' | 'CA' | null;
      /** @description The viewer's name as the client knows them: one of their supporters' names; null for staff who are not their supporter. */
      name: string | null;
      /**
       * @description What was viewed or taken: the journey (the client's app data), a progress report of it, or the export of everything held.
       * @enum {string}
       */
      viewed: 'journey' | 'report' | 'export' | 'anonymise';
    };
    /**
     * AppAccessLog
     * @description Companion app: who on the staff side viewed the client's data, newest first (at most the last 500).
     */
    AppAccessLog: {
      items: components['schemas']['AppAccessLogEntry'][];
      count: number;
    };
    /**
     * AppCheckinCreate
     * @description Companion app: a daily check-in.
     */
    AppCheckinCreate: {
      checkin_at: components['schemas']['IsoDateTime'];
      mood: components['schemas']['CheckinScore'];
      diet: components['schemas']['CheckinScore'];
      sleep: components['schemas']['CheckinScore'];
      active: components['schemas']['CheckinScore'];
      /** @description An extra check-in score, 1 to 5, or null. */
      t1?: number | null;
      /** @description An extra check-in score, 1 to 5, or null. */
      t2?: number | null;
    };
    /**
     * AppConsentAnswer
     * @description Companion app: the charge gives (GV) or denies (DN) a consent request.
     */
    AppConsentAnswer: {
      /** @enum {string} */
      status: 'GV' | 'DN';
    };
    /**
     * AppConsentAnswered
     * @description Companion app: the consent status a supporter now has after the client's answer.
     */
    AppConsentAnswered: {
      caseManagerUuid: components['schemas']['Uuid'];
      /** @enum {string} */
      status: 'GV' | 'DN';
      answeredAt: components['schemas']['IsoDateTime'];
    };
    /**
     * AppConsentRequestList
     * @description Companion app: every pending consent request of the signed-in client, oldest first.
     */
    AppConsentRequestList: components['schemas']['AppConsentRequest'][];
    /**
     * AppConsentRequest
     * @description Companion app: a supporter waiting for the client's answer to a consent request.
     */
    AppConsentRequest: {
      caseManagerUuid: components['schemas']['Uuid'];
      /** @description The supporter's full name, or their e-mail when they have no name. */
      name: string;
      email: string;
      designation: string | null;
      requestedAt: components['schemas']['IsoDateTime'];
    };
    /**
     * AppGad7Create
     * @description Companion app: a GAD-7 answer; posted_at defaults to the time of receipt.
     */
    AppGad7Create: {
      qs: components['schemas']['Gad7Answers'];
      posted_at?: components['schemas']['IsoDateTime'];
    };
    /**
     * AppMeditationCreate
     * @description Companion app: one audio meditation listened to.
     */
    AppMeditationCreate: {
      listened_at: components['schemas']['IsoDateTime'];
      name: string;
      duration_seconds: number;
    };
    /**
     * AppModuleList
     * @description Companion app: the module catalogue in reading order.
     */
    AppModuleList: components['schemas']['AppModule'][];
    /**
     * AppModuleReadCreate
     * @description Companion app: one module page read.
     */
    AppModuleReadCreate: {
      module_id: number;
      page: number;
      read_at: components['schemas']['IsoDateTime'];
    };
    /**
     * AppModule
     * @description Companion app: one reading module of the catalogue.
     */
    AppModule: {
      id: number;
      name: string;
      description: string;
      /** @description Reading time in minutes. */
      duration: number;
      totalPages: number;
    };
    /**
     * AppPhq8Create
     * @description Companion app: a PHQ-8 answer; posted_at defaults to the time of receipt.
     */
    AppPhq8Create: {
      qs: components['schemas']['Phq8Answers'];
      posted_at?: components['schemas']['IsoDateTime'];
    };
    /**
     * AppRecordId
     * @description Companion app: the id of the record a post created (201) or had already stored (200).
     */
    AppRecordId: {
      id: number;
    };
    /**
     * AppRegister
     * @description Companion app: a client registers with an access code.
     */
    AppRegister: {
      access_code: components['schemas']['AccessCodeValue'];
      email: components['schemas']['Email'];
      password: components['schemas']['Password'];
      first_name: string;
      last_name: string;
      gender?: string | null;
      is_employed?: boolean | null;
    };
    /**
     * AppSessionCreate
     * @description Companion app: one app session.
     */
    AppSessionCreate: {
      started_at: components['schemas']['IsoDateTime'];
      duration_seconds: number;
    };
    /**
     * AppWellbeingCreate
     * @description Companion app: a wellbeing measure answer; posted_at defaults to the time of receipt.
     */
    AppWellbeingCreate: {
      qs: components['schemas']['WellbeingAnswers'];
      posted_at?: components['schemas']['IsoDateTime'];
    };
    /**
     * AppWsasCreate
     * @description Companion app: a WSAS answer; posted_at defaults to the time of receipt.
     */
    AppWsasCreate: {
      qs: components['schemas']['WsasAnswers'];
      posted_at?: components['schemas']['IsoDateTime'];
    };
    /**
     * AssignableUserList
     * @description GET feedback/issues/assignable-users/: the administrators an issue can be assigned to.
     */
    AssignableUserList: {
      items: components['schemas']['AssignableUser'][];
      count: number;
    };
    /**
     * AssignableUser
     * @description A staff user an issue can be assigned to.
     */
    AssignableUser: {
      uuid: components['schemas']['Uuid'];
      email: components['schemas']['Email'];
      firstName: string | null;
      lastName: string | null;
    };
    /**
     * AttentionAcknowledgementCreate
     * @description POST charges/{uuid}/attention/: acknowledge a raised flag with a short note.
     */
    AttentionAcknowledgementCreate: {
      code: components['schemas']['AttentionCode'];
      note: string;
    };
    /**
     * AttentionAcknowledgement
     * @description A supporter's acknowledgement of a triage flag; it holds until the flag clears or a worse value raises it again (endedAt, endReason).
     */
    AttentionAcknowledgement: {
      id: number;
      code: components['schemas']['AttentionCode'];
      note: string;
      acknowledgedAt: components['schemas']['IsoDateTime'];
      acknowledgedBy: {
        fullName: string;
        email: components['schemas']['Email'];
      };
      /** Format: date-time */
      endedAt: string | null;
      /** @enum {string|null} */
      endReason: 'cleared' | 'worsened' | null;
    };
    /**
     * AttentionCode
     * @description A triage flag (core/attention.ts): severe_score (latest PHQ-8 >= 20, GAD-7 >= 15 or WSAS >= 20), reliable_deterioration (latest reliably worse than the first), low_mood (mood 1 or 2 on the last five check-ins), disengaged (no session for 14 days or more), overdue_questionnaire (no PHQ-8 for 21 days).
     * @enum {string}
     */
    AttentionCode:
      | 'severe_score'
      | 'reliable_deterioration'
      | 'low_mood'
      | 'disengaged'
      | 'overdue_questionnaire';
    /**
     * AttentionEvidence
     * @description What raised a triage flag (core/attention.ts flagEvidence): the scale and its latest total (severe_score, reliable_deterioration, overdue_questionnaire), the change from the first answer (reliable_deterioration), the low moods in a row (low_mood), and when: the answer, the latest check-in, the last session or the last PHQ-8 (null: none yet).
     */
    AttentionEvidence: {
      /** @enum {string|null} */
      scale: 'phq8' | 'gad7' | 'wsas' | null;
      score: number | null;
      change: number | null;
      count: number | null;
      /** Format: date-time */
      at: string | null;
    };
    /**
     * AttentionFlag
     * @description A raised triage flag in the charges list: its evidence, and the acknowledgement holding for it (null while it is open).
     */
    AttentionFlag: {
      code: components['schemas']['AttentionCode'];
      evidence: components['schemas']['AttentionEvidence'];
      acknowledged: {
        /** Format: date-time */
        at: string;
        by: string;
      } | null;
    };
    /**
     * AttentionSummary
     * @description GET charges/attention-summary/: how many of the caller's charges need attention, in all and by flag, counting only open (unacknowledged) flags of charges under the caller's own Given consent.
     */
    AttentionSummary: {
      total: number;
      byCode: {
        severe_score: number;
        reliable_deterioration: number;
        low_mood: number;
        disengaged: number;
        overdue_questionnaire: number;
      };
    };
    /**
     * AuditEntryList
     * @description A page of the audit log.
     */
    AuditEntryList: {
      items: components['schemas']['AuditEntry'][];
      count: number;
    };
    /**
     * AuditEntry
     * @description One audited event: who did what to which record, when and from where.
     */
    AuditEntry: {
      id: number;
      at: components['schemas']['IsoDateTime'];
      /** @description The person's name (their e-mail when they have none); null when unknown. */
      actor: string | null;
      actorEmail: string | null;
      /** @description An action code of the catalogue (core/auditActions.ts). */
      action: string;
      /** @description The kind of record acted on: charge, issue, user, access_code, list… */
      recordType: string | null;
      /** @description The record's key (uuid or id; the resource name of an exported list). */
      record: string | null;
      /** @description The record as a person reads it (a name and e-mail, a code, a subject), as it was when the event was written; null where the key says it (an exported list) or the kind has none. */
      recordLabel: string | null;
      /**
       * @description Why the record has no page any more: deleted, or revoked (an access code); null while it is there or where the portal keeps none.
       * @enum {string|null}
       */
      recordState: 'deleted' | 'revoked' | null;
      ip: string | null;
      /** @description What the event adds, as JSON text (an export's resource and query, a consent change's from and to): its shape is each action's own. */
      details: string;
    };
    /**
     * BulkApiError
     * @description The error body of a bulk call: field errors of the whole payload, or a list of them aligned with the submitted items ({} for an item that was created).
     */
    BulkApiError: {
      message: string;
      data: components['schemas']['FieldErrors'] | components['schemas']['FieldErrors'][];
    };
    /**
     * CaseManagerChargeList
     * @description A page of a case manager's charges.
     */
    CaseManagerChargeList: {
      items: components['schemas']['CaseManagerCharge'][];
      count: number;
    };
    /**
     * CaseManagerCharge
     * @description A charge of a case manager (GET case-managers/{id}/charges).
     */
    CaseManagerCharge: {
      uuid: components['schemas']['Uuid'];
      firstName: string;
      lastName: string;
      email: components['schemas']['Email'];
      consentStatus: components['schemas']['ConsentStatus'];
    };
    /**
     * CaseManagerCreate
     * @description POST case-managers/: an administrator adds a case manager.
     */
    CaseManagerCreate: {
      user: {
        first_name: string;
        last_name: string;
        email: components['schemas']['Email'];
        /** @description Optional; the server derives one from the e-mail when absent. */
        username?: string | null;
        password: components['schemas']['Password'];
      };
      /** @enum {string} */
      role: 'MG';
      /** @description Company id. */
      company: number;
    };
    /**
     * CaseManagerDetail
     * @description GET case-managers/{id}/.
     */
    CaseManagerDetail: {
      id: number;
      uuid: components['schemas']['Uuid'];
      firstName: string | null;
      lastName: string | null;
      fullName: string;
      email: components['schemas']['Email'];
      /** Format: date-time */
      lastLogin: string | null;
      loginsCount: number;
      /** @description How many journeys this case manager has viewed. */
      viewsCount: number;
      companies: components['schemas']['Company'][];
      /** @description The carer profile id (access codes are created for it). */
      carerId: number;
      designation: string | null;
      role: components['schemas']['Role'];
      /** @description False once an administrator deactivated the account: it cannot sign in. */
      isActive: boolean;
      dateJoined: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      /** @description Journeys viewed, newest first. */
      history: {
        chargeUuid: components['schemas']['Uuid'];
        chargeName: string;
        date: components['schemas']['IsoDateTime'];
      }[];
      /** @description Whether sign-in asks for a second factor (TOTP) after the password. */
      secondFactor: boolean;
    };
    /**
     * CaseManagerInvitation
     * @description GET case-managers/invitation/{id}/: an invitation to support a charge request.
     */
    CaseManagerInvitation: {
      uuid: components['schemas']['Uuid'];
      email: components['schemas']['Email'];
      designation: components['schemas']['Designation'];
      invitedBy: components['schemas']['Inviter'];
      chargeRequest: {
        /** Format: email */
        email: string | null;
        firstName: string;
        lastName: string;
      };
    };
    /**
     * CaseManagerList
     * @description A page of case managers.
     */
    CaseManagerList: {
      items: components['schemas']['CaseManager'][];
      count: number;
    };
    /**
     * CaseManager
     * @description A case manager, as listed for administrators (GET case-managers/).
     */
    CaseManager: {
      id: number;
      uuid: components['schemas']['Uuid'];
      firstName: string | null;
      lastName: string | null;
      fullName: string;
      email: components['schemas']['Email'];
      /** Format: date-time */
      lastLogin: string | null;
      loginsCount: number;
      /** @description How many journeys this case manager has viewed. */
      viewsCount: number;
      companies: components['schemas']['Company'][];
      /** @description The carer profile id (access codes are created for it). */
      carerId: number;
      designation: string | null;
      role: components['schemas']['Role'];
      /** @description False once an administrator deactivated the account: it cannot sign in. */
      isActive: boolean;
    };
    /**
     * CaseNoteAmendment
     * @description A change to a case note after its first 24 hours: who made it, when, and each field changed with its previous and new value.
     */
    CaseNoteAmendment: {
      id: number;
      authorName: string;
      createdAt: components['schemas']['IsoDateTime'];
      changes: {
        /** @enum {string} */
        field: 'kind' | 'noteDate' | 'sessionMinutes' | 'sessionMode' | 'text' | 'visibility';
        from: string | number | null;
        to: string | number | null;
      }[];
    };
    /**
     * CaseNoteCreate
     * @description POST charges/{uuid}/notes/ (a supporter of the charge whose own consent is Given). A session's length in minutes and its mode are given for a session and for no other kind (400 otherwise). Visibility: private (the author alone), supporters (every supporter of the charge with Given consent) or supporters_and_admins (administrators too).
     */
    CaseNoteCreate: {
      /** @enum {string} */
      kind: 'contact' | 'session' | 'supervision' | 'event';
      noteDate: components['schemas']['IsoDate'];
      sessionMinutes?: number | null;
      /** @enum {string|null} */
      sessionMode?: 'in_person' | 'phone' | 'video' | 'message' | null;
      text: string;
      /** @enum {string} */
      visibility: 'private' | 'supporters' | 'supporters_and_admins';
    };
    /**
     * CaseNoteList
     * @description A page of case notes.
     */
    CaseNoteList: {
      items: components['schemas']['CaseNote'][];
      count: number;
    };
    /**
     * CaseNoteUpdate
     * @description PATCH charges/{uuid}/notes/{noteId}/ (its author): the fields that change. Within 24 hours of writing the note changes; after that the same change is an amendment kept with the note (who, when, each field's previous and new value).
     */
    CaseNoteUpdate: {
      /** @enum {string} */
      kind?: 'contact' | 'session' | 'supervision' | 'event';
      noteDate?: components['schemas']['IsoDate'];
      sessionMinutes?: number | null;
      /** @enum {string|null} */
      sessionMode?: 'in_person' | 'phone' | 'video' | 'message' | null;
      text?: string;
      /** @enum {string} */
      visibility?: 'private' | 'supporters' | 'supporters_and_admins';
    };
    /**
     * CaseNote
     * @description A case note under a charge, as its current values, with its amendments oldest first. `locked`: its first 24 hours are over, so a change is an amendment; `mine`: the caller wrote it (and alone may change it).
     */
    CaseNote: {
      id: number;
      /** @enum {string} */
      kind: 'contact' | 'session' | 'supervision' | 'event';
      noteDate: components['schemas']['IsoDate'];
      sessionMinutes: number | null;
      /** @enum {string|null} */
      sessionMode: 'in_person' | 'phone' | 'video' | 'message' | null;
      text: string;
      /** @enum {string} */
      visibility: 'private' | 'supporters' | 'supporters_and_admins';
      author: string;
      mine: boolean;
      locked: boolean;
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      amendments: components['schemas']['CaseNoteAmendment'][];
    };
    /**
     * ChargeAttention
     * @description GET charges/{uuid}/attention/: the raised triage flags, the data they rest on and every acknowledgement; only permissionDenied unless the caller's own consent is Given.
     */
    ChargeAttention: {
      permissionDenied?: boolean;
      flags?: {
        code: components['schemas']['AttentionCode'];
        evidence: components['schemas']['AttentionEvidence'];
        acknowledgement: components['schemas']['AttentionAcknowledgement'] | null;
      }[];
      /** @description What the flags rest on: first and latest totals, the low-mood run, the latest session and PHQ-8. */
      facts?: {
        phq8: components['schemas']['ScoreFirstLatest'] | null;
        gad7: components['schemas']['ScoreFirstLatest'] | null;
        wsas: components['schemas']['ScoreFirstLatest'] | null;
        lowMoodRun: number;
        /** Format: date-time */
        latestSession: string | null;
        /** Format: date-time */
        latestPhq8At: string | null;
      };
      history?: components['schemas']['AttentionAcknowledgement'][];
    };
    /**
     * ChargeDetail
     * @description GET charges/{id}/.
     */
    ChargeDetail: {
      id: number;
      uuid: components['schemas']['Uuid'];
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string | null;
      email: components['schemas']['Email'];
      /** @description Company name, or null when the person has none. */
      company: string | null;
      /** @description Course name, or null. */
      course: string | null;
      /** @description Number of app sessions. */
      sessions: number;
      policy: string | null;
      /** Format: date-time */
      latestSession: string | null;
      consentStatus: components['schemas']['ConsentStatus'];
      /** @description The raised triage flags with their evidence, in the portal's order (empty when none); null unless the caller's own consent is Given. */
      attention: components['schemas']['AttentionFlag'][] | null;
      /** @description The latest PHQ-8; null when there is none or the caller's own consent is not Given. */
      latestPhq8: components['schemas']['LatestScore'] | null;
      accessCodes: string[];
      /** @description Company id. */
      companyId: number | null;
      gender: string | null;
      isEmployed: boolean | null;
      createdOn: components['schemas']['IsoDateTime'];
      updatedOn: components['schemas']['IsoDateTime'];
      otherSupporters: components['schemas']['OtherSupporter'][];
      invitedSupporters: components['schemas']['InvitedSupporter'][];
      /** @description Whether the requesting user may invite supporters. */
      canSupporterInviteOthers: boolean;
      /** @description The charge's open episode of care, else its last one closed; null when it has had none. */
      latestEpisode: components['schemas']['ChargeEpisode'] | null;
    };
    /**
     * ChargeEpisode
     * @description A charge's latest episode of care as its page shows it: the open one, else the last one closed.
     */
    ChargeEpisode: {
      id: number;
      openedOn: components['schemas']['IsoDate'];
      /**
       * Format: date
       * @description The discharge date; null while the episode is open.
       */
      closedOn: string | null;
      /**
       * @description Why the episode closed; null while it is open.
       * @enum {string|null}
       */
      dischargeReason:
        'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
      dischargeNote: string | null;
    };
    /**
     * ChargeInvitation
     * @description GET charges/invitations/{id}/: an invitation to support a charge.
     */
    ChargeInvitation: {
      uuid: components['schemas']['Uuid'];
      email: components['schemas']['Email'];
      designation: components['schemas']['Designation'];
      invitedBy: components['schemas']['Inviter'];
      charge: {
        email: components['schemas']['Email'];
        name: string;
      };
    };
    /**
     * ChargeJourney
     * @description GET charges/{id}/sessions/: a charge's engagement; only permissionDenied when consent is not given.
     */
    ChargeJourney: {
      permissionDenied: boolean;
      /** @description The portal's TIME_ZONE (IANA name): the calendar of every day and month in the journey. */
      timeZone?: string;
      /** @description The charge's episodes of care, oldest first: a reliable change is read against the baseline of the episode that holds its answer. */
      episodes?: components['schemas']['JourneyEpisode'][];
      sessions?: components['schemas']['SessionsSummary'];
      media_meditations?: components['schemas']['MediaMeditations'];
      phq8s?: components['schemas']['Phq8'][];
      gad7s?: components['schemas']['Gad7'][];
      wsass?: components['schemas']['Wsas'][];
      /**
       * Format: date-time
       * @description daily_checkins holds every check-in from this instant on (a recent answer, history=recent); null when it holds the whole history.
       */
      checkinsFrom?: string | null;
      daily_checkins?: components['schemas']['DailyCheckin'][];
      wellbeings?: components['schemas']['Wellbeing'][];
      modules?: components['schemas']['ModulesData'];
    };
    /**
     * ChargeList
     * @description A page of charges.
     */
    ChargeList: {
      items: components['schemas']['Charge'][];
      count: number;
    };
    /**
     * ChargeRequestCreate
     * @description POST case-managers/charge-requests/. designation is the creator's own designation for the new charge.
     */
    ChargeRequestCreate: {
      first_name: string;
      last_name: string;
      /** Format: email */
      email?: string | null;
      /** @description Company id. */
      company?: number | null;
      policy_number?: string | null;
      /** @default true */
      should_request_consent: boolean;
      designation: components['schemas']['Designation'];
      other_case_managers?: {
        uuid: components['schemas']['Uuid'];
        designation: components['schemas']['Designation'];
      }[];
      invited_supporters?: components['schemas']['SupporterAdd'][];
    };
    /**
     * ChargeRequestCreated
     * @description The answer of POST case-managers/charge-requests/.
     */
    ChargeRequestCreated: {
      code: components['schemas']['AccessCodeValue'];
      charge_request: components['schemas']['ChargeRequest'];
    };
    /**
     * ChargeRequestDetail
     * @description GET case-managers/charge-requests/{id}/.
     */
    ChargeRequestDetail: {
      id: number;
      firstName: string;
      lastName: string;
      fullName: string;
      /** Format: email */
      email: string | null;
      policyNumber: string | null;
      /** @description Company name, or null when the person has none. */
      company: string | null;
      accessCode: components['schemas']['AccessCodeValue'];
      createdBy: components['schemas']['Email'];
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      /** @description Company id. */
      companyId: number | null;
      designation: components['schemas']['Designation'];
      /** @description Whether its client registered with its access code: it can then no longer be amended or withdrawn. */
      used: boolean;
      /** @description Case managers attached directly. */
      otChargeRequests: {
        email: components['schemas']['Email'];
        designation: components['schemas']['Designation'];
        createdAt: components['schemas']['IsoDateTime'];
      }[];
      invitedSupporters: components['schemas']['InvitedSupporter'][];
    };
    /**
     * ChargeRequestList
     * @description A page of charge requests.
     */
    ChargeRequestList: {
      items: components['schemas']['ChargeRequest'][];
      count: number;
    };
    /**
     * ChargeRequestUpdate
     * @description PATCH charge-requests/{id}/ (its creator and administrators, while its access code is unused): an amendment, only the fields that change. companyId is a company's id, null for none; designation is the creator's own for the new charge.
     */
    ChargeRequestUpdate: {
      firstName?: string;
      lastName?: string;
      /** @description Company id. */
      companyId?: number | null;
      policyNumber?: string | null;
      designation?: components['schemas']['Designation'];
    };
    /**
     * ChargeRequest
     * @description A request for a new client, with its access code (GET case-managers/charge-requests/). createdBy is the creator's e-mail.
     */
    ChargeRequest: {
      id: number;
      firstName: string;
      lastName: string;
      fullName: string;
      /** Format: email */
      email: string | null;
      policyNumber: string | null;
      /** @description Company name, or null when the person has none. */
      company: string | null;
      accessCode: components['schemas']['AccessCodeValue'];
      createdBy: components['schemas']['Email'];
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
    };
    /**
     * ChargeUpdate
     * @description PATCH charges/{uuid}/ (administrators and the charge's supporters): a correction of the charge's profile, only the fields that change. companyId is a company's id, null for none.
     */
    ChargeUpdate: {
      firstName?: string;
      lastName?: string;
      nickname?: string | null;
      /** @description Company id. */
      companyId?: number | null;
      policy?: string | null;
      gender?: string | null;
      isEmployed?: boolean | null;
    };
    /**
     * Charge
     * @description A charge (client), as listed for the supporters attached to it (GET charges/). consentStatus is the requesting supporter's consent status.
     */
    Charge: {
      id: number;
      uuid: components['schemas']['Uuid'];
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string | null;
      email: components['schemas']['Email'];
      /** @description Company name, or null when the person has none. */
      company: string | null;
      /** @description Course name, or null. */
      course: string | null;
      /** @description Number of app sessions. */
      sessions: number;
      policy: string | null;
      /** Format: date-time */
      latestSession: string | null;
      consentStatus: components['schemas']['ConsentStatus'];
      /** @description The raised triage flags with their evidence, in the portal's order (empty when none); null unless the caller's own consent is Given. */
      attention: components['schemas']['AttentionFlag'][] | null;
      /** @description The latest PHQ-8; null when there is none or the caller's own consent is not Given. */
      latestPhq8: components['schemas']['LatestScore'] | null;
    };
    /**
     * CheckinScore
     * @description A daily check-in score, 1 to 5.
     */
    CheckinScore: number;
    /**
     * CompanyCreate
     * @description POST companies/ (administrators): a company's name, unique.
     */
    CompanyCreate: {
      name: string;
    };
    /**
     * CompanyList
     * @description A page of companies.
     */
    CompanyList: {
      items: components['schemas']['Company'][];
      count: number;
    };
    /**
     * CompanyMateList
     * @description A page of company mates.
     */
    CompanyMateList: {
      items: components['schemas']['CompanyMate'][];
      count: number;
    };
    /**
     * CompanyMate
     * @description A case manager of the same company (GET case-managers/from-same-company/).
     */
    CompanyMate: {
      uuid: components['schemas']['Uuid'];
      /** @description Full name, or the e-mail when the names are empty. */
      name: string;
      email: components['schemas']['Email'];
      designation: string | null;
    };
    /**
     * CompanyUpdate
     * @description PATCH companies/{id}/ (administrators): the fields that change.
     */
    CompanyUpdate: {
      name?: string;
    };
    /**
     * Company
     * @description A company.
     */
    Company: {
      id: number;
      name: string;
    };
    /**
     * ConsentStatusUpdate
     * @description POST charges/{id}/consent-status-update/: request (RQ) or cancel (RC) consent.
     */
    ConsentStatusUpdate: {
      /** @enum {string} */
      status: 'RQ' | 'RC';
    };
    /**
     * ConsentStatus
     * @description Consent to view a charge's data: RQ Requested, RC Cancelled, GV Given, DN Denied, NR Not Requested.
     * @enum {string}
     */
    ConsentStatus: 'RQ' | 'RC' | 'GV' | 'DN' | 'NR';
    /**
     * CourseCreate
     * @description POST courses/ (administrators): a course's English name and, where it has one, its isiZulu name; each unique.
     */
    CourseCreate: {
      name: string;
      nameZu?: string | null;
    };
    /**
     * CourseDetail
     * @description One course as administrators edit it: `name` is its English name whatever the reader's language, `nameZu` its isiZulu name or null.
     */
    CourseDetail: {
      id: number;
      name: string;
      nameZu: string | null;
    };
    /**
     * CourseList
     * @description A page of courses.
     */
    CourseList: {
      items: components['schemas']['Course'][];
      count: number;
    };
    /**
     * CourseUpdate
     * @description PATCH courses/{id}/ (administrators): the fields that change; a null `nameZu` removes the isiZulu name (the course reads its English one).
     */
    CourseUpdate: {
      name?: string;
      nameZu?: string | null;
    };
    /**
     * Course
     * @description A course a charge follows, named in the reader's language (its English name where it has no isiZulu one).
     */
    Course: {
      id: number;
      name: string;
    };
    /**
     * DailyCheckin
     * @description A daily mood, diet, sleep and activity check-in.
     */
    DailyCheckin: {
      checkinAt: components['schemas']['IsoDateTime'];
      mood: components['schemas']['CheckinScore'];
      diet: components['schemas']['CheckinScore'];
      sleep: components['schemas']['CheckinScore'];
      active: components['schemas']['CheckinScore'];
      /** @description An extra check-in score, 1 to 5, or null. */
      t1: number | null;
      /** @description An extra check-in score, 1 to 5, or null. */
      t2: number | null;
    };
    /**
     * IsoDateTime
     * Format: date-time
     * @description An RFC 3339 date-time string, e.g. 2026-04-27T09:30:00Z.
     */
    IsoDateTime: string;
    /**
     * IsoDate
     * Format: date
     * @description An RFC 3339 full-date string, e.g. 2026-04-27.
     */
    IsoDate: string;
    /**
     * DesignationList
     * @description The stored designations, answered whole: the defaults (Case manager, OT) first, then what users typed, alphabetically.
     */
    DesignationList: {
      items: components['schemas']['Designation'][];
      count: number;
    };
    /**
     * Designation
     * @description The free-text role a supporter has for a charge, e.g. Case manager or OT.
     */
    Designation: string;
    /**
     * EmailConfirmRequest
     * @description POST users/profile/confirm-email/: the token of the link mailed to the new address.
     */
    EmailConfirmRequest: {
      token: string;
    };
    /**
     * Email
     * Format: email
     * @description An e-mail address.
     */
    Email: string;
    /**
     * EpisodeCreate
     * @description POST episodes/: opens an episode of care for a charge the caller may see, on a day of the portal's calendar not after today; 409 while one is open.
     */
    EpisodeCreate: {
      chargeUuid: components['schemas']['Uuid'];
      openedOn: components['schemas']['IsoDate'];
    };
    /**
     * EpisodeList
     * @description A page of episodes of care.
     */
    EpisodeList: {
      items: components['schemas']['Episode'][];
      count: number;
    };
    /**
     * EpisodeUpdate
     * @description PATCH episodes/{id}/: the fields that change. A discharge sets closedOn and dischargeReason (and an optional note) on an open episode; closedOn is never before openedOn nor after today, and a reason goes with a discharge date, never without.
     */
    EpisodeUpdate: {
      openedOn?: components['schemas']['IsoDate'];
      /**
       * Format: date
       * @description The discharge date; null while the episode is open.
       */
      closedOn?: string | null;
      /**
       * @description Why the episode closed; null while it is open.
       * @enum {string|null}
       */
      dischargeReason?:
        'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
      dischargeNote?: string | null;
    };
    /**
     * Episode
     * @description An episode of care of a charge (GET episodes/, episodes/{id}/): administrators read every charge's, a supporter those of the charges they are attached to.
     */
    Episode: {
      id: number;
      chargeUuid: components['schemas']['Uuid'];
      /** @description The charge's name, or e-mail when it has none. */
      client: string;
      openedOn: components['schemas']['IsoDate'];
      /**
       * Format: date
       * @description The discharge date; null while the episode is open.
       */
      closedOn: string | null;
      /**
       * @description Why the episode closed; null while it is open.
       * @enum {string|null}
       */
      dischargeReason:
        'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
      dischargeNote: string | null;
      /** @enum {string} */
      status: 'open' | 'closed';
      company: string | null;
      course: string | null;
    };
    /**
     * ApiError
     * @description The body of every error response: a message in the reader's language and field errors (empty when the error is about no field).
     */
    ApiError: {
      message: string;
      data: components['schemas']['FieldErrors'];
    };
    /**
     * FieldErrors
     * @description Field errors by payload key, each a list of messages. A map, so it allows any key.
     */
    FieldErrors: {
      [key: string]: string[];
    };
    /**
     * ForgotPasswordRequest
     * @description POST auth/forgot-password/: mail a reset token.
     */
    ForgotPasswordRequest: {
      email: components['schemas']['Email'];
    };
    /**
     * Gad7Answers
     * @description GAD-7 answers q1 to q7, each 0 to 3.
     */
    Gad7Answers: number[];
    /**
     * Gad7
     * @description A GAD-7 anxiety questionnaire answer.
     */
    Gad7: {
      postedAt: components['schemas']['IsoDateTime'];
      qs: components['schemas']['Gad7Answers'];
      totalScore: number;
      severity: components['schemas']['Severity'];
      reliableChangeFromFirst: components['schemas']['ReliableChange'];
      reliableChangeFromPrevious: components['schemas']['ReliableChange'];
    };
    /**
     * Health
     * @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503).
     */
    Health: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
    };
    /**
     * InvitationDeclineRequest
     * @description Decline a client invitation with its code.
     */
    InvitationDeclineRequest: {
      invite_uuid: components['schemas']['Uuid'];
      invite_code: string;
    };
    /**
     * InvitationStatus
     * @description Invitation status: PN pending, AC accepted, RJ rejected.
     * @enum {string}
     */
    InvitationStatus: 'PN' | 'AC' | 'RJ';
    /**
     * InviteAcceptRequest
     * @description POST auth/invite-accept/: accept an emailed invitation as the signed-in account it was sent to.
     */
    InviteAcceptRequest: {
      invite_uuid: components['schemas']['Uuid'];
      /** @description The one-time code sent with the invitation (upper-cased). */
      invite_code: string;
      /** @description True when the invitation is for a client (charge). */
      is_client: boolean;
    };
    /**
     * InviteSignupRequest
     * @description POST auth/invite-signup/: sign up from an emailed invitation.
     */
    InviteSignupRequest: {
      invite_uuid: components['schemas']['Uuid'];
      /** @description The one-time code sent with the invitation (upper-cased). */
      invite_code: string;
      email: components['schemas']['Email'];
      first_name: string;
      last_name: string;
      password: components['schemas']['Password'];
      /** @description True when the invitation is for a client (charge). */
      is_client: boolean;
    };
    /**
     * InvitedSupporter
     * @description A supporter invited by e-mail who has not signed up yet.
     */
    InvitedSupporter: {
      email: components['schemas']['Email'];
      designation: components['schemas']['Designation'];
      status: components['schemas']['InvitationStatus'];
      createdAt: components['schemas']['IsoDateTime'];
    };
    /**
     * Inviter
     * @description The user who sent an invitation.
     */
    Inviter: {
      firstName: string | null;
      lastName: string | null;
      email: components['schemas']['Email'];
    };
    /**
     * IssueCommentCreate
     * @description POST feedback/issues/{uuid}/comments/. The text is trimmed and must still hold 1 to 2000 characters.
     */
    IssueCommentCreate: {
      text: string;
    };
    /**
     * IssueComment
     * @description A comment on an issue, by its staff or its creator.
     */
    IssueComment: {
      /**
       * Format: email
       * @description E-mail of the user who wrote it.
       */
      author: string;
      text: string;
      time: components['schemas']['IsoDateTime'];
    };
    /**
     * IssueCreate
     * @description POST feedback/issues/create/. The title is trimmed and must still hold 4 to 256 characters; a blank or null text is stored empty.
     */
    IssueCreate: {
      title: components['schemas']['IssueTitle'];
      text?: components['schemas']['IssueText'] | null;
    };
    /**
     * IssueDetail
     * @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/.
     */
    IssueDetail: {
      uuid: components['schemas']['Uuid'];
      title: components['schemas']['IssueTitle'];
      text: components['schemas']['IssueText'];
      status: components['schemas']['IssueStatus'];
      createdAt: components['schemas']['IsoDateTime'];
      createdBy: components['schemas']['Email'];
      /**
       * Format: email
       * @description E-mail of the assignee.
       */
      assignedTo: string | null;
      /**
       * Format: uuid
       * @description Uuid of the assignee.
       */
      assignedToUuid: string | null;
      /** @description Oldest first. */
      events: components['schemas']['IssueEvent'][];
      /** @description Oldest first. */
      comments: components['schemas']['IssueComment'][];
    };
    /**
     * IssueEvent
     * @description One status change of an issue.
     */
    IssueEvent: {
      status: components['schemas']['IssueStatus'];
      /**
       * Format: email
       * @description E-mail of the assignee.
       */
      assignedTo: string | null;
      /**
       * Format: email
       * @description E-mail of the user who made the change.
       */
      assignedBy: string | null;
      time: components['schemas']['IsoDateTime'];
    };
    /**
     * IssueList
     * @description A page of issues.
     */
    IssueList: {
      items: components['schemas']['Issue'][];
      count: number;
    };
    /**
     * IssueStats
     * @description GET feedback/issues/stats/ (administrators). Totals over all issues; the monthly lists cover the last 6 calendar months, oldest first, the current one last, months without issues included (total 0).
     */
    IssueStats: {
      /** @description Every issue raised. */
      created: number;
      /** @description Issues assigned or reassigned and not yet resolved (EVA, EVN). */
      assigned: number;
      /** @description Resolved issues (EVR). */
      resolved: number;
      /** @description Issues raised in each month. */
      createdPerMonth: components['schemas']['MonthTotal'][];
      /** @description Of the issues raised in each month, those resolved by now: created minus resolved is the unresolved part of the stacked bar. */
      resolvedPerMonth: components['schemas']['MonthTotal'][];
    };
    /**
     * IssueStatusUpdate
     * @description POST feedback/issues/{uuid}/status-update/: assign (EVA), reassign (EVN) or resolve (EVR). user_id, the assignee's uuid, is needed to assign or reassign.
     */
    IssueStatusUpdate: {
      /** @enum {string} */
      status: 'EVA' | 'EVN' | 'EVR';
      user_id?: components['schemas']['Uuid'];
    };
    /**
     * IssueStatus
     * @description Issue status: EVC created, EVA assigned, EVN reassigned, EVR resolved.
     * @enum {string}
     */
    IssueStatus: 'EVC' | 'EVA' | 'EVN' | 'EVR';
    /**
     * IssueText
     * @description An issue text, at most 2048 characters.
     */
    IssueText: string;
    /**
     * IssueTitle
     * @description An issue title, 4 to 256 characters.
     */
    IssueTitle: string;
    /**
     * IssueUpdate
     * @description PATCH feedback/issues/{uuid}/ (its author, until the help desk takes it up): the title and text, only the fields that change. The title is trimmed as at creation.
     */
    IssueUpdate: {
      title?: components['schemas']['IssueTitle'];
      text?: components['schemas']['IssueText'] | null;
    };
    /**
     * Issue
     * @description A feedback issue, as listed. createdBy and assignedTo are e-mails; assignedToUuid is the assignee's uuid (the user_id a status update sends), null while unassigned.
     */
    Issue: {
      uuid: components['schemas']['Uuid'];
      title: components['schemas']['IssueTitle'];
      text: components['schemas']['IssueText'];
      status: components['schemas']['IssueStatus'];
      createdAt: components['schemas']['IsoDateTime'];
      createdBy: components['schemas']['Email'];
      /**
       * Format: email
       * @description E-mail of the assignee.
       */
      assignedTo: string | null;
      /**
       * Format: uuid
       * @description Uuid of the assignee.
       */
      assignedToUuid: string | null;
    };
    /**
     * JourneyBaseline
     * @description The answer an episode's reliable change is read from on one scale: its first, or the last of the days just before it opened (EPISODE_BASELINE_LOOKBACK_DAYS); null when there is none.
     */
    JourneyBaseline: {
      postedAt: components['schemas']['IsoDateTime'];
      totalScore: number;
    } | null;
    /**
     * JourneyEpisode
     * @description An episode of care as the journey draws it: its days on the portal's calendar, why it closed, and its baseline on each scored questionnaire.
     */
    JourneyEpisode: {
      openedOn: components['schemas']['IsoDate'];
      /**
       * Format: date
       * @description The discharge date; null while the episode is open.
       */
      closedOn: string | null;
      /**
       * @description Why the episode closed; null while it is open.
       * @enum {string|null}
       */
      dischargeReason:
        'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
      baselines: {
        phq8: components['schemas']['JourneyBaseline'];
        gad7: components['schemas']['JourneyBaseline'];
        wsas: components['schemas']['JourneyBaseline'];
      };
    };
    /**
     * LatestScore
     * @description A charge's latest questionnaire total, its severity band and when it was answered.
     */
    LatestScore: {
      total: number;
      band: components['schemas']['Severity'];
      postedAt: components['schemas']['IsoDateTime'];
    };
    /**
     * ListQueryError
     * @description The error body of a list call: the message, and under data the list parameter that failed (page, page_size, sort, filter, search) with what is wrong with it.
     */
    ListQueryError: {
      message: string;
      data: {
        page?: string[];
        page_size?: string[];
        sort?: string[];
        filter?: string[];
        search?: string[];
      } & {
        [key: string]: string[];
      };
    };
    /**
     * LogoutRequest
     * @description POST auth/logout/: revoke a refresh token.
     */
    LogoutRequest: {
      refresh: string;
      /**
       * @description Why the portal ends the session: idle, when its idle timer signed the user out (audited auth.idle_logout instead of auth.logout).
       * @enum {string}
       */
      reason?: 'idle';
    };
    /**
     * MailList
     * @description A page of mails.
     */
    MailList: {
      items: components['schemas']['Mail'][];
      count: number;
    };
    /**
     * MailStatus
     * @description Mail status: SS sent, PN pending, FL failed.
     * @enum {string}
     */
    MailStatus: 'SS' | 'PN' | 'FL';
    /**
     * Mail
     * @description An outgoing e-mail, as stored in the mail table.
     */
    Mail: {
      id: number;
      subject: string;
      sender: string;
      to: string[];
      status: components['schemas']['MailStatus'];
      createdAt: components['schemas']['IsoDateTime'];
      updatedAt: components['schemas']['IsoDateTime'];
      /** Format: date-time */
      sentAt: string | null;
      bodyHtml: string;
      bodyText: string;
      /** @description Why the last delivery attempt failed (the mail server's answer), while the mail is not sent, kept when it is sent again; null otherwise. */
      failureReason: string | null;
      /** @description The SMTP reply code of that failure, when the mail server gave one: 5yz is permanent (a resend would fail again), 4yz temporary. */
      failureCode: number | null;
    };
    /**
     * MediaMeditations
     * @description A charge's audio meditations.
     */
    MediaMeditations: {
      total: number;
      last7Days: number;
      last30Days: number;
    };
    /**
     * Message
     * @description A plain acknowledgement.
     */
    Message: {
      message: string;
    };
    /**
     * MfaChallenge
     * @description A sign-in whose account has a second factor: the short-lived challenge for auth/mfa/verify/ instead of tokens.
     */
    MfaChallenge: {
      mfa_challenge: string;
    };
    /**
     * MfaCode
     * @description POST users/mfa/confirm/: the code the authenticator app shows and the current password, asked again (the new recovery codes are answered).
     */
    MfaCode: {
      code: string;
      password: string;
    };
    /**
     * MfaDisableRequest
     * @description POST users/mfa/disable/: the current password, asked again.
     */
    MfaDisableRequest: {
      password: string;
    };
    /**
     * MfaRecoveryCodes
     * @description The ten recovery codes of a confirmed second factor, shown once (stored hashed).
     */
    MfaRecoveryCodes: {
      recovery_codes: string[];
    };
    /**
     * MfaSetupRequest
     * @description POST users/mfa/setup/: the current password, asked again before a new secret is made.
     */
    MfaSetupRequest: {
      password: string;
    };
    /**
     * MfaSetup
     * @description POST users/mfa/setup/: a new second-factor secret to scan (QR code) or type, pending until confirmed.
     */
    MfaSetup: {
      secret: string;
      otpauth_uri: string;
      qr_svg: string;
    };
    /**
     * MfaVerifyRequest
     * @description POST auth/mfa/verify/: a sign-in's second step: its challenge and an app or recovery code.
     */
    MfaVerifyRequest: {
      challenge: string;
      code: string;
    };
    /**
     * ModulesData
     * @description A charge's reading-module progress.
     */
    ModulesData: {
      modules: {
        name: string;
        description: string;
        /** @description Practice time in minutes. */
        duration: number;
        readPages: number;
        totalPages: number;
        /** @description readPages / totalPages in percent, rounded down. */
        percentageCompleted: number;
        /**
         * Format: date-time
         * @description First page read.
         */
        from: string | null;
        /**
         * Format: date-time
         * @description Last page read.
         */
        to: string | null;
      }[];
      /** @description Pages read per day, oldest first. */
      readList: {
        date: components['schemas']['IsoDate'];
        pages: number;
      }[];
    };
    /**
     * MonthTotal
     * @description A count for one calendar month.
     */
    MonthTotal: {
      total: number;
      /** @description Year and month, YYYY-MM. */
      month: string;
    };
    /**
     * NewPasswordRequest
     * @description POST auth/new-password/: set a new password with the mailed token.
     */
    NewPasswordRequest: {
      token: string;
      password: components['schemas']['Password'];
    };
    /**
     * NotificationDelivery
     * @description How a person hears of a kind of notification (core/notificationDelivery.ts): portal (in the portal's inbox only), immediate (an e-mail at once), daily (a digest every morning at 07:00 on the portal's calendar, of the day before), weekly (a digest on Monday at 07:00, of the week before).
     * @enum {string}
     */
    NotificationDelivery: 'portal' | 'immediate' | 'daily' | 'weekly';
    /**
     * NotificationKind
     * @description What a notification says happened: a flag raised, a questionnaire answered, questionnaires missed in a row, a consent given, refused or withdrawn, a supporter added, an invitation accepted, a feedback issue assigned, a flag escalated.
     * @enum {string}
     */
    NotificationKind:
      | 'flag_raised'
      | 'questionnaire_answered'
      | 'questionnaires_missed'
      | 'consent_changed'
      | 'supporter_added'
      | 'invitation_accepted'
      | 'issue_assigned'
      | 'flag_escalated';
    /**
     * NotificationList
     * @description A page of the caller's notifications.
     */
    NotificationList: {
      items: components['schemas']['Notification'][];
      count: number;
    };
    /**
     * NotificationPreferencesUpdate
     * @description PUT users/profile/notification-preferences/: the kinds to change and their new delivery; kinds left out keep theirs.
     */
    NotificationPreferencesUpdate: {
      flag_raised?: components['schemas']['NotificationDelivery'];
      flag_escalated?: components['schemas']['NotificationDelivery'];
      questionnaire_answered?: components['schemas']['NotificationDelivery'];
      questionnaires_missed?: components['schemas']['NotificationDelivery'];
      consent_changed?: components['schemas']['NotificationDelivery'];
      supporter_added?: components['schemas']['NotificationDelivery'];
      invitation_accepted?: components['schemas']['NotificationDelivery'];
      issue_assigned?: components['schemas']['NotificationDelivery'];
    };
    /**
     * NotificationPreferences
     * @description GET users/profile/notification-preferences/: the signed-in person's delivery of every kind of notification, their choice or the documented default (core/notificationDelivery.ts).
     */
    NotificationPreferences: {
      flag_raised: components['schemas']['NotificationDelivery'];
      flag_escalated: components['schemas']['NotificationDelivery'];
      questionnaire_answered: components['schemas']['NotificationDelivery'];
      questionnaires_missed: components['schemas']['NotificationDelivery'];
      consent_changed: components['schemas']['NotificationDelivery'];
      supporter_added: components['schemas']['NotificationDelivery'];
      invitation_accepted: components['schemas']['NotificationDelivery'];
      issue_assigned: components['schemas']['NotificationDelivery'];
    };
    /**
     * NotificationUnreadCount
     * @description How many of the caller's notifications are unread: the top bar's bell.
     */
    NotificationUnreadCount: {
      unread: number;
    };
    /**
     * Notification
     * @description One of the caller's own notifications: its kind, the charge it is about (named as the caller may see it) or the issue, what happened as an i18n key with the codes it is filled with, when, and whether it was read.
     */
    Notification: {
      uuid: components['schemas']['Uuid'];
      kind: components['schemas']['NotificationKind'];
      /** @description The charge it is about; null for an issue's. */
      chargeUuid: string | null;
      /** @description Whom or what it is about: the charge's name as the caller's caseload shows it, or the issue's title. */
      about: string;
      /** @description The feedback issue it is about; null for a charge's. */
      issueUuid: string | null;
      /** @description What happened: an i18n key and its values, each a code or the i18n key of one. */
      what: {
        key: string;
        values: {
          [key: string]: string;
        };
      };
      createdAt: components['schemas']['IsoDateTime'];
      /**
       * @description Whether the caller read it.
       * @enum {string}
       */
      state: 'unread' | 'read';
    };
    /**
     * OtherSupporter
     * @description Another supporter attached to a charge.
     */
    OtherSupporter: {
      email: components['schemas']['Email'];
      designation: components['schemas']['Designation'];
      consentStatus: components['schemas']['ConsentStatus'];
      createdAt: components['schemas']['IsoDateTime'];
    };
    /**
     * OutcomeChargeList
     * @description GET outcomes/charges/: the episodes of the caller's own caseload (their consent Given) in a figure's numerator. Empty for a caller without a caseload; a company administrator gets no names.
     */
    OutcomeChargeList: {
      items: {
        /**
         * Format: uuid
         * @description The charge's uuid: its journey.
         */
        uuid: string;
        name: string | null;
        /** Format: date */
        openedOn: string;
        /** Format: date */
        closedOn: string | null;
        phq8: components['schemas']['OutcomePair'];
        gad7: components['schemas']['OutcomePair'];
        wsas: components['schemas']['OutcomePair'];
      }[];
      count: number;
    };
    /**
     * OutcomeFigure
     * @description One figure of the outcome report. A group (denominator) of fewer than five episodes gives no counts and no percentage: fewerThanFive is true and the rest null.
     */
    OutcomeFigure: {
      numerator: number | null;
      denominator: number | null;
      /** @description numerator / denominator, in percent to one decimal. */
      percentage: number | null;
      fewerThanFive: boolean;
    };
    /**
     * OutcomeFigures
     * @description The report's figures for one group of episodes (core/outcomes.ts). Caseness, reliable improvement and reliable deterioration are out of every episode with a first and a last PHQ-8 and GAD-7; recovery and reliable recovery out of those at caseness at the start; the WSAS figures out of the episodes with a first and a last WSAS.
     */
    OutcomeFigures: {
      at_caseness: components['schemas']['OutcomeFigure'];
      recovered: components['schemas']['OutcomeFigure'];
      reliably_improved: components['schemas']['OutcomeFigure'];
      reliably_recovered: components['schemas']['OutcomeFigure'];
      reliably_deteriorated: components['schemas']['OutcomeFigure'];
      wsas_reliably_improved: components['schemas']['OutcomeFigure'];
      wsas_reliably_deteriorated: components['schemas']['OutcomeFigure'];
    };
    /**
     * OutcomePair
     * @description An episode's first and last total on one scale; null without both.
     */
    OutcomePair: {
      first: number;
      last: number;
    } | null;
    /**
     * OutcomeReport
     * @description GET outcomes/: the outcome report of the episodes of care the caller may count (administrators: every company; company administrators: their companies; case managers and supporters: their own caseload with their consent Given), read from the kept per-episode outcome rows. closed: the episodes discharged in the period; open: open episodes with a first and a last score so far, shown apart. Asked with Accept: text/csv, the figures' table as a CSV file.
     */
    OutcomeReport: {
      /** @description The first month of discharge counted, YYYY-MM. */
      from: string;
      /** @description The last month of discharge counted, YYYY-MM. */
      to: string;
      closed: components['schemas']['OutcomeFigures'];
      open: components['schemas']['OutcomeFigures'];
      /** @description Episodes closed in the period, how many the figures count, and those left out and why. */
      completeness: {
        closed: number;
        counted: number;
        /** @description No PHQ-8 or no GAD-7 at all in the episode (nor in the look-back before it). */
        noFirstScore: number;
        /** @description A first PHQ-8 and GAD-7 but only one score on at least one of them. */
        noLastScore: number;
      };
      /** @description Open episodes with a first and a last PHQ-8 and GAD-7. */
      openCounted: number;
      /** @description Each month of discharge in the period, oldest first, months without episodes included. */
      byMonth: {
        month: string;
        figures: components['schemas']['OutcomeFigures'];
      }[];
      /** @description Average totals of the episodes closed in the period by week since each opened (week 0 holds a baseline from before it opened), weeks 0 to 26; an average over fewer than five scores is null. */
      byWeek: {
        week: number;
        phq8: number | null;
        gad7: number | null;
        wsas: number | null;
      }[];
    };
    /**
     * PasswordUpdate
     * @description POST users/profile/update-password/.
     */
    PasswordUpdate: {
      currentPassword: string;
      newPassword: components['schemas']['Password'];
    };
    /**
     * Password
     * @description A new password: 12 to 128 characters.
     */
    Password: string;
    /**
     * Phq8Answers
     * @description PHQ-8 answers q1 to q8, each 0 to 3.
     */
    Phq8Answers: number[];
    /**
     * Phq8
     * @description A PHQ-8 depression questionnaire answer.
     */
    Phq8: {
      postedAt: components['schemas']['IsoDateTime'];
      qs: components['schemas']['Phq8Answers'];
      totalScore: number;
      severity: components['schemas']['Severity'];
      reliableChangeFromFirst: components['schemas']['ReliableChange'];
      reliableChangeFromPrevious: components['schemas']['ReliableChange'];
    };
    /**
     * ProfileUpdate
     * @description PATCH users/profile/: the owner's username and e-mail, and the names sent (a name left out stays; null or blank clears it, as names are optional on a profile).
     */
    ProfileUpdate: {
      username: string;
      email: components['schemas']['Email'];
      first_name?: string | null;
      last_name?: string | null;
      /** @description Required when `email` differs from the current address: the change is then mailed to the new address for confirmation. */
      currentPassword?: string;
    };
    /**
     * Profile
     * @description GET users/profile/: the signed-in user's full profile.
     */
    Profile: {
      id: number;
      username: string;
      email: components['schemas']['Email'];
      firstName: string | null;
      lastName: string | null;
      dateJoined: components['schemas']['IsoDateTime'];
      role: components['schemas']['Role'];
      /** @description The role label in the request language. */
      roleDisplay: string;
      isAdmin: boolean;
      isStaff: boolean;
      /** @description True when the user must change the password. */
      resetPassword: boolean;
      /** @description The carer profile id, or null for a user without one. */
      profileId: number | null;
      /**
       * Format: date-time
       * @description When the second factor (TOTP) was confirmed, or null while it is off.
       */
      secondFactorSince: string | null;
      /** @description The portal's TIME_ZONE (IANA name): the calendar the profile's dates are shown on. */
      timeZone: string;
      /** @description True when the user's role must use a second factor (MFA_REQUIRED_ROLES): it cannot be turned off. */
      secondFactorRequired: boolean;
      /**
       * Format: email
       * @description Answered by PATCH when an e-mail change waits for the new address to confirm it.
       */
      pendingEmail?: string;
    };
    /**
     * ProgressReport
     * @description GET charges/{uuid}/report/: a charge's progress report for one episode of care or a period, composed for printing; every answer is audited as report.view with its options.
     */
    ProgressReport: {
      /** @description The portal's TIME_ZONE: the calendar of every day in the report. */
      timeZone: string;
      printedAt: components['schemas']['IsoDateTime'];
      printedBy: {
        fullName: string;
        email: components['schemas']['Email'];
      };
      client: {
        fullName: string;
        email: components['schemas']['Email'];
        policy: string | null;
        company: string | null;
      };
      /** @description Every supporter attached to the charge, first attached first. */
      supporters: {
        fullName: string;
        email: components['schemas']['Email'];
        designation: string;
      }[];
      /** @description What the report covers: an episode (its days; to is today while it is open) or the period asked for. */
      period: {
        from: components['schemas']['IsoDate'];
        to: components['schemas']['IsoDate'];
        episode: {
          id: number;
          openedOn: components['schemas']['IsoDate'];
          /**
           * Format: date
           * @description The discharge date; null while the episode is open.
           */
          closedOn: string | null;
          /**
           * @description Why the episode closed; null while it is open.
           * @enum {string|null}
           */
          dischargeReason:
            'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
        } | null;
      };
      /** @description The charge's episodes of care, newest first: the choices of the report's options. */
      episodes: {
        id: number;
        openedOn: components['schemas']['IsoDate'];
        /**
         * Format: date
         * @description The discharge date; null while the episode is open.
         */
        closedOn: string | null;
      }[];
      /** @description PHQ-8, GAD-7 and WSAS: the first score (an episode's baseline, else the period's first), the latest (another score after it), the change, its reliable-change class and the latest band, and every score for the chart. */
      scales: {
        /** @enum {string} */
        scale: 'phq8' | 'gad7' | 'wsas';
        first: components['schemas']['ReportScore'] | null;
        latest: components['schemas']['ReportScore'] | null;
        change: number | null;
        reliableChange: components['schemas']['ReliableChange'];
        band: components['schemas']['Severity'] | null;
        scores: components['schemas']['ReportScore'][];
      }[];
      /** @description What the client did in the app in the period. */
      engagement: {
        checkins: number;
        sessions: number;
        meditations: number;
        modulePages: number;
        /** @description Modules with at least one page read in the period. */
        modules: number;
      };
      /** @description The flags raised now, each with its evidence and the acknowledgement holding for it; empty when the period ends before today. */
      flags: {
        code: components['schemas']['AttentionCode'];
        evidence: components['schemas']['AttentionEvidence'];
        acknowledgement: components['schemas']['AttentionAcknowledgement'] | null;
      }[];
      /** @description Every acknowledgement of a flag made in the period, oldest first. */
      acknowledgements: components['schemas']['AttentionAcknowledgement'][];
      /** @description The case notes asked for that the caller may read, oldest first. */
      notes: components['schemas']['CaseNote'][];
    };
    /**
     * RefreshRequest
     * @description POST auth/token/refresh/: exchange a refresh token for a new pair.
     */
    RefreshRequest: {
      refresh: string;
    };
    /**
     * ReliableChange
     * @description The reliable change class (thresholds: core/reliableChangeSettings.ts) of an answer's change from the first answer (reliableChangeFromFirst) or the previous one (reliableChangeFromPrevious); null for the first answer.
     * @enum {string|null}
     */
    ReliableChange: 'improvement' | 'no_change' | 'deterioration' | null;
    /**
     * ReportScore
     * @description One total of a scored questionnaire in a progress report, and when it was answered.
     */
    ReportScore: {
      postedAt: components['schemas']['IsoDateTime'];
      total: number;
    };
    /**
     * Role
     * @description Role code: AD administrator, QM quasi case manager, MG case manager, CA company administrator.
     * @enum {string}
     */
    Role: 'AD' | 'QM' | 'MG' | 'CA';
    /**
     * ScoreFirstLatest
     * @description The first and the latest total of one questionnaire, by when they were answered.
     */
    ScoreFirstLatest: {
      first: number;
      latest: number;
    };
    /**
     * SessionsSummary
     * @description A charge's app sessions.
     */
    SessionsSummary: {
      /** @description Sessions per month; date is the first day of the month. */
      sessions: {
        date: components['schemas']['IsoDate'];
        count: number;
      }[];
      total: number;
      fromYesterday: number;
      /** @description Sessions in the last 7 days. */
      fromLastWeek: number;
      /** @description Sessions in the last 30 days. */
      fromLastMonth: number;
      /** Format: date-time */
      firstSessionDate: string | null;
      /** Format: date-time */
      lastSessionDate: string | null;
    };
    /**
     * Severity
     * @description A questionnaire total's severity band (spec section 4), from core/severity.ts.
     * @enum {string}
     */
    Severity:
      'none' | 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'significant' | 'severe';
    /**
     * ShallowProfile
     * @description GET users/shallow-profile/: what the layout and route guard need.
     */
    ShallowProfile: {
      id: number;
      username: string;
      email: components['schemas']['Email'];
      isSuperuser: boolean;
      isStaff: boolean;
      hasAcceptedTerms: boolean;
      /** @description True while the first or last name is empty. */
      shouldUpdateProfile: boolean;
      isAdmin: boolean;
      /** @description True while the user's role must use a second factor (MFA_REQUIRED_ROLES) and none is set up: the API refuses everything but the setup until then. */
      mustSetUpSecondFactor: boolean;
      role: components['schemas']['Role'];
      /** @description The portal's TIME_ZONE (IANA name): the calendar every day and month the portal judges or names is a day or month of, whatever the browser's zone. */
      timeZone: string;
    };
    /**
     * SupporterAddResult
     * @description The answer of an add-supporter call.
     */
    SupporterAddResult: {
      /** @description True when an invitation was mailed; false when an existing user was attached directly. */
      is_new_supporter: boolean;
    };
    /**
     * SupporterAdd
     * @description POST charges/{id}/add-supporter/ and case-managers/charge-requests/{id}/add-supporter/.
     */
    SupporterAdd: {
      email: components['schemas']['Email'];
      designation: components['schemas']['Designation'];
    };
    /**
     * TokenRequest
     * @description POST auth/token/: sign in.
     */
    TokenRequest: {
      email: components['schemas']['Email'];
      /** @description No strength rule at login. */
      password: string;
      remember?: boolean;
    };
    /**
     * Tokens
     * @description An access and refresh token pair.
     */
    Tokens: {
      access: string;
      refresh: string;
    };
    /**
     * UserDetail
     * @description One account, for administrators (GET users/{uuid}/): the list's fields, with its sign-ins, role, kind and second factor.
     */
    UserDetail: {
      id: number;
      uuid: components['schemas']['Uuid'];
      username: string;
      email: components['schemas']['Email'];
      firstName: string | null;
      lastName: string | null;
      dateJoined: components['schemas']['IsoDateTime'];
      isAdmin: boolean;
      /** @description False once an administrator deactivated the account: it cannot sign in. */
      isActive: boolean;
      updatedAt: components['schemas']['IsoDateTime'];
      /** Format: date-time */
      lastLogin: string | null;
      loginsCount: number;
      /** @description The role the account acts with (a superuser counts as AD); null when none is stored, as for an app user (a client). */
      role: components['schemas']['Role'] | null;
      /** @description True for an app user (a client), who signs in to the app, not the portal. */
      isClient: boolean;
      /** @description Whether sign-in asks for a second factor (TOTP) after the password. */
      secondFactor: boolean;
      /** @description True for a client whose identity was removed for good (their record stays, with its scores and dates). */
      anonymised: boolean;
    };
    /**
     * UserList
     * @description A page of users.
     */
    UserList: {
      items: components['schemas']['User'][];
      count: number;
    };
    /**
     * User
     * @description An account, as listed for administrators (GET users/).
     */
    User: {
      id: number;
      uuid: components['schemas']['Uuid'];
      username: string;
      email: components['schemas']['Email'];
      firstName: string | null;
      lastName: string | null;
      dateJoined: components['schemas']['IsoDateTime'];
      isAdmin: boolean;
      /** @description False once an administrator deactivated the account: it cannot sign in. */
      isActive: boolean;
    };
    /**
     * Uuid
     * Format: uuid
     * @description A UUID string in its canonical 8-4-4-4-12 hexadecimal form (not `urn:uuid:`, braces or other spellings).
     */
    Uuid: string;
    /**
     * WellbeingAnswers
     * @description Wellbeing measure answers q1 to q4, each 0 to 10.
     */
    WellbeingAnswers: number[];
    /**
     * Wellbeing
     * @description A four-question wellbeing measure answer; it has no total.
     */
    Wellbeing: {
      postedAt: components['schemas']['IsoDateTime'];
      qs: components['schemas']['WellbeingAnswers'];
    };
    /**
     * WsasAnswers
     * @description WSAS answers q1 to q5, each 0 to 8.
     */
    WsasAnswers: number[];
    /**
     * Wsas
     * @description A WSAS work and social adjustment questionnaire answer.
     */
    Wsas: {
      postedAt: components['schemas']['IsoDateTime'];
      qs: components['schemas']['WsasAnswers'];
      totalScore: number;
      severity: components['schemas']['Severity'];
      reliableChangeFromFirst: components['schemas']['ReliableChange'];
      reliableChangeFromPrevious: components['schemas']['ReliableChange'];
    };
  };
  responses: {
    /** @description The request is not valid; data names each field */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The list query is not valid; data names the parameter that failed */
    BadListQuery: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ListQueryError'];
      };
    };
    /** @description The payload or some of its items are not valid; data is one entry per item ({} when created) */
    BadBulkRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BulkApiError'];
      };
    };
    /** @description No valid token */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Not allowed to this caller (its role, its terms or its second factor) */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description No such record, or not one this caller may see */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description This path does not answer the method called; Allow lists the methods it answers */
    MethodNotAllowed: {
      headers: {
        Allow: components['headers']['Allow'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The record is not in a state that allows this, or the same Idempotency-Key is in flight */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The invitation was used, declined or has expired */
    Gone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The body is larger than the API accepts */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description A path parameter is longer than any key */
    UriTooLong: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The body is not JSON */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The Idempotency-Key was already used with another body */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description Too many requests; wait the seconds of Retry-After */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The headers are larger than the server reads */
    HeadersTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
    /** @description The API cannot answer for now (its database or shared store is out, or it is closing) */
    Unavailable: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiError'];
      };
    };
  };
  parameters: {
    /** @description The language of every message of the answer: en or zu; English otherwise */
    AcceptLanguage: string;
    /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: {
    /** @description The methods this path answers, comma-separated */
    Allow: string;
    /** @description Seconds to wait before trying again */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      /** @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  getHealthLive: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getHealthReady: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      /** @description The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  listAdminAccessCodes: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?:
          | 'code::asc'
          | 'code::desc'
          | 'createdAt::asc'
          | 'createdAt::desc'
          | 'assignedAt::asc'
          | 'assignedAt::desc'
          | 'usedAt::asc'
          | 'usedAt::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: used, assigned, assignedAt, createdAt, usedAt */
        filter?: {
          /** @enum {string} */
          field: 'used' | 'assigned' | 'assignedAt' | 'createdAt' | 'usedAt';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: code, createdFor, usedBy */
        search?: {
          /** @enum {string} */
          field: 'code' | 'createdFor' | 'usedBy';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessCodeList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAdminAccessCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessCodeCreate'];
      };
    };
    responses: {
      /** @description An access code, as listed for administrators (GET admin/access-codes/). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessCode'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAdminAccessCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET admin/access-codes/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessCodeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteAdminAccessCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listAdminAuditLog: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'at::asc' | 'at::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: action, at */
        filter?: {
          /** @enum {string} */
          field: 'action' | 'at';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: person, record */
        search?: {
          /** @enum {string} */
          field: 'person' | 'record';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntryList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteCaseManagersCharge: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
        chargeUuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCaseManagers: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'email::asc' | 'email::desc' | 'lastLogin::asc' | 'lastLogin::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: company, lastLogin, isActive */
        filter?: {
          /** @enum {string} */
          field: 'company' | 'lastLogin' | 'isActive';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: name, email */
        search?: {
          /** @enum {string} */
          field: 'name' | 'email';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManagerList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCaseManagers: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseManagerCreate'];
      };
    };
    responses: {
      /** @description A case manager, as listed for administrators (GET case-managers/). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManager'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCaseManager: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET case-managers/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManagerDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCaseManager: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountUpdate'];
      };
    };
    responses: {
      /** @description GET case-managers/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManagerDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCaseManagersPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCaseManagersSecondFactorReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listChargesNotes: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?:
          | 'noteDate::asc'
          | 'noteDate::desc'
          | 'kind::asc'
          | 'kind::desc'
          | 'author::asc'
          | 'author::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: kind, mine */
        filter?: {
          /** @enum {string} */
          field: 'kind' | 'mine';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: author */
        search?: {
          /** @enum {string} */
          field: 'author';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNoteList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createChargesNotes: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseNoteCreate'];
      };
    };
    responses: {
      /** @description A case note under a charge, as its current values, with its amendments oldest first. `locked`: its first 24 hours are over, so a change is an amendment; `mine`: the caller wrote it (and alone may change it). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargesNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
        noteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A case note under a charge, as its current values, with its amendments oldest first. `locked`: its first 24 hours are over, so a change is an amendment; `mine`: the caller wrote it (and alone may change it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateChargesNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
        noteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CaseNoteUpdate'];
      };
    };
    responses: {
      /** @description A case note under a charge, as its current values, with its amendments oldest first. `locked`: its first 24 hours are over, so a change is an amendment; `mine`: the caller wrote it (and alone may change it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseNote'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargeRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET case-managers/charge-requests/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeRequestDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteChargeRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateChargeRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChargeRequestUpdate'];
      };
    };
    responses: {
      /** @description GET case-managers/charge-requests/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeRequestDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCharge: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCharge: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChargeUpdate'];
      };
    };
    responses: {
      /** @description GET charges/{id}/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCourses: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'name::asc' | 'name::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: name */
        search?: {
          /** @enum {string} */
          field: 'name';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCourses: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CourseCreate'];
      };
    };
    responses: {
      /** @description A course a charge follows, named in the reader's language (its English name where it has no isiZulu one). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Course'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCourse: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One course as administrators edit it: `name` is its English name whatever the reader's language, `nameZu` its isiZulu name or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteCourse: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCourse: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CourseUpdate'];
      };
    };
    responses: {
      /** @description One course as administrators edit it: `name` is its English name whatever the reader's language, `nameZu` its isiZulu name or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listMail: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'createdAt::asc' | 'createdAt::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: subject, recipients */
        search?: {
          /** @enum {string} */
          field: 'subject' | 'recipients';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getMail: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An outgoing e-mail, as stored in the mail table. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createMailResend: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createMailSendNow: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listEpisodes: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?:
          | 'client::asc'
          | 'client::desc'
          | 'openedOn::asc'
          | 'openedOn::desc'
          | 'closedOn::asc'
          | 'closedOn::desc'
          | 'company::asc'
          | 'company::desc'
          | 'course::asc'
          | 'course::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: status, dischargeReason, openedOn, closedOn, company, course, caseManager */
        filter?: {
          /** @enum {string} */
          field:
            | 'status'
            | 'dischargeReason'
            | 'openedOn'
            | 'closedOn'
            | 'company'
            | 'course'
            | 'caseManager';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: client */
        search?: {
          /** @enum {string} */
          field: 'client';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EpisodeList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createEpisodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EpisodeCreate'];
      };
    };
    responses: {
      /** @description An episode of care of a charge (GET episodes/, episodes/{id}/): administrators read every charge's, a supporter those of the charges they are attached to. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Episode'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getEpisode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An episode of care of a charge (GET episodes/, episodes/{id}/): administrators read every charge's, a supporter those of the charges they are attached to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Episode'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateEpisode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EpisodeUpdate'];
      };
    };
    responses: {
      /** @description An episode of care of a charge (GET episodes/, episodes/{id}/): administrators read every charge's, a supporter those of the charges they are attached to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Episode'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getFeedbackIssue: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateFeedbackIssue: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssueUpdate'];
      };
    };
    responses: {
      /** @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createNotificationsMarkAllRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'createdAt::asc' | 'createdAt::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: kind, state */
        filter?: {
          /** @enum {string} */
          field: 'kind' | 'state';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getNotification: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One of the caller's own notifications: its kind, the charge it is about (named as the caller may see it) or the issue, what happened as an i18n key with the codes it is filled with, when, and whether it was read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createNotificationsMarkRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listUsers: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'dateJoined::asc' | 'dateJoined::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: isAdmin, isActive */
        filter?: {
          /** @enum {string} */
          field: 'isAdmin' | 'isActive';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: username, email */
        search?: {
          /** @enum {string} */
          field: 'username' | 'email';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One account, for administrators (GET users/{uuid}/): the list's fields, with its sign-ins, role, kind and second factor. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountUpdate'];
      };
    };
    responses: {
      /** @description One account, for administrators (GET users/{uuid}/): the list's fields, with its sign-ins, role, kind and second factor. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersSecondFactorReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersExport: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersAnonymise: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActionConfirmation'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCompanies: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'name::asc' | 'name::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: name */
        search?: {
          /** @enum {string} */
          field: 'name';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCompanies: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyCreate'];
      };
    };
    responses: {
      /** @description A company. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteCompany: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyUpdate'];
      };
    };
    responses: {
      /** @description A company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCaseManagersCharges: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'firstName::asc' | 'firstName::desc' | 'lastName::asc' | 'lastName::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: name, email */
        search?: {
          /** @enum {string} */
          field: 'name' | 'email';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManagerChargeList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAdminAccessCodesBulkCreate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessCodeBulkCreate'];
      };
    };
    responses: {
      /** @description A page of access codes. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessCodeList'];
        };
      };
      400: components['responses']['BadBulkRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createFeedbackIssuesComments: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssueCommentCreate'];
      };
    };
    responses: {
      /** @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description Signed in: an access and refresh token pair; or, for an account with a second factor, a challenge to answer with its code at auth/mfa/verify/ */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['Tokens'] | components['schemas']['MfaChallenge'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthTokenRefresh: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshRequest'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthLogout: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthMfaVerify: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaVerifyRequest'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthForgotPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthNewPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPasswordRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getUsersShallowProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET users/shallow-profile/: what the layout and route guard need. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShallowProfile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getNotificationsUnreadCount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many of the caller's notifications are unread: the top bar's bell. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationUnreadCount'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getUsersProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET users/profile/: the signed-in user's full profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateUsersProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdate'];
      };
    };
    responses: {
      /** @description GET users/profile/: the signed-in user's full profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersProfileConfirmEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailConfirmRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getUsersProfileNotificationPreferences: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET users/profile/notification-preferences/: the signed-in person's delivery of every kind of notification, their choice or the documented default (core/notificationDelivery.ts). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  replaceUsersProfileNotificationPreferences: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationPreferencesUpdate'];
      };
    };
    responses: {
      /** @description GET users/profile/notification-preferences/: the signed-in person's delivery of every kind of notification, their choice or the documented default (core/notificationDelivery.ts). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersProfileUpdatePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordUpdate'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersAcceptTsncs: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersMfaSetup: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaSetupRequest'];
      };
    };
    responses: {
      /** @description POST users/mfa/setup/: a new second-factor secret to scan (QR code) or type, pending until confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MfaSetup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersMfaConfirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaCode'];
      };
    };
    responses: {
      /** @description The ten recovery codes of a confirmed second factor, shown once (stored hashed). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MfaRecoveryCodes'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createUsersMfaDisable: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaDisableRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCaseManagersChargeRequests: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'createdAt::asc' | 'createdAt::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: firstName, lastName, email */
        search?: {
          /** @enum {string} */
          field: 'firstName' | 'lastName' | 'email';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeRequestList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCaseManagersChargeRequests: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChargeRequestCreate'];
      };
    };
    responses: {
      /** @description The answer of POST case-managers/charge-requests/. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeRequestCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createCaseManagersChargeRequestsAddSupporter: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SupporterAdd'];
      };
    };
    responses: {
      /** @description The answer of an add-supporter call. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupporterAddResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCaseManagersFromSameCompany: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'name::asc' | 'name::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: email, name */
        search?: {
          /** @enum {string} */
          field: 'email' | 'name';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyMateList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getDesignations: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored designations, answered whole: the defaults (Case manager, OT) first, then what users typed, alphabetically. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DesignationList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCharges: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?:
          | 'attention::asc'
          | 'attention::desc'
          | 'latestPhq8::asc'
          | 'latestPhq8::desc'
          | 'latestSession::asc'
          | 'latestSession::desc'
          | 'policy::asc'
          | 'policy::desc'
          | 'sessions::asc'
          | 'sessions::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: course, latestSession, attention, phq8Band, consentStatus */
        filter?: {
          /** @enum {string} */
          field: 'course' | 'latestSession' | 'attention' | 'phq8Band' | 'consentStatus';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: fullName, email, policy */
        search?: {
          /** @enum {string} */
          field: 'fullName' | 'email' | 'policy';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createChargesConsentStatusUpdate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConsentStatusUpdate'];
      };
    };
    responses: {
      /** @description A charge (client), as listed for the supporters attached to it (GET charges/). consentStatus is the requesting supporter's consent status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Charge'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createChargesAddSupporter: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SupporterAdd'];
      };
    };
    responses: {
      /** @description The answer of an add-supporter call. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupporterAddResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargesSessions: {
    parameters: {
      query?: {
        /** @description recent (the default): the daily check-ins the panels show first (the last three months, and at least the latest two); full: every check-in, for show details or a longer period. */
        history?: 'recent' | 'full';
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/{id}/sessions/: a charge's engagement; only permissionDenied when consent is not given. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeJourney'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargesReport: {
    parameters: {
      query?: {
        /** @description One of the charge's episodes of care (its id). */
        episode?: number;
        /** @description The first day of the period, YYYY-MM-DD. */
        from?: string;
        /** @description The last day of the period, YYYY-MM-DD (not before from; today when absent). */
        to?: string;
        /** @description Include the caller's readable notes of these kinds dated in the period, comma-separated. */
        noteKinds?: string;
        /** @description Include these notes (ids, comma-separated), each one the caller may read, whatever its date. */
        notes?: string;
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/{uuid}/report/: a charge's progress report for one episode of care or a period, composed for printing; every answer is audited as report.view with its options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgressReport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargesAttention: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/{uuid}/attention/: the raised triage flags, the data they rest on and every acknowledgement; only permissionDenied unless the caller's own consent is Given. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeAttention'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createChargesAttention: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttentionAcknowledgementCreate'];
      };
    };
    responses: {
      /** @description GET charges/{uuid}/attention/: the raised triage flags, the data they rest on and every acknowledgement; only permissionDenied unless the caller's own consent is Given. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeAttention'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargesAttentionSummary: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/attention-summary/: how many of the caller's charges need attention, in all and by flag, counting only open (unacknowledged) flags of charges under the caller's own Given consent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttentionSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCaseManagerInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET case-managers/invitation/{id}/: an invitation to support a charge request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaseManagerInvitation'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      410: components['responses']['Gone'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getChargeInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET charges/invitations/{id}/: an invitation to support a charge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChargeInvitation'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      410: components['responses']['Gone'];
      414: components['responses']['UriTooLong'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthInviteSignup: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteSignupRequest'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      410: components['responses']['Gone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAuthInviteAccept: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteAcceptRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      410: components['responses']['Gone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createChargesInvitationsDecline: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationDeclineRequest'];
      };
    };
    responses: {
      /** @description A plain acknowledgement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      410: components['responses']['Gone'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listFeedbackIssues: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'createdAt::asc' | 'createdAt::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list filters by: status */
        filter?: {
          /** @enum {string} */
          field: 'status';
          value: string;
        }[];
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: title, text, createdBy, assignedTo */
        search?: {
          /** @enum {string} */
          field: 'title' | 'text' | 'createdBy' | 'assignedTo';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getFeedbackIssuesStats: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET feedback/issues/stats/ (administrators). Totals over all issues; the monthly lists cover the last 6 calendar months, oldest first, the current one last, months without issues included (total 0). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueStats'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getOutcomes: {
    parameters: {
      query?: {
        /** @description The first month of discharge counted, YYYY-MM. */
        from?: string;
        /** @description The last month of discharge counted, YYYY-MM (not before from). */
        to?: string;
        /** @description Only the charges of this company (its id). */
        company?: number;
        /** @description Only the charges on this course (its id). */
        course?: number;
        /** @description Only this case manager's caseload (their case-manager uuid): the charges whose consent to them is Given. A case manager or supporter may name only themselves. */
        caseManager?: string;
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report as JSON, or with `Accept: text/csv` its table as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutcomeReport'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getOutcomesCharges: {
    parameters: {
      query: {
        /** @description The figure whose episodes are listed. */
        figure:
          | 'at_caseness'
          | 'recovered'
          | 'reliably_improved'
          | 'reliably_recovered'
          | 'reliably_deteriorated'
          | 'wsas_reliably_improved'
          | 'wsas_reliably_deteriorated';
        /** @description closed (the default): episodes discharged in the period; open: open episodes with a first and a last score. */
        group?: 'closed' | 'open';
        /** @description The first month of discharge counted, YYYY-MM. */
        from?: string;
        /** @description The last month of discharge counted, YYYY-MM (not before from). */
        to?: string;
        /** @description Only the charges of this company (its id). */
        company?: number;
        /** @description Only the charges on this course (its id). */
        course?: number;
        /** @description Only this case manager's caseload (their case-manager uuid): the charges whose consent to them is Given. A case manager or supporter may name only themselves. */
        caseManager?: string;
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description GET outcomes/charges/: the episodes of the caller's own caseload (their consent Given) in a figure's numerator. Empty for a caller without a caseload; a company administrator gets no names. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutcomeChargeList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listFeedbackIssuesAssignableUsers: {
    parameters: {
      query?: {
        page?: number;
        /** @description Rows per page; when absent, the resource's declared default (10 unless it says otherwise). */
        page_size?: number;
        /** @description field::asc or field::desc, of the fields this list sorts by */
        sort?: 'email::asc' | 'email::desc';
        /** @description field::value pairs joined by | (a value escapes | and \ with \), of the fields this list searches: email, name */
        search?: {
          /** @enum {string} */
          field: 'email' | 'name';
          value: string;
        }[];
      };
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page as JSON, or with `Accept: text/csv` every page as a CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssignableUserList'];
          'text/csv': string;
        };
      };
      400: components['responses']['BadListQuery'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createFeedbackIssuesCreate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssueCreate'];
      };
    };
    responses: {
      /** @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createFeedbackIssuesStatusUpdate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        uuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IssueStatusUpdate'];
      };
    };
    responses: {
      /** @description GET feedback/issues/{uuid}: the issue, its events timeline and its comments. Also the answer of create/, status-update/ and comments/. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IssueDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppRegister: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppRegister'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRequest'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppTokenRefresh: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshRequest'];
      };
    };
    responses: {
      /** @description An access and refresh token pair. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tokens'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAppConsentRequests: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Companion app: every pending consent request of the signed-in client, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppConsentRequestList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppConsentRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        caseManagerUuid: components['schemas']['Uuid'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppConsentAnswer'];
      };
    };
    responses: {
      /** @description Companion app: the consent status a supporter now has after the client's answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppConsentAnswered'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAppModules: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Companion app: the module catalogue in reading order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppModuleList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppSessions: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppSessionCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppMeditations: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppMeditationCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppModuleReads: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppModuleReadCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppQuestionnairesPhq8: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppPhq8Create'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppQuestionnairesGad7: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppGad7Create'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppQuestionnairesWsas: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppWsasCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppQuestionnairesWellbeing: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppWellbeingCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAppCheckins: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /** @description A replay with the same key and body answers the first answer again (header `Idempotent-Replayed: true`) instead of acting twice, even when the process that first answered died after its write; the same key with another body is a 422 */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppCheckinCreate'];
      };
    };
    responses: {
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      /** @description Companion app: the id of the record a post created (201) or had already stored (200). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppRecordId'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['IdempotencyKeyReused'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAppAccessLog: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Companion app: who on the staff side viewed the client's data, newest first (at most the last 500). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AppAccessLog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAppExport: {
    parameters: {
      query?: never;
      header?: {
        /** @description The language of every message of the answer: en or zu; English otherwise */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The archive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      405: components['responses']['MethodNotAllowed'];
      429: components['responses']['TooManyRequests'];
      431: components['responses']['HeadersTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
}
