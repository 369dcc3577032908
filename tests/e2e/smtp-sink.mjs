// A mail server for the browser tests (playwright.config.ts starts it beside the app): takes every
// message and forgets it. Exits when the process that started it is gone.
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
const parent = process.ppid;
const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _session, done) => (stream.resume(), stream.on('end', () => done())) });
server.listen(port, '127.0.0.1');
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 2000).unref();
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 60_000);
