// The reference server's SMS sender (DESIGN 11): it sends nothing over the air, it prints each login code in the
// server log. With TEST_CLOCK=1 (never otherwise) POST /__test/sms hands the last code sent to a phone to browser
// tests, as a person would read it off their phone.
import { Hono } from 'hono';

/** One message as sent. */
export interface SentSms {
  phone: string;
  code: string;
  at: number;
}

/** Where login codes go. A real deployment replaces it with its SMS provider. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string, validMinutes: number, at: number): void;
}

/** Prints codes in the log and remembers the last one per phone, for the test-clock endpoint only. */
export class LogSmsSender implements SmsSender {
  private readonly last = new Map<string, SentSms>();

  /** Logs the code (the operator of a local demo reads it there). */
  sendLoginCode(phone: string, code: string, validMinutes: number, at: number): void {
    this.last.set(phone, { phone, code, at });
    console.log(`[sms] to +${phone}: your login code is ${code} (valid ${validMinutes} minutes)`);
  }

  /** The last code sent to `phone`, if any. */
  lastTo(phone: string): SentSms | null {
    return this.last.get(phone) ?? null;
  }
}

/** POST /__test/sms `{ "phone": "6281234567890" }` -> the last code sent there; mounted only with TEST_CLOCK=1. */
export function testSmsApp(sender: LogSmsSender) {
  return new Hono().post('/__test/sms', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ error: 'JSON body required' }, 400);
    }
    const phone = typeof body['phone'] === 'string' ? body['phone'] : '';
    const sent = sender.lastTo(phone);
    return sent ? c.json(sent) : c.json({ error: 'no code sent to that phone' }, 404);
  });
}
