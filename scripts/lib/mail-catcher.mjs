import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * MailDev, the e-mail catcher of a developer's machine and of the browser tests: SMTP on
 * `smtpPort` and its web page and REST API (GET /email) on `webPort`, both on 127.0.0.1 only.
 * It runs as a child process of its own: MailDev keeps its servers in module state and ends the
 * process on SIGINT, which must stay the platform's to handle.
 *
 * @param {{ smtpPort: number, webPort: number, timeoutMs?: number }} options
 */
export async function startMailCatcher({ smtpPort, webPort, timeoutMs = 15000 }) {
  const bin = require.resolve('maildev/bin/maildev');
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const apiUrl = `http://127.0.0.1:${webPort}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`MailDev exited before it was ready (is port ${smtpPort} or ${webPort} in use?) ${errors}`);
    }
    const ready = await fetch(`${apiUrl}/email`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`MailDev did not answer on ${apiUrl} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiUrl, stop };
}
