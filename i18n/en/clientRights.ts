/** Portal messages: a client's rights over their data, on their account's page. Keys mirror i18n/zu/clientRights.ts. */
export const clientRights = {
  export: {
    open: 'Export data',
    done: 'The archive of everything held about this client is downloaded.',
  },
  anonymise: {
    open: 'Anonymise',
    title: 'Anonymise %{email}?',
    body: 'Their names, e-mail address, policy number and nickname, and every note, acknowledgement note and designation written about them, are removed for good. Their scores, dates and app use stay, without their name, so reports still add up. They can no longer sign in to the app. This cannot be undone.',
    typed: 'Type their e-mail address to confirm',
    confirm: 'Anonymise',
    done: 'The client is anonymised.',
  },
};
