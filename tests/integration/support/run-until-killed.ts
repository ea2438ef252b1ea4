// A pre-processor worker process for tests/integration/location-preprocessor-recovery.test.ts: it claims one
// job the way the real worker does (counted start, heartbeat every 2 s), says "running", then waits for ever
// in the middle of its run until the test kills it with SIGKILL.
import { openOrm } from "../../../adapters/db/orm.ts";
import { createPreprocessorRunStore } from "../../../adapters/db/repositories/preprocessor-run-store.ts";
import { createLocalFileStore } from "../../../adapters/files/local-file-store.ts";
import { locationFileReader } from "../../../adapters/locations/location-file-reader.ts";
import { runPreprocessorJob } from "../../../core/preprocessor/run-preprocessor-job.ts";

const [url, embedded, filesDir, jobId] = process.argv.slice(2) as [string, string, string, string];
const orm = await openOrm(url, embedded === "true");
await runPreprocessorJob(
  {
    store: createPreprocessorRunStore(orm.em.fork(), { owner: `child-${process.pid}` }),
    files: createLocalFileStore(filesDir),
    reader: locationFileReader,
    clock: { now: () => new Date() },
    evaluate: () => {
      process.stdout.write("running\n");
      return new Promise(() => {});
    },
  },
  jobId,
);
