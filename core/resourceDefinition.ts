/**
 * The shape of a declarative resource definition (`resources/*.ts`). Plain data only: no React,
 * icons and custom components are named, not imported, so the server can read the same
 * declaration for its list whitelist.
 */

import type { Audience } from './audience';
import type { FormDefinition } from './formDefinition';
import type { RecordRuleName } from './recordRules';

export { audienceAllows, type Audience } from './audience';

/** A JSON Schema (2020-12) document, as plain data. */
export type JsonSchema = { $id?: string } & Record<string, unknown>;

export type ColumnType =
  | 'text'
  | 'email'
  | 'date'
  | 'datetime'
  | 'number'
  | 'boolean'
  | 'list'
  | 'choice'
  /** `{total, band, postedAt}` of a questionnaire: the total with its severity band chip. */
  | 'score'
  /** Attention flag codes (core/attention.ts): an icon per flag with its reason. */
  | 'attention'
  /**
   * `{key, values}`: an i18n message, each value a code shown as itself or the i18n key of its
   * words (core/notifications.ts' `notificationMessage`).
   */
  | 'message';

export interface ColumnDefinition {
  /** The response field (camelCase, as in the entity schema). */
  field: string;
  /** i18n key of the header; defaults to `resources.<name>.fields.<field>`. */
  label?: string;
  type: ColumnType;
  sortable?: boolean;
  /** `list` of objects: the property shown for each item (companies → `name`). */
  itemField?: string;
  /**
   * `choice`: the i18n key of each known stored value, and of any other value; by default each
   * value of the schema's `enum` is `resources.<name>.choices.<field>.<value>`.
   */
  choices?: Record<string, string>;
  otherwise?: string;
  /**
   * `choice`: a value with no declared choice that names a resource (the record kind of a
   * definition's generic writes) is labelled by that resource's singular name,
   * `resources.<value>.name`.
   */
  resourceNames?: boolean;
  /**
   * `text`: the value is the key of a record the portal has a page for; `paths` gives that page
   * by the value of the record's field `by` (`/emails/:id`, `:id` being this value).
   */
  links?: {
    by: string;
    paths: Record<string, string>;
    /** A `by` value naming a resource with a detail page links to it (`/<resource>/:id`). */
    resourcePages?: boolean;
    /** A field naming the record as a person reads it, shown in place of the key when set. */
    labelField?: string;
    /**
     * A field saying why the record has no page any more (its value a key of `goneLabels`, the
     * i18n key of the word said beside the record instead of a link).
     */
    goneField?: string;
    goneLabels?: Record<string, string>;
  };
}

interface FilterBase {
  field: string;
  /** i18n key of the filter's label; defaults to the column label of `field`. */
  label?: string;
  /**
   * Who is offered it, when not everyone reading the list: a filter by case manager is for
   * administrators (a case manager's list is their caseload already, and the case managers'
   * list is administrators').
   */
  audience?: Audience;
}

export type FilterDefinition =
  | (FilterBase & {
      kind: 'select';
      /** The resource listing the choices, e.g. `companies`; the value sent is its `id`. */
      reference: string;
      /** Field shown for a choice; defaults to `name`. */
      optionText?: string;
    })
  | (FilterBase & { kind: 'period' })
  /** Only the rows where the flag is on, or no filter. */
  | (FilterBase & { kind: 'checkbox' })
  /** A flag's three states: any, yes (`true`) or no (`false`). */
  | (FilterBase & { kind: 'flag' })
  | (FilterBase & {
      kind: 'choice';
      /** The only values the API accepts (issues: `resolved`, `unresolved`, shown as tabs). */
      options: string[];
      /** The i18n key of each option's label; an option without one is shown as itself. */
      labels?: Record<string, string>;
    });

/** Icons a menu entry may name; `src/layout/menuIcons.ts` maps each to its MUI icon. */
export type MenuIcon =
  | 'people'
  | 'key'
  | 'mail'
  | 'settings'
  | 'feedback'
  | 'history'
  | 'business'
  | 'school'
  | 'insights'
  | 'care';

/** A side-menu entry: its group, its place in the group (ascending) and its icon. */
export interface MenuEntry {
  group: 'main' | 'account';
  order: number;
  icon: MenuIcon;
}

/** The console's pages of a resource: `/<name>`, `/<name>/create` and `/<name>/:id`. */
export type ConsolePage = 'list' | 'create' | 'show' | 'edit';

/**
 * Pages that depart from the generated ones, by name; `src/app/pages.tsx` maps each name to its
 * lazily loaded component.
 */
export type PageName =
  | 'UsersPage'
  | 'ChargeDetails'
  | 'ChargeRequestDetails'
  | 'ChargeRequestCreatePage'
  | 'AccessCodeAddPage'
  | 'AccessCodeDetails'
  | 'MailDetails'
  | 'CaseManagerDetails'
  | 'UserAccountDetails'
  | 'ProgressReportPage';

