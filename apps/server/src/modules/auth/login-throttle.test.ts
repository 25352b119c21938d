import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';

/**
 * The sign-in guard: failures counted per account and client address (a growing delay past
 * RATE_LIMIT_LOGIN_ADDRESS_MAX), and a much higher ceiling per account across addresses that
 * stops only addresses the account never signed in from.
 */
let t: TTestApp;
const WINDOW_MS = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '3',
      RATE_LIMIT_LOGIN_DELAY_MS: '30000',
      RATE_LIMIT_LOGIN_MAX_DELAY_MS: '240000',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10',
      RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS: String(WINDOW_MS),
    },
  });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `10.${Math.floor(++addresses / 250)}.${addresses % 250}.7`;

const signIn = (email: string, password: string, remoteAddress: string, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'accept-language': lang },
    payload: { email, password, type: 'user' },
  });

/** The status, and for a refusal its message and Retry-After. */
async function outcome(answer: ReturnType<typeof signIn>) {
  const response = await answer;
  return response.statusCode === 429
    ? { status: 429, message: response.json().message, retryAfter: response.headers['retry-after'] }
    : { status: response.statusCode };
}

const waitOf = (message: string, retryAfter: number) => ({
  status: 429,
  message,
  retryAfter: String(retryAfter),
});

describe('failed sign-ins from one address', () => {
  it('make each next try from it wait longer, say how long in the reader language, and a success starts over', async () => {
    const owner = await registerUser(t, { password: 'clave-correcta-1' });
    const guesser = newAddress();
    const wrong = () => outcome(signIn(owner.email, 'mala', guesser));
    for (let i = 0; i < 3; i++) expect(await wrong()).toEqual({ status: 401 });

    // Past the free tries even the right password waits: the guesser cannot tell it was right.
    expect(await outcome(signIn(owner.email, 'clave-correcta-1', guesser))).toEqual(
      waitOf('Demasiados intentos. Vuelve a intentarlo en 30 segundos.', 30),
    );
    expect(await outcome(signIn(owner.email, 'mala', guesser, 'en'))).toEqual(
      waitOf('Too many attempts. Try again in 30 seconds.', 30),
    );
    t.clock.advance(20_000);
    expect(await wrong()).toEqual(waitOf('Demasiados intentos. Vuelve a intentarlo en 10 segundos.', 10));

    // Each further failure doubles the wait, up to RATE_LIMIT_LOGIN_MAX_DELAY_MS.
    const waits = [
      ['Demasiados intentos. Vuelve a intentarlo en 1 minuto.', 60],
      ['Demasiados intentos. Vuelve a intentarlo en 2 minutos.', 120],
      ['Demasiados intentos. Vuelve a intentarlo en 4 minutos.', 240],
      ['Demasiados intentos. Vuelve a intentarlo en 4 minutos.', 240],
    ] as const;
    let waited = 30_000 - 20_000;
    for (const [message, seconds] of waits) {
      t.clock.advance(waited);
      expect(await wrong()).toEqual({ status: 401 });
      expect(await wrong()).toEqual(waitOf(message, seconds));
      waited = seconds * 1000;
    }

    // Another address of the owner's is not slowed down by any of this.
    expect(await outcome(signIn(owner.email, 'clave-correcta-1', newAddress()))).toEqual({ status: 200 });

    // A success from the guessing address starts its count over: three free tries again.
    t.clock.advance(waited);
    expect(await outcome(signIn(owner.email, 'clave-correcta-1', guesser))).toEqual({ status: 200 });
    for (let i = 0; i < 3; i++) expect(await wrong()).toEqual({ status: 401 });
    expect((await wrong()).status).toBe(429);
  });

  it('are forgotten a window after the last one', async () => {
    const owner = await registerUser(t, { password: 'clave-correcta-1' });
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(owner.email, 'mala', address)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'mala', address)).statusCode).toBe(429);
    t.clock.advance(WINDOW_MS + 1000);
    for (let i = 0; i < 3; i++) expect((await signIn(owner.email, 'mala', address)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'mala', address)).statusCode).toBe(429);
  });

  it('are counted exactly when they arrive at once', async () => {
    const owner = await registerUser(t, { password: 'clave-correcta-1' });
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(owner.email, 'mala', address)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('no longer count once the password changes', async () => {
    const owner = await registerUser(t, { password: 'clave-correcta-1' });
    const address = newAddress();
    for (let i = 0; i < 4; i++) await signIn(owner.email, 'mala', address);
    expect((await signIn(owner.email, 'clave-correcta-1', address)).statusCode).toBe(429);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(owner.token),
      payload: { currentPassword: 'clave-correcta-1', newPassword: 'clave-nueva-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(owner.email, 'clave-nueva-2', address)).statusCode).toBe(200);
  });
});

describe('an attacker hammering an account from many addresses', () => {
  it('cannot keep its owner out: the owner signs in from their own address meanwhile and after', async () => {
    const owner = await registerUser(t, { password: 'clave-del-duenio-1' });
    const bystander = await registerUser(t, { password: 'clave-ajena-1' });
    const home = newAddress();
    // The owner has signed in from home before: the account knows this address.
    expect((await signIn(owner.email, 'clave-del-duenio-1', home)).statusCode).toBe(200);

    const botnet = Array.from({ length: 30 }, () => newAddress());
    const attack = botnet.flatMap((address, i) =>
      Array.from({ length: 4 }, (_, j) => signIn(owner.email, `adivina-${i}-${j}`, address)),
    );
    // The owner signs in while the attack is under way, and again once it has done its worst.
    const during = signIn(owner.email, 'clave-del-duenio-1', home);
    const [ownerDuring, ...attacked] = await Promise.all([during, ...attack]);
    expect(ownerDuring?.statusCode).toBe(200);
    const statuses = attacked.map((a) => a.statusCode);
    // Ten failures in all (the account-wide ceiling), then every try from a stranger waits.
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attacked.length - 10);

    expect((await signIn(owner.email, 'clave-del-duenio-1', home)).statusCode).toBe(200);
    expect((await signIn(owner.email, 'clave-del-duenio-1', home)).statusCode).toBe(200);
    // The owner's home address keeps its own count: a typo there is an ordinary failure.
    expect((await signIn(owner.email, 'typo', home)).statusCode).toBe(401);

    // A new address waits until the window ends, even with the right password, and is told how long.
    const refused = await outcome(signIn(owner.email, 'clave-del-duenio-1', newAddress()));
    expect(refused).toEqual(waitOf('Demasiados intentos. Vuelve a intentarlo en 60 minutos.', 3600));
    // Other accounts are not affected, from the attacker's addresses either.
    expect((await signIn(bystander.email, 'clave-ajena-1', botnet[0] ?? '')).statusCode).toBe(200);

    t.clock.advance(WINDOW_MS + 1000);
    expect((await signIn(owner.email, 'clave-del-duenio-1', newAddress())).statusCode).toBe(200);
  });
});
