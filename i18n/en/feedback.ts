/** Feedback issues: resource and pages. Keys mirror i18n/zu/feedback.ts. */

export const issuesResource = {
  name: 'Issue |||| Issues',
  fields: {
    title: 'Title',
    text: 'Description',
    status: 'Status',
    createdBy: 'Created by',
    assignedTo: 'Assigned to',
    createdAt: 'Created',
  },
  edit: 'Correct the issue',
  updated: 'Issue corrected',
};

export const issueAssigneesResource = {
  name: 'Administrator |||| Administrators',
  fields: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
  },
};

export const issues = {
  // Spec section 4: EVC created, EVA assigned, EVN reassigned, EVR resolved.
  status: {
    EVC: 'Created',
    EVA: 'Assigned',
    EVN: 'Reassigned',
    EVR: 'Resolved',
  },
  title: 'Feedback',
  tabs: {
    all: 'All',
    unresolved: 'Unresolved',
    resolved: 'Resolved',
    stats: 'Statistics',
  },
  raise: 'Raise an issue',
  create: {
    title: 'Raise an issue',
    submit: 'Submit',
    counter: '%{count} of %{max}',
  },
  details: {
    created_banner: 'Your issue was raised. We will look into it.',
    events: 'Events',
    no_text: 'No description',
    assigned_to: 'Assigned to %{email}',
    assigned_by: 'by %{email}',
    comment_by: 'Comment by %{email}',
  },
  comments: {
    label: 'Comment',
    submit: 'Add comment',
    added: 'Comment added',
  },
  resolve_confirm: {
    title: 'Resolve this issue?',
    content: 'A resolved issue is final: it cannot be assigned, reassigned or reopened.',
  },
  actions: {
    assign: 'Assign',
    reassign: 'Reassign',
    resolve: 'Resolve',
    cancel: 'Cancel',
    choose: 'Administrator',
    assign_title: 'Assign the issue',
    reassign_title: 'Reassign the issue',
  },
  notices: {
    raised: 'Issue raised',
    assigned: 'Issue assigned',
    reassigned: 'Issue reassigned',
    resolved: 'Issue resolved',
  },
  stats: {
    created: 'Created',
    assigned: 'Assigned',
    resolved: 'Resolved',
    unresolved: 'Unresolved',
    chart_title: 'Issues per month, last 6 months',
  },
};
