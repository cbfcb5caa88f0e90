import type { Executor } from '../executor';
import { listModules } from '../../repositories/appModules';

/**
 * The module catalogue of the demo. Nothing in the API writes modules (they ship with the app),
 * so the seed inserts them as a release of the app would, named and described in English and in
 * isiZulu (the glossary's words: ingcindezi for stress, as ukucindezeleka names depression on the
 * PHQ-8).
 */
const MODULES = [
  {
    name: 'Understanding stress',
    translated_names: JSON.stringify({ zu: 'Ukuqonda ingcindezi' }),
    description:
      'What stress does to the body and mind, how to notice your early warning signs and why a little pressure can help while too much for too long does not.',
    translated_descriptions: JSON.stringify({
      zu: 'Lokho ingcindezi ekwenza emzimbeni nasengqondweni, indlela yokubona izimpawu zakho zokuqala zesexwayiso, nokuthi kungani ingcindezi encane ingasiza kanti eningi isikhathi eside ayisizi.',
    }),
    duration_minutes: 25,
    total_pages: 12,
  },
  {
    name: 'Sleep basics',
    translated_names: JSON.stringify({ zu: 'Izisekelo zokulala' }),
    description:
      'How sleep works, the habits that protect it and a simple plan for nights when your thoughts will not slow down.',
    translated_descriptions: JSON.stringify({
      zu: 'Indlela ukulala okusebenza ngayo, imikhuba ekuvikelayo, nohlelo olulula lwobusuku lapho imicabango yakho ingathuli.',
    }),
    duration_minutes: 20,
    total_pages: 10,
  },
  {
    name: 'Thinking traps',
    translated_names: JSON.stringify({ zu: 'Izicupho zokucabanga' }),
    description:
      'Common unhelpful thinking patterns such as catastrophising and mind reading, and practical ways to catch and question them.',
    translated_descriptions: JSON.stringify({
      zu: 'Izindlela zokucabanga ezingasizi ezivamile, njengokulindela okubi kakhulu nokuzenza ufunda imicabango yabanye, nezindlela eziwusizo zokuzibona nokuzibuza.',
    }),
    duration_minutes: 35,
    total_pages: 16,
  },
  {
    name: 'Building routines',
    translated_names: JSON.stringify({ zu: 'Ukwakha imikhuba yansuku zonke' }),
    description:
      'Small, regular activities that lift mood: planning your week, pacing yourself and keeping going on difficult days.',
    translated_descriptions: JSON.stringify({
      zu: 'Imisebenzi emincane nejwayelekile ephakamisa umoya: ukuhlela iviki lakho, ukuzihambisa kancane, nokuqhubeka ngezinsuku ezinzima.',
    }),
    duration_minutes: 30,
    total_pages: 14,
  },
  {
    name: 'Connecting with others',
    translated_names: JSON.stringify({ zu: 'Ukuxhumana nabanye' }),
    description:
      'Why relationships matter for wellbeing, how to ask for support and how to reconnect with family, friends and community.',
    translated_descriptions: JSON.stringify({
      zu: 'Kungani ubudlelwano bubalulekile enhlalakahleni, indlela yokucela ukusekelwa, nendlela yokuphinde uxhumane nomndeni, nabangane nomphakathi.',
    }),
    duration_minutes: 20,
    total_pages: 9,
  },
  {
    name: 'Returning to work',
    translated_names: JSON.stringify({ zu: 'Ukubuyela emsebenzini' }),
    description:
      'Preparing for a return after time off: talking to your employer, a phased plan, and handling the first weeks back.',
    translated_descriptions: JSON.stringify({
      zu: 'Ukulungiselela ukubuyela emsebenzini ngemva kwekhefu: ukukhuluma nomqashi wakho, uhlelo lwezigaba, nokubhekana namaviki okuqala.',
    }),
    duration_minutes: 40,
    total_pages: 18,
  },
];

export interface DemoModule {
  id: number;
  total_pages: number;
}

/** Inserts the catalogue (keeping a module already there); answers it in reading order. */
export async function seedModules(db: Executor): Promise<DemoModule[]> {
  await db
    .insertInto('modules')
    .values(MODULES.map((module, position) => ({ ...module, position })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return listModules(db);
}