/** How the portal's console shows a resource; absent, the resource is only read by other pages. */
export interface ConsoleDefinition {
  /** The pages it has; by default the list, create when `create` is declared, show when `detail` is. */
  pages?: ConsolePage[];
  /** Named pages in place of the generated ones. */
  overrides?: Partial<Record<ConsolePage, PageName>>;
  /** Further named pages under `/<name>/`, by path (react-router ranks them above `:id`). */
  routes?: { path: string; page: PageName }[];
  /**
   * Who may open its pages, when not the resource's audience: a page hosting several resources
   * (the users page holds every role's tabs) is open to all while its API stays the resource's.
   */
  audience?: Audience;
  /** Its side-menu entry, labelled with the resource's plural name; absent, it has none. */
  menu?: MenuEntry;
}

/** A definition's delete: its notice, who may take it and how the action is named. */
export interface DeleteDefinition {
  /** i18n key of the notice after a success. */
  success: string;
  /** Who may delete, when narrower than the resource's audience (a catalogue everyone reads). */
  audience?: Audience;
  /** i18n key of the button and the confirmation's action (Withdraw, Revoke); Delete by default. */
  label?: string;
  /** i18n key of the confirmation's text, where "This cannot be undone" does not say what goes. */
  content?: string;
  /**
   * `message`: the API answers 200 `{message}`, `success` in the caller's language (a revocation
   * the spec words), where a delete answers 204 by default.
   */
  answers?: 'message';
  /**
   * The rule of `core/recordRules.ts` that refuses it for a record (used, held…): the API answers
   * its status and message, the portal hides the button the rule refuses.
   */
  rule?: RecordRuleName;
  /**
   * Offered on each row of the list (the Delete button in a last column), for records with no
   * console page of their own: a link between two records, listed under one of them.
   */
  onRow?: boolean;
}

/**
 * A record action (`POST <path>{id}/<name>/`): a button on the detail page, confirmed first when
 * `confirm` is declared, answered 200 `{message}` (`success`, in the caller's language, filled
 * with what the mapping's `actions.<name>` returns).
 */
export interface ActionDefinition {
  /** The path segment after the record's key, e.g. `resend`. */
  name: string;
  /** i18n key of the button. */
  label: string;
  /**
   * The confirmation: i18n keys of its title, its text and its confirm button; each may use the
   * record's fields (`%{email}`).
   */
  confirm?: {
    title: string;
    content: string;
    action: string;
    /**
     * A field of the record the reader types to confirm (an irreversible action: the client's
     * e-mail), and the i18n key of the box's label. The API refuses the action (400) unless the
     * body's `confirmation` is that field's value, and the portal's action button waits for it.
     */
    typed?: { field: string; label: string };
  };
  /**
   * The action answers a file (`GET` is no action: it is audited and may take long) rather than
   * a message: the mapping's `downloads.<name>` streams it and the portal saves it.
   */
  download?: boolean;
  /** i18n key of the answered message (and the notice the portal shows). */
  success: string;
  /** Who may take it, when narrower than the resource's audience. */
  audience?: Audience;
  /** The rule of `core/recordRules.ts` that refuses it: 4xx from the API, a disabled button. */
  rule?: RecordRuleName;
  /**
   * What the portal does with the button its rule refuses: disabled (the default, the action
   * belongs to the record) or hidden (it is over: a mail sent).
   */
  refused?: 'disabled' | 'hidden';
  /** A warning colour for an action that ends something (sessions, a factor). */
  warning?: boolean;
  /** Offered on each row of the list too (a last column or a card's foot), unconfirmed. */
  onRow?: boolean;
}

/**
 * A list action (`POST <path><name>/`, on the caller's rows, no body): a button above the list,
 * answered 200 `{message}` (`success` in the caller's language, the notice), then the list is
 * read again.
 */
export interface ListActionDefinition {
  /** The path segment after the list's path, e.g. `mark-all-read`. */
  name: string;
  /** i18n key of the button. */
  label: string;
  /** i18n key of the answered message. */
  success: string;
}

