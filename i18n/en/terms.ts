/**
 * Portal messages: the terms and conditions page. Keys mirror i18n/zu/terms.ts. Each section's
 * body is split into paragraphs at blank lines.
 */

export const terms = {
  title: 'Terms and conditions',
  last_updated: 'Last updated %{date}',
  intro: 'Please read these terms to the end. You need to accept them to use the portal.',
  scroll_down: 'Scroll down',
  accept: 'Accept',
  accepted: 'You have accepted these terms and conditions.',
  accepted_notice: 'Thank you. You have accepted the terms and conditions.',
  sections: {
    about: {
      title: '1. About these terms',
      body: 'These terms and conditions govern your use of the case-manager portal (“the portal”), through which case managers, occupational therapists, other supporters and administrators follow the people in their care who use our companion wellbeing app.\n\nBy accepting these terms, or by using the portal, you agree to be bound by them. If you do not agree, you may not use the portal.',
    },
    company: {
      title: '2. Who we are',
      body: 'The portal is provided by a private company registered in the Republic of South Africa (“we”, “us” or “our”). These terms are governed by the laws of the Republic of South Africa, and the South African courts have jurisdiction over any dispute about them.',
    },
    privacy: {
      title: '3. Your personal information and POPIA',
      body: 'We process personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). The portal holds special personal information about health and wellbeing, so we collect only what is needed to support the people in your care, use it only for that purpose, and keep it only as long as the law or that purpose requires.\n\nYou may view the data of a person in your care only after they have given their consent through the app, and only to support them. You may not copy, share or use this information for any other purpose.\n\nYou have the right to ask what personal information we hold about you, to have it corrected or deleted, and to object to its processing. You may lodge a complaint with the Information Regulator of South Africa.',
    },
    age: {
      title: '4. Age',
      body: 'You must be %{years} years or older to use the portal. By accepting these terms, you confirm that you are at least %{years} years old.',
    },
    account: {
      title: '5. Your account',
      body: 'Keep your password secret and do not share your account with anyone. You are responsible for everything done with your account. Tell us at once if you think someone else has used it.\n\nScores and charts in the portal describe how a person is doing; they are not a diagnosis and do not replace professional judgement.',
    },
    cookies: {
      title: '6. Cookies and browser storage',
      body: 'The portal keeps your sign-in tokens and your settings (language, theme and table page size) in your browser’s storage so that it works as expected. We use no advertising or tracking cookies. If you block this storage, you will not be able to sign in.',
    },
    security: {
      title: '7. Security',
      body: 'We take reasonable technical and organisational measures to protect personal information against loss, damage and unauthorised access, including encrypted connections and passwords that are never stored in readable form. If we have reason to believe that personal information has been accessed without authority, we will notify the people affected and the Information Regulator as POPIA requires.',
    },
    liability: {
      title: '8. Liability',
      body: 'The portal is provided “as is”. We work to keep it available and correct, but we do not promise that it will always be free of errors or interruptions. The portal is not an emergency service: if someone is in danger, contact the emergency services.\n\nTo the extent the law allows, we are not liable for any indirect or consequential loss arising from your use of the portal. Nothing in these terms limits any right you have under the Consumer Protection Act or other South African law.',
    },
    changes: {
      title: '9. Changes to these terms',
      body: 'We may update these terms from time to time. The date of the latest version is shown at the top of this page, and we may ask you to accept a new version before you continue to use the portal.',
    },
  },
};
