/**
 * One isiZulu word per action: the verb every button, menu item and confirmation that does this
 * action starts with, in both languages. A Zulu word never stands for two actions, so a
 * destructive action cannot be read as a harmless one (Deactivate is "Misa", Close is "Vala").
 * `written` lists the other English spellings the spec gives the same action (Login, Log in).
 * `i18n/actionGlossary.test.ts` reads the message trees against this list. Like
 * `i18n/zu/GLOSSARY.md`, it was settled without a native speaker: entries with a note marked
 * "to settle" want a native reader's word.
 */
export interface ActionTerm {
  readonly english: string;
  readonly written?: readonly string[];
  readonly zulu: string;
  readonly note?: string;
}

export const actionGlossary: readonly ActionTerm[] = [
  { english: 'Accept', zulu: 'Yamukela' },
  { english: 'Acknowledge', zulu: 'Vuma', note: 'a flag seen and dealt with' },
  { english: 'Add', zulu: 'Engeza' },
  {
    english: 'Anonymise',
    zulu: 'Yenza ongaziwa',
    note: "removes a client's identity for good (make unknown); to settle",
  },
  { english: 'Assign', zulu: 'Yabela', note: 'abela; nikeza ("give") is consent Given' },
  { english: 'Back', written: ['Go back'], zulu: 'Buyela' },
  { english: 'Cancel', zulu: 'Khansela', note: 'leaves a dialog without doing its action' },
  { english: 'Change', written: ['Toggle'], zulu: 'Shintsha' },
  { english: 'Clear', zulu: 'Sula', note: 'empties a field; never Delete' },
  { english: 'Clone', zulu: 'Yenza ikhophi' },
  { english: 'Close', zulu: 'Vala', note: 'closes a dialog, menu or panel; nothing else' },
  {
    english: 'Confirm',
    written: ['Verify'],
    zulu: 'Qinisekisa',
    note: 'Verify a code and Confirm a code are one action',
  },
  { english: 'Continue', written: ['Proceed'], zulu: 'Qhubeka' },
  { english: 'Copy', zulu: 'Kopisha' },
  {
    english: 'Correct',
    written: ['Amend'],
    zulu: 'Lungisa',
    note: 'the spec amends a request and corrects a profile: one action, putting a record right',
  },
  { english: 'Create', zulu: 'Dala' },
  {
    english: 'Deactivate',
    zulu: 'Misa',
    note: 'stops an account ("Misa i-akhawunti"); never Vala, which is Close; to settle',
  },
  { english: 'Decline', zulu: 'Yenqaba' },
  {
    english: 'Discharge',
    zulu: 'Khulula',
    note: 'ends an episode of care, releasing the client from care; to settle',
  },
  { english: 'Delete', zulu: 'Susa', note: 'removes a record for good' },
  { english: 'Done', zulu: 'Qedile' },
  { english: 'Download', zulu: 'Landa' },
  { english: 'Edit', zulu: 'Hlela', note: 'Sort is Hlunga, never Hlela' },
  { english: 'Expand', zulu: 'Nweba' },
  {
    english: 'Export',
    zulu: 'Thumela ngaphandle',
    note: 'as react-admin says it; Khipha is Remove',
  },
  { english: 'Go', zulu: 'Iya', note: 'to a page: Iya ekhasini' },
  { english: 'Hide', zulu: 'Fihla' },
  { english: 'Invite', zulu: 'Mema' },
  { english: 'Keep', zulu: 'Gcina', note: 'the safe answer of a withdraw or decline question' },
  { english: 'Learn more', zulu: 'Funda kabanzi' },
  { english: 'Log in', written: ['Login'], zulu: 'Ngena' },
  { english: 'Log out', written: ['Logout', 'Sign out'], zulu: 'Phuma' },
  {
    english: 'Mark',
    zulu: 'Maka',
    note: 'a notification read ("Maka njengokufundiwe"); to settle',
  },
  { english: 'Move', zulu: 'Yisa' },
  { english: 'Next', zulu: 'Okulandelayo' },
  { english: 'Not now', zulu: 'Hhayi manje', note: 'leaves a request unsent' },
  { english: 'Open', zulu: 'Vula' },
  { english: 'Print', zulu: 'Phrinta', note: 'a page on paper or as a PDF, from the browser' },
  { english: 'Previous', zulu: 'Okwedlule', note: 'the step before; Back is Buyela' },
  {
    english: 'Reactivate',
    zulu: 'Vuselela',
    note: 'brings a stopped account back; Refresh is Layisha kabusha',
  },
  { english: 'Reassign', zulu: 'Yabela kabusha' },
  { english: 'Refresh', written: ['Reload'], zulu: 'Layisha kabusha' },
  { english: 'Raise', zulu: 'Bika', note: 'reports an issue' },
  { english: 'Remove', zulu: 'Khipha', note: 'takes out of a list; the record stays' },
  { english: 'Request', zulu: 'Cela' },
  { english: 'Resend', zulu: 'Thumela futhi' },
  { english: 'Reset', zulu: 'Setha kabusha' },
  { english: 'Resolve', zulu: 'Xazulula' },
  {
    english: 'Revoke',
    zulu: 'Chitha',
    note: 'voids an access code; Withdraw (Hoxisa) is a request taken back',
  },
  { english: 'Save', zulu: 'Londoloza' },
  { english: 'Scroll', zulu: 'Skrolela' },
  { english: 'Search', zulu: 'Sesha' },
  { english: 'Select', written: ['Choose'], zulu: 'Khetha' },
  { english: 'Send', zulu: 'Thumela' },
  { english: 'Set up', zulu: 'Setha' },
  { english: 'Show', zulu: 'Bonisa' },
  { english: 'Sign up', written: ['Sign me up'], zulu: 'Bhalisa' },
  { english: 'Sort', zulu: 'Hlunga' },
  { english: 'Stay', zulu: 'Hlala' },
  { english: 'Submit', zulu: 'Hambisa', note: 'hands a form in; Send is Thumela' },
  {
    english: 'Turn off',
    zulu: 'Cisha',
    note: 'switches the second factor off; never Vala, which is Close',
  },
  { english: 'Undo', zulu: 'Hlehlisa' },
  { english: 'Unselect', zulu: 'Susa ukukhetha' },
  { english: 'Update', zulu: 'Buyekeza' },
  { english: 'View', zulu: 'Buka' },
  {
    english: 'Withdraw',
    zulu: 'Hoxisa',
    note: 'takes a request back; Cancel (Khansela) only leaves a dialog',
  },
];
