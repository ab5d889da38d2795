// The reference server's SMS sender (DESIGN 11): it sends nothing over the air, it prints each login code in the
// server log, and remembers the last code per phone for the test-clock mode (server/http/test-sms.ts).

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
