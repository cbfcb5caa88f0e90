import { createContext, useContext, useEffect } from 'react';

/** What main wants told once React has hydrated the prerendered login page (Portal provides it). */
export const HydrationDoneContext = createContext<(() => void) | undefined>(undefined);

/**
 * Tells main that the page around it is hydrated. It sits inside the login page's Suspense
 * boundary (LoginShell), which React hydrates in a task of its own after the shell: the page
 * stays inert until then, so nothing typed before React holds the form is lost.
 */
export const HydrationDone = () => {
  const done = useContext(HydrationDoneContext);
  useEffect(() => done?.(), [done]);
  return null;
};
