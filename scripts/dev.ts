/** `npm run dev`: the API with demo data and Vite's dev server side by side. */
import { spawn } from 'node:child_process';

// The demo's sign-ins use the password alone unless MFA_REQUIRED_ROLES says otherwise (README).
const apiEnv = { MFA_REQUIRED_ROLES: 'none', ...process.env };

const children = [
  spawn('npx', ['tsx', 'watch', 'server/server.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', stop);
}