export interface ResourceDefinition {
  /** The react-admin resource name and the API path under `/api/v2/`. */
  name: string;
  /** May hold `:param` placeholders, filled from the list call's `meta.pathParams`. */
  path: string;
  /**
   * The path spec section 7 writes for the list, where it is not `path`: a fixed name beside a
   * record's key at the same depth (`charges/courses/` beside `charges/{uuid}/sessions/`) cannot
   * take records of its own under it unambiguously (server/lib/specPath.ts). The list answers
   * there too; the document lists `path`.
   */
  specPath?: string;
  /**
   * Where one record is addressed (`<recordPath>{id}/`: its detail, edit and delete), when not
   * under `path`: spec section 7 lists charge requests under `case-managers/`, where a record's
   * path would resolve the same URLs as `case-managers/{uuid}/charges/`.
   */
  recordPath?: string;
  /** `$id` of the JSON Schema of one list item. */
  schema: string;
  audience: Audience;
  columns: ColumnDefinition[];
  /**
   * Fields of `columns` the table hides until the user shows them with its column chooser
   * (react-admin's, kept per user); declared, the list offers the chooser. The CSV and the grid's
   * cards keep every column.
   */
  hiddenColumns?: string[];
  /** Fields one search text applies to; the API receives `field::text` for each. */
  search: string[];
  filters: FilterDefinition[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Rows per page when the call names none (spec: company mates load 20). */
  defaultPageSize?: number;
  /**
   * Route a row click opens; each `:field` is replaced by that field of the record. Several:
   * the first whose fields the record has (a notification opens its charge or its issue).
   */
  rowClick?: string | string[];
  /**
   * Rows emphasised (bold, with a bar at their start; the column of `field` says it in words):
   * those whose `field` is `value` (unread notifications).
   */
  emphasis?: { field: string; value: string };
  /** The record field react-admin uses as id when the API's items have no `id` (a uuid). */
  idField?: string;
  /** Grid layout cards: the column shown as a card's title; the other columns follow. */
  cardTitle?: string;
  /**
   * The fields that name one record, joined by a space (a detail page's title, a confirmation's):
   * the card title's field by default.
   */
  titleFields?: string[];
  /** `$id` of the JSON Schema of one record's detail, when it is not the list item's. */
  detailSchema?: string;
  /** Fields of the detail page, in order, shown with the same renderers as the columns. */
  detail?: ColumnDefinition[];
  /** The generated create form; absent when the resource cannot be created from the portal. */
  create?: FormDefinition;
  /**
   * The generated edit form (`PATCH <path>{id}/` with the fields changed, its schema
   * `<thing>-update.json`) on `/<name>/:id/edit`, opened from the detail page.
   */
  edit?: FormDefinition;
  /**
   * `DELETE <path>{id}/`, offered on the detail page behind a confirmation; the server refuses
   * (409) while another row refers to the record.
   */
  delete?: DeleteDefinition;
  /** Record actions beside edit and delete: a route, a button and an access row each. */
  actions?: ActionDefinition[];
  /** Actions on the caller's whole list (mark all read): a route, a button and an access row each. */
  listActions?: ListActionDefinition[];
  /**
   * A plain table (snake_case columns named after the schema's camelCase fields, an `id` key):
   * the API derives its list, detail, create, update and delete statements; a mapping file in
   * `server/repositories/resources/` is only for what needs SQL of its own.
   */
  table?: string;
  /** Schemas of its own, for a resource whose files are not in `schemas/` (a test's fixture). */
  schemas?: JsonSchema[];
  /** Its pages in the portal, their routes, menu entry and access (`audience`). */
  console?: ConsoleDefinition;
}

/** The console pages a definition has, in the order react-admin registers them. */
export function consolePages(definition: ResourceDefinition): ConsolePage[] {
  const declared = definition.console?.pages;
  if (declared) {
    return declared;
  }
  const pages: ConsolePage[] = ['list'];
  if (definition.create || definition.console?.overrides?.create) {
    pages.push('create');
  }
  if (definition.detail || definition.console?.overrides?.show) {
    pages.push('show');
  }
  if (definition.edit) {
    pages.push('edit');
  }
  return pages;
}

/** The path one record of a definition is under: its `recordPath`, else its list's `path`. */
export function recordPathOf(definition: ResourceDefinition): string {
  return definition.recordPath ?? definition.path;
}

/** Who may open a resource's console pages. */
export function consoleAudience(definition: ResourceDefinition): Audience {
  return definition.console?.audience ?? definition.audience;
}

/**
 * Who may take a write (a form, the delete, or a declared action): its own audience when it
 * narrows the resource's, else the resource's.
 */
export function writeAudience(
  definition: ResourceDefinition,
  write: 'create' | 'edit' | 'delete' | ActionDefinition,
): Audience {
  const declared = typeof write === 'string' ? definition[write] : write;
  return declared?.audience ?? definition.audience;
}

/** The fields a list call may use, derived from the definition: declared once, checked twice. */
export interface ListWhitelist {
  sortable: string[];
  filterable: string[];
  searchable: string[];
}

export function listWhitelist(definition: ResourceDefinition): ListWhitelist {
  return {
    sortable: definition.columns.filter((c) => c.sortable).map((c) => c.field),
    filterable: definition.filters.map((f) => f.field),
    searchable: definition.search,
  };
}
