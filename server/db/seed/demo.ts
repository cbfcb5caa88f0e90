import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../database';
import { createStaffAccount } from '../../services/staffAccounts';
import { seedAdminDemo } from './adminDemo';
import { seedChargesDemo } from './chargesDemo';
import { seedEpisodesDemo } from './episodesDemo';
import { seedFirstVisitDemo } from './firstVisitDemo';
import { seedIssuesDemo } from './issuesDemo';
import { seedOutcomesDemo } from './outcomesDemo';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo-portal-2026';

const COMPANIES = ['Ubuntu Mining Group', 'Harbour Logistics', 'Karoo Health Insurance'];
/** The demo's courses, in English and isiZulu (i18n/zu/GLOSSARY.md). */
const COURSES = [
  { name: 'Managing stress', translated_names: JSON.stringify({ zu: 'Ukulawula ingcindezi' }) },
  { name: 'Sleep well', translated_names: JSON.stringify({ zu: 'Lala kahle' }) },
  { name: 'Back to work', translated_names: JSON.stringify({ zu: 'Buyela emsebenzini' }) },
  { name: 'Mindful living', translated_names: JSON.stringify({ zu: 'Ukuphila ngokuqaphela' }) },
];

/** Demo data for an empty database, written through the services the API uses. */
export async function seedDemoIfEmpty(db: Kysely<Database>, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    return false;
  }
  const companies = await db
    .insertInto('companies')
    .values(COMPANIES.map((name) => ({ name })))
    .returning('id')
    .execute();
  await db.insertInto('courses').values(COURSES).execute();
  const companyIds = companies.map((c) => c.id);
  await createStaffAccount(db, {
    email: 'admin@example.org',
    username: 'admin',
    password: DEMO_PASSWORD,
    firstName: 'Thandi',
    lastName: 'Nkosi',
    role: 'AD',
    isSuperuser: true,
    isStaff: true,
    hasAcceptedTerms: true,
  });
  await createStaffAccount(db, {
    email: 'manager@example.org',
    username: 'manager',
    password: DEMO_PASSWORD,
    firstName: 'Sipho',
    lastName: 'Dlamini',
    role: 'MG',
    hasAcceptedTerms: true,
    designation: 'Case manager',
    companyIds: companyIds.slice(0, 2),
  });
  await createStaffAccount(db, {
    email: 'supporter@example.org',
    username: 'supporter',
    password: DEMO_PASSWORD,
    firstName: 'Lerato',
    lastName: 'Mokoena',
    role: 'QM',
    hasAcceptedTerms: true,
    designation: 'OT',
    companyIds: companyIds.slice(0, 1),
  });
  await seedFirstVisitDemo(db, config, DEMO_PASSWORD);
  await seedAdminDemo(db, DEMO_PASSWORD);
  await seedChargesDemo(db, config, DEMO_PASSWORD);
  await seedEpisodesDemo(db, config);
  await seedIssuesDemo(db, DEMO_PASSWORD);
  await seedOutcomesDemo(db, config.timeZone);
  return true;
}
