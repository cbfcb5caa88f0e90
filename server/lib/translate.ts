import { englishMessages } from '../../i18n/en';

/**
 * Resolves a `portal.*` message key from the portal's own English messages, so a rule's wording
 * is declared once (i18n) and the API says it in the same words as the forms.
 */
export function translate(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = englishMessages;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const template = typeof node === 'string' ? node : key;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
