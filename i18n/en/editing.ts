/** Portal messages of the generated edit and delete (resource definitions' `edit` and `delete`). */
export const editing = {
  // A select generated from a schema enum, when nothing is chosen.
  none: 'None',
  // The three states of a flag filter.
  flag: { any: 'Any', yes: 'Yes', no: 'No' },
  // The API's refusals of a generated update or delete.
  conflict: 'Another record already has this value.',
  missing_reference: 'The chosen record does not exist (it may have been deleted).',
  in_use: 'This record is still in use, so it cannot be deleted.',
  // A refused delete, by the table whose rows still refer to the record, with how many do.
  referenced_by: {
    case_manager_companies:
      'This record is still used by case managers (%{count}), so it cannot be deleted.',
    charges: 'This record is still used by managed users (%{count}), so it cannot be deleted.',
    charge_requests:
      'This record is still used by consent requests (%{count}), so it cannot be deleted.',
  },
  // The confirmation of a generated delete: its action (Delete, or the definition's label) and
  // the record's title.
  delete: { title: '%{action} “%{title}”?', content: 'This cannot be undone.' },
};
