// A starting site process, as far as the data folder's lock goes, for many rounds: told a moment (a time on the
// shared clock), it waits for it without sleeping, then takes the folder's lock without waiting for another owner and
// says whether it got it. An owner keeps its lock (it never lets go, like a site still running); `hold` makes it take
// the lock once and stay, so that the test can kill it and keep the lock its death leaves behind.
import { lockDataDir } from '@/lib/server/db/data-dir-lock';

const [dataDir] = process.argv.slice(2);

process.on('message', (message: { round: number; at: number }) => {
  while (Date.now() < message.at); // a busy wait: sleeping would wake each process at its own moment
  lockDataDir(dataDir!, 0).then(
    () => process.send!({ round: message.round, owner: true }),
    (error: Error) => process.send!({ round: message.round, owner: false, why: error.message }),
  );
});
process.send!({ ready: true });
