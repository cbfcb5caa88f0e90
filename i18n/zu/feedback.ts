import type { AppMessages } from '../en';

/** Feedback issues in isiZulu: resource and pages. Keys mirror i18n/en/feedback.ts. */

export const issuesResource: AppMessages['resources']['issues'] = {
  name: 'Inkinga |||| Izinkinga',
  fields: {
    title: 'Isihloko',
    text: 'Incazelo',
    status: 'Isimo',
    createdBy: 'Kwenziwe ngu',
    assignedTo: 'Kunikezwe u',
    createdAt: 'Kwenziwe',
  },
};

export const issueAssigneesResource: AppMessages['resources']['issue-assignees'] = {
  name: 'Umphathi |||| Abaphathi',
  fields: {
    email: 'I-imeyili',
    firstName: 'Igama',
    lastName: 'Isibongo',
  },
};

export const issues: AppMessages['portal']['issues'] = {
  status: {
    EVC: 'Kwenziwe',
    EVA: 'Kunikeziwe',
    EVN: 'Kunikezwe kabusha',
    EVR: 'Kuxazululiwe',
  },
  title: 'Impendulo',
  tabs: {
    all: 'Konke',
    unresolved: 'Okungakaxazululwa',
    resolved: 'Okuxazululiwe',
    stats: 'Izibalo',
  },
  raise: 'Bika inkinga',
  create: {
    title: 'Bika inkinga',
    submit: 'Thumela',
    counter: '%{count} ku-%{max}',
  },
  details: {
    created_banner: 'Inkinga yakho ibikiwe. Sizoyibheka.',
    events: 'Okwenzekile',
    no_text: 'Ayikho incazelo',
    assigned_to: 'Kunikezwe u-%{email}',
    assigned_by: 'ngu-%{email}',
  },
  actions: {
    assign: 'Nikeza',
    reassign: 'Nikeza kabusha',
    resolve: 'Xazulula',
    cancel: 'Khansela',
    choose: 'Umphathi',
    assign_title: 'Nikeza inkinga',
    reassign_title: 'Nikeza inkinga kabusha',
  },
  notices: {
    raised: 'Inkinga ibikiwe',
    assigned: 'Inkinga inikeziwe',
    reassigned: 'Inkinga inikezwe kabusha',
    resolved: 'Inkinga ixazululiwe',
  },
  stats: {
    created: 'Ezenziwe',
    assigned: 'Ezinikeziwe',
    resolved: 'Ezixazululiwe',
    unresolved: 'Ezingakaxazululwa',
    chart_title: 'Izinkinga ngenyanga, ezinyangeni eziyisi-6 ezedlule',
  },
};
