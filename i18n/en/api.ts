/**
 * Portal messages: what the API itself says (server/, through server/lib/translate.ts): its
 * errors, its answers and its mails. The API sends them in the reader's language (the request's
 * `Accept-Language`; a mail in its recipient's stored language), and the portal shows them as
 * sent. Keys mirror i18n/zu/api.ts. Field wording shared with the forms stays in
 * `portal.validation`.
 */
export const api = {
  request: {
    invalid_data: 'The data sent is not valid.',
    invalid_query: 'The query is not valid.',
    invalid_address: 'The address of the request is not valid.',
    no_route: 'No route %{method} %{path}.',
    not_found: 'Not found.',
    forbidden: 'You do not have permission to perform this action.',
    unauthenticated: 'Authentication credentials were not provided or have expired.',
    too_many: 'Too many requests. Please wait a moment and try again.',
    body_too_large: 'The data sent is too large.',
    too_deep: 'The data sent is nested too deeply.',
    invalid_body: 'The data sent could not be read.',
    unsupported_media_type: 'The data sent must be JSON.',
    refused: 'This request cannot be answered.',
    headers_too_large: 'The headers of the request are too large.',
    timeout: 'The request took too long to arrive.',
    malformed: 'The request could not be read.',
    // The OpenAPI contract (issue 29).
    method_not_allowed: 'This address does not answer %{method}.',
  },
  idempotency: {
    key_length: 'The Idempotency-Key header must have 1 to %{max} characters.',
    key_reused: 'This Idempotency-Key was already used for a different request.',
    in_progress: 'A request with this Idempotency-Key is still being processed.',
  },
  list: {
    takes_boolean: "Filter '%{field}' takes true or false.",
    takes_date: "Filter '%{field}' takes a date (YYYY-MM-DD).",
    takes_id: "Filter '%{field}' takes an id.",
    takes_choice: "Filter '%{field}' takes one of: %{options}.",
    takes_number: "Filter '%{field}' takes a number.",
    invalid: 'Invalid %{parameter}: %{reason}.',
    unknown_field: "Unknown %{parameter} field '%{field}'.",
    field_not_allowed: "'%{field}' cannot be used to %{parameter}.",
    reason: {
      not_a_pair: "'%{part}' is not a field::value pair",
      given_twice: "'%{field}' is given twice",
      one_sort: 'sort takes exactly one field::asc or field::desc',
      sort_order: "sort order '%{order}' is not asc or desc",
    },
  },
  auth: {
    login_failed: 'Unable to log in with the provided credentials.',
    session_expired: 'Your session has expired. Please log in again.',
    logged_out: 'You have been logged out.',
    reset_sent: 'If an account exists for this e-mail, a reset token has been sent to it.',
    token_invalid: 'The token is invalid or has expired.',
    token_locked: 'Too many wrong tokens: ask for a new one.',
    current_password_wrong: 'The current password is incorrect.',
    terms_required: 'Accept the terms and conditions before using the portal.',
  },
  users: {
    email_taken: 'A user with that email already exists.',
    username_taken: 'A user with that username already exists.',
  },
  case_managers: {
    not_found: 'No case manager found.',
    email_taken: 'A user with this e-mail already exists.',
    username_taken: 'A user with this username already exists.',
    no_such_company: 'No company with this id.',
  },
  access_codes: {
    taken: 'An access code with this code already exists.',
    given_twice: 'This code is given twice in the list.',
    no_such_case_manager: 'No case manager with this id.',
    no_such_charge: 'No charge with this id.',
    needs_case_manager: 'Choose whom the code is for before the assigned date.',
    needs_charge: 'Choose who used the code before the used date.',
    some_refused: '%{failed} of %{total} access codes could not be created.',
    not_found: 'No access code found.',
    used: 'This code has been used and cannot be revoked.',
    requested: 'This code belongs to a charge request and cannot be revoked.',
    revoked: 'Access code revoked.',
    dates: {
      future: 'This date cannot be in the future.',
      assigned_before_created: 'The code cannot be assigned before it was created.',
      used_before_assigned: 'The code cannot be used before it was assigned.',
      used_before_created: 'The code cannot be used before it was created.',
    },
  },
  charges: {
    not_found: 'No charge found.',
    not_supported: 'You do not support this charge.',
    may_not_invite: 'You may not invite other supporters for this charge.',
    consent_refused: 'This consent change is not allowed from the current status.',
  },
  attention: {
    no_consent: 'This user has not given you consent to view their journey.',
    not_raised: 'This flag is not raised for this user.',
    already_acknowledged: 'This flag is already acknowledged.',
  },
  charge_requests: {
    not_found: 'No charge request found.',
    case_managers_only: 'Only case managers can create charge requests.',
    no_such_company: 'This company does not exist.',
    no_such_case_manager: 'One of the chosen case managers does not exist.',
    already_attached: 'You are already attached to this request.',
    creator_only: 'Only the creator of this request may add supporters.',
    used: 'Its client has already registered with this access code: the request can no longer be amended or withdrawn.',
  },
  supporters: {
    already_attached: 'This supporter is already attached.',
  },
  // Issue 28: the one rule for credential changes.
  credentials: {
    password_needed: 'Enter your current password to make this change.',
  },
  mfa: {
    setup_required:
      'Your role must use a second factor: set one up on your profile before anything else.',
    code_wrong: 'This code is not right. Type the current code from your app, or a recovery code.',
    locked: 'Too many wrong codes. Wait %{minutes} minutes, then try again.',
    challenge_expired: 'This sign-in has expired. Sign in again with your password.',
    nothing_to_confirm: 'There is no second factor waiting to be confirmed. Start the setup again.',
    disabled: 'The second factor is off.',
    required_cannot_disable: 'Your role must use a second factor, so it cannot be turned off.',
    code_used:
      'This code has just been used. Wait for the next code in your app (a new one every %{seconds} seconds), then type it.',
  },
  quota: {
    invitations_per_request: 'You can invite at most %{limit} supporters at a time.',
    invitations_per_day:
      'You have sent %{limit} invitations in the last %{hours} hours, the most allowed. Nothing was sent; try again tomorrow.',
    mails_per_day:
      'Your actions have sent %{limit} e-mails in the last %{hours} hours, the most allowed. Nothing was sent; try again tomorrow.',
  },
  invitations: {
    not_found: 'This invitation does not exist.',
    gone: 'This invitation has already been used, declined or has expired.',
    code_invalid: 'The code is invalid.',
    code_locked: 'Too many wrong codes: ask for a new invitation.',
    email_mismatch: 'The e-mail must be the one the invitation was sent to.',
    address_mismatch: 'The invitation does not match the address.',
    declined: 'The invitation has been declined.',
    // Issue 28: an existing account accepts an invitation signed in.
    other_account:
      'This invitation was sent to another e-mail address. Log out, then log in or sign up with the address it was sent to.',
    case_managers_only: 'Only a case manager can accept this invitation.',
    accepted: 'You have accepted the invitation.',
    sign_in_instead: 'This e-mail already has an account: log in to accept the invitation.',
  },
  issues: {
    not_found: 'No such issue.',
    changed_meanwhile: 'This issue was changed meanwhile. Reload it and try again.',
    resolved: 'This issue is resolved; a resolved issue cannot change.',
    already_assigned: 'This issue is already assigned; reassign it instead.',
    not_assigned: 'This issue is not assigned yet; assign it first.',
    same_assignee: 'This issue is already assigned to that user.',
    assignee_only: 'Only the staff user this issue is assigned to can resolve it.',
    staff_only: 'Only staff can assign, reassign or resolve issues.',
    administrators_only: 'Issues can only be assigned to an administrator.',
    taken_up:
      'The help desk has taken this issue up: its title and description can no longer be changed.',
  },
  app: {
    access_code_invalid: 'This access code is invalid or has already been used.',
    in_the_future: 'This time may not be in the future.',
    too_long_ago: 'This time is too long ago.',
    unknown_module: 'This module does not exist.',
    different_record: 'A different record with this time already exists.',
    no_pending_request: 'There is no pending consent request from this supporter.',
    unknown_supporter: 'This supporter is not attached to you.',
  },
  actions: {
    confirmation_mismatch: 'Type the e-mail address exactly as the account shows it.',
  },
  client_rights: {
    not_client: "Only an app user's (a client's) account holds a client's data.",
    already_anonymised: 'This client has already been anonymised.',
  },
  mails: {
    not_found: 'No mail found.',
    already_sent: 'This mail has been sent already; only a mail that was not sent can be resent.',
    resent: 'The mail will be sent again.',
    sent_now: 'The mail will be sent now.',
    waiting:
      'This mail has not been sent yet and is waiting to be sent; send it now instead of resending it.',
    not_waiting: 'Only a mail waiting to be sent can be sent now.',
    permanent_failure:
      'The mail server refused this mail for good (for example, the mailbox does not exist); resending it would fail again.',
    password_reset: {
      subject: 'Your password reset token',
      intro: 'Someone asked to reset the password of your case-manager portal account.',
      token: 'Your reset token is: %{token}',
      enter:
        'Enter it at %{link} within %{minutes} minutes. If you did not ask for this, ignore this e-mail.',
    },
    invitation: {
      subject: 'Invitation to the case-manager portal',
      intro:
        '%{inviter} invited you to support %{subject} as %{designation} on the case-manager portal.',
      open: 'Open %{link} to see the invitation.',
      open_link: 'Open the invitation',
      code: 'Your invitation code is: %{code}',
      existing_account:
        'If you already have an account on the portal, open the invitation, log in and accept it with the code.',
      validity:
        'The invitation is valid for %{days} days. If you did not expect it, ignore this e-mail.',
    },
    consent_request: {
      subject: 'A supporter asks for your consent',
      intro:
        '%{supporter} asks for your consent to see how you use the app and your wellbeing scores.',
      answer: 'Open the app to give or deny your consent. You can change your mind at any time.',
    },
  },
};
