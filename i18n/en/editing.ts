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
};
