/** Access codes: resource and pages. Keys mirror i18n/zu/accessCodes.ts. */

export const accessCodesResource = {
  name: 'Access code |||| Access codes',
  fields: {
    code: 'Code',
    createdFor: 'Created for',
    usedBy: 'Used by',
    toBeUsedBy: 'To be used by',
    createdAt: 'Created',
    assignedAt: 'Assigned',
    usedAt: 'Used',
    name: 'Name',
    email: 'Email',
    username: 'Username',
    company: 'Company',
    policy: 'Policy',
    used: 'Used or unused',
    assigned: 'Assigned or unassigned',
  },
};

export const accessCodes = {
  add_title: 'Add access codes',
  added: 'Access code added',
  single: 'Single',
  multiple: 'Multiple',
  used_by_help: 'Search clients by name, e-mail or policy',
  bulk: {
    codes: 'Codes',
    separator: 'Separator',
    comma: 'Comma and space',
    newline: 'New line',
    comma_help: 'Separate the codes with a comma and a space, e.g. ABCD-1234, EFGH-5678',
    newline_help: 'Put each code on a line of its own',
    file: 'Load a text or CSV file',
    count: '%{smart_count} code to add |||| %{smart_count} codes to add',
    submit: 'Add codes',
    added: '%{smart_count} access code added |||| %{smart_count} access codes added',
    failed: 'These codes were not added:',
    duplicates:
      'Given more than once, sent once: %{codes} |||| Given more than once, sent once: %{codes}',
  },
  filters: {
    used: 'Used',
    unused: 'Unused',
    assigned: 'Assigned',
    unassigned: 'Unassigned',
  },
  revoke: {
    action: 'Revoke',
    title: 'Revoke access code %{code}?',
    content: 'Nobody will be able to register with this code any more. This cannot be undone.',
    confirm: 'Revoke',
    cancel: 'Cancel',
  },
  details: {
    title: 'Access code %{code}',
    timeline: 'Timeline',
    not_yet: 'Not yet',
    nobody: 'Nobody',
    used: 'Used',
    unused: 'Unused',
  },
};
