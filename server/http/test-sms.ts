// With TEST_CLOCK=1 (never otherwise) POST /__test/sms hands the last code sent to a phone to browser tests, as a
// person would read it off their phone.
import { Hono } from 'hono';
import type { LogSmsSender } from '../services/sms.ts';

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
