// The visitors of `npm run faults`: loops that browse the site (home, a list,
// a property's page) and send the contact form through the web's /api relay
// as a browser does, each answer counted in the phase it arrived in.
import { solvedCaptcha } from '../support/stack';

export type Kind = 'page' | 'form';

export interface Counts {
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  /** No answer at all: refused connection, reset, timeout. */
  failures: number;
}

const empty = (): Counts => ({ requests: 0, ok: 0, clientErrors: 0, serverErrors: 0, failures: 0 });

/** Answers per phase and kind, in the order the phases began. */
export class Tally {
  private readonly phases = new Map<string, Record<Kind, Counts>>();
  private current = 'start-up';
  /** The first few 5xx answers and failures, to read why. */
  readonly samples: string[] = [];

  begin(phase: string): void {
    this.current = phase;
    if (!this.phases.has(phase)) this.phases.set(phase, { page: empty(), form: empty() });
  }

  get phase(): string {
    return this.current;
  }

  /** status null: the request got no answer. */
  record(kind: Kind, status: number | null, phase = this.current, why = ''): void {
    const counts = this.phases.get(phase)?.[kind];
    if (!counts) return;
    if ((status === null || status >= 500) && this.samples.length < 10)
      this.samples.push(`${phase}, ${kind}: ${status ?? 'no answer'} ${why}`);
    counts.requests += 1;
    if (status === null) counts.failures += 1;
    else if (status < 400) counts.ok += 1;
    else if (status < 500) counts.clientErrors += 1;
    else counts.serverErrors += 1;
  }

  rows(): { phase: string; page: Counts; form: Counts }[] {
    return [...this.phases].map(([phase, counts]) => ({ phase, ...counts }));
  }
}

export interface VisitorSettings {
  web: string;
  bff: string;
  internalToken: string;
  /** Canonical detail pages of live properties. */
  detailPaths: string[];
  tally: Tally;
}

const TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number | null;
  /** The start of a 5xx answer's body, or the error. */
  why: string;
}

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await response.text();
    return { status: response.status, why: response.status >= 500 ? body.slice(0, 200) : '' };
  } catch (error) {
    return {
      status: null,
      why: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
    };
  }
}

/** Pages in turn, with a short pause as a reader's, until stopped. */
export async function browse(settings: VisitorSettings, running: () => boolean, pauseMs: number): Promise<void> {
  let turn = 0;
  while (running()) {
    const detail = settings.detailPaths[Math.floor(turn / 3) % settings.detailPaths.length] ?? '/fr/';
    const path = ['/fr/', '/fr/a-vendre/', detail][turn % 3] ?? '/fr/';
    const phase = settings.tally.phase;
    const page = await answer(`${settings.web}${path}`);
    settings.tally.record('page', page.status, phase, `${path} ${page.why}`);
    turn += 1;
    await sleep(pauseMs);
  }
}

let visitor = 0;

/**
 * Contact forms, one after another, until stopped. The captcha is fetched
 * from the BFF and solved as the page's script does; a submission whose
 * captcha could not be fetched is counted as a form without an answer.
 * Resolves with the addresses of the submissions that were answered 2xx.
 */
export async function submitForms(
  settings: VisitorSettings,
  running: () => boolean,
  pauseMs: number,
  accepted: string[],
): Promise<void> {
  while (running()) {
    const phase = settings.tally.phase;
    visitor += 1;
    const email = `visitor.${process.pid}.${visitor}@faults.test`;
    let captcha: string | null = null;
    try {
      captcha = await solvedCaptcha(settings.bff, settings.internalToken);
    } catch (error) {
      settings.tally.record('form', null, phase, `captcha: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (captcha !== null) {
      const body = JSON.stringify({
        locale: 'fr',
        captcha,
        website: '',
        utm: { utm_source: 'faults', utm_campaign: phase },
        page: '/fr/contact/',
        title: 'ms',
        firstName: 'Anne',
        lastName: `Dupont ${visitor}`,
        email,
        phone: '0475 12 34 56',
        remark: 'Pouvez-vous me rappeler au sujet de la maison ?',
        contactPreference: 'email',
      });
      const sent = await answer(`${settings.web}/api/forms/site-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: settings.web },
        body,
      });
      settings.tally.record('form', sent.status, phase, sent.why);
      if (sent.status !== null && sent.status >= 200 && sent.status < 300) accepted.push(email);
    }
    await sleep(pauseMs);
  }
}
