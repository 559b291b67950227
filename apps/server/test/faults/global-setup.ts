import { ensureCluster, startCluster, stopCluster } from './cluster';

/** Creates and starts the faults cluster before the suite; stops it afterwards, whatever happened. */
export default async function setup() {
  await ensureCluster();
  await startCluster();
  return async () => {
    await stopCluster();
  };
}
