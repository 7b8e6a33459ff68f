// A starting site process, as far as the data folder's lock goes, for many rounds: told a moment (a time on the
// shared clock), it sleeps until just before it and waits out the rest without sleeping, then takes the folder's lock
// without waiting for another owner and says whether it got it. An owner keeps its lock (it never lets go, like a site
// still running); `hold` makes it take the lock once and stay, so that the test can kill it and keep the lock its
// death leaves behind.
import { lockDataDir } from '@/lib/server/db/data-dir-lock';

const [dataDir] = process.argv.slice(2);

// How long before the moment a process stops sleeping and starts its busy wait: well beyond how late a timer wakes on
// an idle machine. Spinning through the test's whole 30 ms lead kept three processes busy for most of every round
// (about 13 s of CPU over 150 rounds, taken from the other Jest worker on a 2-core machine).
const SPIN_MS = 10;

process.on('message', (message: { round: number; at: number }) => {
  const take = () => {
    while (Date.now() < message.at); // a busy wait: sleeping would wake each process at its own moment
    lockDataDir(dataDir!, 0).then(
      () => process.send!({ round: message.round, owner: true }),
      (error: Error) => process.send!({ round: message.round, owner: false, why: error.message }),
    );
  };
  const sleep = message.at - SPIN_MS - Date.now();
  if (sleep > 0) setTimeout(take, sleep);
  else take();
});
process.send!({ ready: true });
