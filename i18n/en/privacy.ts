/**
 * Portal messages: the public privacy notice (readable without signing in). Keys mirror
 * i18n/zu/privacy.ts. Each section's body is split into paragraphs at blank lines.
 */

export const privacy = {
  title: 'Privacy notice',
  last_updated: 'Last updated %{date}',
  back_to_login: 'Back to login',
  sections: {
    who: {
      title: '1. Who we are',
      body: 'The case-manager portal is run by a private company registered in the Republic of South Africa, the responsible party under the Protection of Personal Information Act 4 of 2013 (POPIA). This notice explains what personal information the portal holds, why, who may see it and what your rights are.',
    },
    what: {
      title: '2. What we hold',
      body: 'For staff (case managers, supporters and administrators): your name, e-mail address, username, role, companies, the times you sign in, and a record of whose data you view.\n\nFor people using the companion app: the name, e-mail address and policy details given when the account was made, and, only once they have given consent to a supporter, how they use the app and their questionnaire answers and scores (PHQ-8, GAD-7, WSAS and wellbeing) and daily check-ins. Health information is special personal information under POPIA.',
    },
    why: {
      title: '3. Why we hold it',
      body: 'Only to let the people someone chose to support them follow how they are doing, to run the service safely (signing in, security, support requests) and to meet the law. We do not sell personal information, and we use no advertising or tracking cookies.',
    },
    who_sees: {
      title: '4. Who may see it',
      body: 'A supporter sees a person’s app data only while that person’s consent to that supporter is given, and never otherwise; the person can withdraw it in the app at any time. Administrators manage accounts and do not see app data without consent. Every view of a person’s data is recorded with who viewed it and when.',
    },
    keeping: {
      title: '5. How long we keep it',
      body: 'As long as the account is in use and then only as long as the law requires. Sign-in secrets such as password reset links are single use and expire.',
    },
    security: {
      title: '6. How we protect it',
      body: 'Connections are encrypted, passwords are stored only as strong one-way hashes, access is limited to what each role needs, and access is logged. If a breach puts your information at risk, we will tell you and the Information Regulator as POPIA requires.',
    },
    rights: {
      title: '7. Your rights',
      body: 'You may ask what personal information we hold about you, have it corrected or deleted, and object to its processing. You may lodge a complaint with the Information Regulator of South Africa.\n\nAccess: in the companion app you can see who on the staff side viewed your information (their role, and the name of each supporter you gave consent to, what they viewed and when), and download everything the portal holds about you in one file. An administrator can make the same file for you on request. It holds your account and profile, your consents and their history, your invitations, episodes of care, questionnaires with your answers (also in the FHIR health-record format), check-ins, sessions, meditations, module reading, the flags and notes about you, and the record of who viewed or changed your information.\n\nDeletion: on request an administrator anonymises you, for good. Your names, e-mail address, policy number and nickname, and every note written about you, are removed from every place they were held; you can no longer sign in to the app. Your scores, dates and app use stay without your name, so that the service’s figures still add up, and the record of who viewed your information stays with your name removed. If the service is set to do so, this also happens on its own a set number of days after your last episode of care closed.',
    },
  },
};
