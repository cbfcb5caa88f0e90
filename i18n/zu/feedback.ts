import type { AppMessages } from '../en';

/** Feedback issues in isiZulu: resource and pages. Keys mirror i18n/en/feedback.ts. */

export const issuesResource: AppMessages['resources']['issues'] = {
  name: 'Inkinga |||| Izinkinga',
  fields: {
    title: 'Isihloko',
    text: 'Incazelo',
    status: 'Isimo',
    createdBy: 'Kwenziwe ngu',
    assignedTo: 'Kwabelwe u',
    createdAt: 'Kwenziwe',
  },
  edit: 'Lungisa inkinga',
  updated: 'Inkinga ilungisiwe',
};

export const issueAssigneesResource: AppMessages['resources']['issue-assignees'] = {
  name: 'Umlawuli |||| Abalawuli',
  fields: {
    email: 'I-imeyili',
    firstName: 'Igama',
    lastName: 'Isibongo',
  },
};

export const issues: AppMessages['portal']['issues'] = {
  status: {
    EVC: 'Kwenziwe',
    EVA: 'Kwabelwe',
    EVN: 'Kwabelwe kabusha',
    EVR: 'Kuxazululiwe',
  },
  title: 'Imibono',
  tabs: {
    all: 'Konke',
    unresolved: 'Okungakaxazululwa',
    resolved: 'Okuxazululiwe',
    stats: 'Izibalo',
  },
  raise: 'Bika inkinga',
  create: {
    title: 'Bika inkinga',
    submit: 'Hambisa',
    counter: '%{count} ku-%{max}',
  },
  details: {
    created_banner: 'Inkinga yakho ibikiwe. Sizoyibheka.',
    events: 'Okwenzekile',
    no_text: 'Ayikho incazelo',
    assigned_to: 'Kwabelwe u-%{email}',
    assigned_by: 'ngu-%{email}',
    comment_by: 'Amazwana ka-%{email}',
  },
  comments: {
    label: 'Amazwana',
    submit: 'Engeza amazwana',
    added: 'Amazwana engeziwe',
  },
  resolve_confirm: {
    title: 'Xazulula le nkinga?',
    content: 'Inkinga exazululiwe ayiguquki: ayinakwabelwa, yabelwe kabusha noma ivulwe futhi.',
  },
  actions: {
    assign: 'Yabela',
    reassign: 'Yabela kabusha',
    resolve: 'Xazulula',
    cancel: 'Khansela',
    choose: 'Umlawuli',
    assign_title: 'Yabela inkinga',
    reassign_title: 'Yabela inkinga kabusha',
  },
  notices: {
    raised: 'Inkinga ibikiwe',
    assigned: 'Inkinga yabelwe',
    reassigned: 'Inkinga yabelwe kabusha',
    resolved: 'Inkinga ixazululiwe',
  },
  stats: {
    created: 'Ezenziwe',
    assigned: 'Ezabelwe',
    resolved: 'Ezixazululiwe',
    unresolved: 'Ezingakaxazululwa',
    chart_title: 'Izinkinga ngenyanga, ezinyangeni eziyisi-6 ezedlule',
  },
};
