import { describe, expect, it } from 'vitest';

import { messages } from '../src/i18n/messages';
import { actionGlossary, type ActionTerm } from './actionGlossary';

type Tree = { [key: string]: Tree | string | undefined };

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else if (value !== undefined) {
      flatten(value, path).forEach((text, nested) => out.set(nested, text));
    }
  }
  return out;
}

/**
 * Where the app keeps the words of its buttons: react-admin's `ra.action.*`, and the portal's
 * keys named after what a button does (a dialog's open, confirm and cancel, a form's submit…),
 * under whatever section the screen has (the audit log's past tenses are records, not buttons).
 */
const actionLeaf =
  /^(open|open_link|confirm|cancel|close|submit|save|add|edit|remove|copy|next|previous|keep|send|withdraw|resend|resend_in|accept|acknowledge|assign|reassign|resolve|turn_off|set_up|discharge|continue|proceed|download|stay|sign_out|logout|go_home|go_back|back|login|login_instead|to_login|back_to_login|log_in_to_accept|home|mfa_submit|mfa_back|button|action|request|invite|raise|show|hide|clear|not_now|change_email|scroll_down|show_details|view_as_table|view_more|view_less|learn_more|choose_mates|mark_read|mark_all_read|print)$/;

/** Keys with a button's name whose words are no action: what the button opens, or a state. */
const notActions = new Set([
  'portal.attention.legend.open', // "What the flags mean": the legend it opens
  'portal.journey.info.open', // "About this chart": the note it opens
  'portal.shell.account.open', // "Account menu": the menu it opens
  'ra.action.list', // "List": the page it goes to
  'ra.action.select_columns', // "Columns": the chooser it opens
  'ra.action.bulk_actions', // "1 item selected": a count
  'portal.charges.request_details.request', // "Request": a heading (the noun)
  'portal.invite.form.confirm', // "Confirm password": a field's label
  'portal.reset.token_step.confirm', // "Confirm new password": a field's label
  'portal.profile.update_password.confirm', // "Confirm new password": a field's label
  'portal.issues.actions.choose', // "Administrator": a field's label
  'resources.episodes.choices.status.open', // "Open": an episode's state
]);

const english = flatten(messages.en);
const zulu = flatten(messages.zu);

/** Buttons whose key names no action (a step's end). */
const moreActions = new Set(['portal.charges.new_request.done']);

const isActionKey = (key: string): boolean =>
  (key.startsWith('ra.action.') && !notActions.has(key)) ||
  moreActions.has(key) ||
  (/^(portal|resources)\./.test(key) &&
    !key.startsWith('resources.audit-log.') &&
    !notActions.has(key) &&
    actionLeaf.test(key.split('.').at(-1) ?? ''));

const actionKeys = [...english.keys()].filter(isActionKey);

const startsWithWords = (text: string, words: string): boolean =>
  text.toLowerCase() === words.toLowerCase() ||
  text.toLowerCase().startsWith(`${words.toLowerCase()} `);

/** The term whose words, in that language, are the longest start of `text`. */
function termOf(text: string, spellings: (term: ActionTerm) => string[]): ActionTerm | undefined {
  let best: { term: ActionTerm; length: number } | undefined;
  for (const term of actionGlossary) {
    for (const words of spellings(term)) {
      if (startsWithWords(text, words) && words.length > (best?.length ?? 0)) {
        best = { term, length: words.length };
      }
    }
  }
  return best?.term;
}

const englishTerm = (text: string) =>
  termOf(text, (term) => [term.english, ...(term.written ?? [])]);
const zuluTerm = (text: string) => termOf(text, (term) => [term.zulu]);

describe('action glossary', () => {
  it('gives every action one Zulu word and every Zulu word one action', () => {
    const zuluWords = actionGlossary.map((term) => term.zulu.toLowerCase());
    const englishWords = actionGlossary.flatMap((term) =>
      [term.english, ...(term.written ?? [])].map((words) => words.toLowerCase()),
    );
    expect(zuluWords.filter((words, at) => zuluWords.indexOf(words) !== at)).toEqual([]);
    expect(englishWords.filter((words, at) => englishWords.indexOf(words) !== at)).toEqual([]);
  });

  it('finds the buttons it reads (the scan is not empty or stale)', () => {
    expect(actionKeys).toContain('portal.accounts.deactivate.open');
    expect(actionKeys).toContain('ra.action.close');
    expect(actionKeys.length).toBeGreaterThan(100);
    expect([...notActions].filter((key) => !english.has(key))).toEqual([]);
  });

  it("starts every button's English with an action of the glossary", () => {
    const unknown = actionKeys.filter((key) => !englishTerm(english.get(key) ?? ''));
    expect(unknown.map((key) => `${key}: ${english.get(key)}`)).toEqual([]);
  });

  it("starts every button's Zulu with its English action's one word, and with no other action's", () => {
    const differing = actionKeys.flatMap((key) => {
      const term = englishTerm(english.get(key) ?? '');
      const text = zulu.get(key) ?? '';
      return term && zuluTerm(text) !== term ? [`${key}: ${term.english} → ${text}`] : [];
    });
    expect(differing).toEqual([]);
  });

  it('keeps Deactivate, Turn off and Revoke apart from Close', () => {
    const close = zulu.get('ra.action.close');
    expect(close).toBe('Vala');
    for (const key of [
      'portal.accounts.deactivate.open',
      'portal.accounts.deactivate.confirm',
      'portal.profile.mfa.turn_off',
      'portal.access_codes.revoke.confirm',
    ]) {
      expect(zulu.get(key)).not.toBe(close);
    }
  });
});
