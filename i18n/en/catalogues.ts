/** The catalogues administrators keep (companies, courses): their lists, forms and notices. */
export const companiesResource = {
  name: 'Company |||| Companies',
  fields: {
    name: 'Name',
  },
  add: 'Add company',
  added: 'Company added',
  edit: 'Edit company',
  updated: 'Company saved',
  deleted: 'Company deleted',
};

export const coursesResource = {
  name: 'Course |||| Courses',
  fields: {
    name: 'Name',
    englishName: 'Name in English',
    nameZu: 'Name in isiZulu',
  },
  add: 'Add course',
  added: 'Course added',
  edit: 'Edit course',
  updated: 'Course saved',
  deleted: 'Course deleted',
};
