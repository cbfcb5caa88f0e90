import { attempt, sleep, type Answer } from '../../tests/fault/support/http';
import type { SoakTally } from './tally';

/** A write the server acknowledged (2xx), to look up in the database after the run. */
export type AckedWrite =
  | { kind: 'issue'; title: string }
  | { kind: 'access-code'; code: string }
  | { kind: 'checkin'; clientEmail: string; at: string };

export interface SimulatedUser {
  name: string;
  role: 'manager' | 'admin' | 'client';
  token: string;
  /** Clients only: their e-mail, to find their check-ins afterwards. */
  email?: string;
}

interface Action {
  weight: number;
  run(
    url: string,
    user: SimulatedUser,
    n: number,
  ): Promise<{ answer: Answer<unknown>; write?: AckedWrite }>;
}

const LIST = '?page=1&page_size=10';

const read = (path: string): Action => ({
  weight: 3,
  run: async (url, user) => ({ answer: await attempt(url, 'GET', path, { token: user.token }) }),
});

const raiseIssue: Action = {
  weight: 1,
  run: async (url, user, n) => {
    const title = `Soak ${user.name} issue ${n}`;
    const answer = await attempt(url, 'POST', '/api/v2/feedback/issues/create/', {
      token: user.token,
      body: { title, text: 'Raised by the soak.' },
    });
    return { answer, write: { kind: 'issue', title } };
  },
};

const requestCharge: Action = {
  weight: 1,
  run: async (url, user, n) => {
    const answer = await attempt<{ code: string }>(
      url,
      'POST',
      '/api/v2/case-managers/charge-requests/',
      {
        token: user.token,
        body: {
          first_name: 'Soak',
          last_name: `${user.name} ${n}`,
          email: null,
          company: null,
          policy_number: null,
          designation: 'Case manager',
          should_request_consent: false,
        },
      },
    );
    const code = (answer.body as { code?: string }).code ?? '';
    return { answer, write: { kind: 'access-code', code } };
  },
};

const addAccessCode: Action = {
  weight: 1,
  run: async (url, user, n) => {
    const code = `SOAK-${user.name.toUpperCase()}-${n}`;
    const answer = await attempt(url, 'POST', '/api/v2/admin/access-codes/', {
      token: user.token,
      body: { code },
    });
    return { answer, write: { kind: 'access-code', code } };
  },
};

const checkIn: Action = {
  weight: 2,
  run: async (url, user, n) => {
    // One check-in per second of the past: each has a key of its own.
    const at = new Date(Date.now() - (n + 1) * 1000).toISOString();
    const answer = await attempt(url, 'POST', '/api/v2/app/checkins/', {
      token: user.token,
      body: { checkin_at: at, mood: 1 + (n % 5), diet: 3, sleep: 4, active: 2 },
    });
    return { answer, write: { kind: 'checkin', clientEmail: user.email ?? '', at } };
  },
};

/** What each kind of user does: mostly reads, some writes, as in a working day. */
const ACTIONS: Record<SimulatedUser['role'], Action[]> = {
  manager: [
    read('/api/v2/users/profile/'),
    read(`/api/v2/charges/${LIST}`),
    read(`/api/v2/case-managers/charge-requests/${LIST}`),
    read(`/api/v2/feedback/issues/${LIST}`),
    raiseIssue,
    requestCharge,
  ],
  admin: [
    read(`/api/v2/admin/access-codes/${LIST}`),
    read(`/api/v2/mail/${LIST}`),
    read(`/api/v2/users/${LIST}`),
    read('/api/v2/feedback/issues/stats/'),
    addAccessCode,
    raiseIssue,
  ],
  client: [read('/api/v2/app/consent-requests/'), read('/api/v2/app/modules/'), checkIn],
};

function pick(actions: Action[]): Action {
  const total = actions.reduce((sum, a) => sum + a.weight, 0);
  let roll = Math.random() * total;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) {
      return action;
    }
  }
  return actions[actions.length - 1]!;
}

/** One user until the deadline: an action, then 100-400 ms of thinking. */
export async function simulate(
  url: string,
  user: SimulatedUser,
  deadline: number,
  tally: SoakTally,
  acked: AckedWrite[],
): Promise<void> {
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    const action = pick(ACTIONS[user.role]);
    const started = performance.now();
    const { answer, write } = await action.run(url, user, n);
    tally.record(`${user.role} ${user.name} #${n}`, answer.status, performance.now() - started);
    if (write && answer.status >= 200 && answer.status < 300) {
      acked.push(write);
    }
    await sleep(100 + Math.random() * 300);
  }
}
