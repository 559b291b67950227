import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait 1 s by default: too short for a screen's first render on a loaded 2-core machine
// (CI runs the server suite, the web tests and the browser journeys on one). A file may still set its own.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
