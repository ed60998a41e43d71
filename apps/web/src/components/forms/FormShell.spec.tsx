/** @jest-environment jsdom */
import { validationKeys, type ValidationKey } from '@immo/domain';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { ChoiceGroupField } from './ChoiceGroupField';
import { FormShell } from './FormShell';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { SelectField } from './SelectField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const validation = Object.fromEntries(validationKeys.map((key) => [key, `message ${key}`])) as Record<
  ValidationKey,
  string
>;
const texts: FormKitTexts = {
  validation: { ...validation, checkRedFields: 'Check the fields marked in red.' },
  required: 'required',
  requiredHint: 'Fields marked with * are required.',
  sending: 'Sending…',
  problems: {
    sendFailed: 'Your e-mail has not been sent. Please try again.',
    rateLimited: 'Too many attempts.',
    notAvailable: 'No longer available.',
  },
  outcomes: { sent: 'Sent.', 'already-requested': 'Already requested.', received: 'Received.' },
  privacy: { before: 'See our ', link: 'privacy statement', after: '.', href: '/en/Privacy-statement/' },
  honeypot: 'Leave this field empty',
};

function ContactForm() {
  return (
    <FormShell
      kind="site-contact"
      locale="en"
      action={() => Promise.resolve(INITIAL_FORM_STATE)}
      permalink="/en/contact/"
      texts={texts}
      thankYouPaths={{ 'site-contact': '/en/thank-you/site-contact/' }}
      submitLabel="Send"
    >
      <SelectField name="title" label="Title" placeholder="Choose" options={[{ value: 'ms', label: 'Ms' }]} required />
      <TextField name="firstName" label="First name" required />
      <TextField name="lastName" label="Last name" required />
      <TextField name="email" label="E-mail" type="email" required />
      <TextField name="phone" label="Phone" type="tel" required />
      <TextAreaField name="remark" label="Message" />
      {/* Left as they are: an unchosen group must read as not given, not as an error. */}
      <ChoiceGroupField
        type="radio"
        name="contactPreference"
        legend="Contact by"
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <ChoiceGroupField
        type="checkbox"
        name="timeSlots"
        legend="When"
        options={[
          { value: '10:00-13:00', label: 'Morning' },
          { value: '13:00-16:00', label: 'Afternoon' },
        ]}
      />
    </FormShell>
  );
}

let root: Root;
let mount: HTMLDivElement;

beforeEach(async () => {
  mount = document.createElement('div');
  document.body.append(mount);
  root = createRoot(mount);
  await act(async () => root.render(<ContactForm />));
});

afterEach(() => {
  act(() => root.unmount());
  mount.remove();
  fetchMock.mockReset();
  push.mockReset();
});

function input(id: string): HTMLInputElement {
  const element = mount.querySelector<HTMLInputElement>(`#${id}`);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

async function type(id: string, value: string): Promise<void> {
  await act(async () => {
    const element = input(id);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function submit(): Promise<void> {
  await act(async () => {
    mount.querySelector('form')?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // The answer's state updates and the focus move (next animation frame).
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

async function fillValid(): Promise<void> {
  await type('f-title', 'ms');
  await type('f-firstName', 'Anne');
  await type('f-lastName', 'Peeters');
  await type('f-email', 'anne@example.be');
  await type('f-phone', '0475 11 22 33');
  await type('f-remark', 'Call me');
}

// jsdom has no fetch: the relay's answer is a status and a JSON body.
const fetchMock = jest.fn<Promise<{ status: number; json: () => Promise<unknown> }>, [string, RequestInit]>();
(globalThis as { fetch?: unknown }).fetch = fetchMock;

function answer(status: number, body: unknown) {
  return fetchMock.mockResolvedValue({ status, json: () => Promise.resolve(body) });
}

describe(FormShell.name, () => {
  it('marks required fields for the eye and for assistive technology, and hides the honeypot from both', () => {
    const label = mount.querySelector('label[for="f-firstName"]');
    expect(label?.textContent).toBe('First name * (required)');
    expect(input('f-firstName').getAttribute('aria-required')).toBe('true');
    expect(input('f-remark').getAttribute('aria-required')).toBeNull();
    const honeypot = input('f-website');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
  });

  it('shows the summary and each field its message, and focuses the first red field, without sending', async () => {
    await type('f-email', 'anne@');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    const summary = mount.querySelector('[role="alert"]');
    expect(summary?.textContent).toContain('Check the fields marked in red.');
    expect([...(summary?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '#f-title',
      '#f-firstName',
      '#f-lastName',
      '#f-email',
      '#f-phone',
    ]);
    expect(input('f-email').getAttribute('aria-invalid')).toBe('true');
    expect(input('f-email').getAttribute('aria-describedby')).toBe('f-email-error');
    expect(mount.querySelector('#f-email-error')?.textContent).toBe('message email');
    expect(document.activeElement).toBe(input('f-title'));
    // A summary link puts the cursor in its field.
    await act(async () => summary?.querySelector<HTMLAnchorElement>('a[href="#f-email"]')?.click());
    expect(document.activeElement).toBe(input('f-email'));
  });

  it('sends the fields with the envelope and goes to the thank-you page the BFF names', async () => {
    window.sessionStorage.setItem('immo.utm', JSON.stringify({ utm_source: 'news' }));
    const fetch = answer(201, { leadId: '7', thankYouSlug: 'site-contact' });
    await fillValid();
    await submit();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/site-contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '0475 11 22 33',
      remark: 'Call me',
      // The schema's output: what the BFF will parse again, defaults filled in.
      timeSlots: [],
      locale: 'en',
      captcha: '',
      utm: { utm_source: 'news' },
      page: '/',
    });
    expect(push).toHaveBeenCalledWith('/en/thank-you/site-contact/');
  });

  it('says the e-mail was not sent when the lead could not be stored, and keeps every value', async () => {
    answer(503, { code: 'LEAD_NOT_STORED' });
    await fillValid();
    await submit();
    expect(mount.textContent).toContain('Your e-mail has not been sent. Please try again.');
    expect(input('f-lastName').value).toBe('Peeters');
    expect(input('f-remark').value).toBe('Call me');
    expect(mount.querySelector('fieldset')?.disabled).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  it('says the e-mail was not sent, and that waiting helps, when the visitor sent too often', async () => {
    answer(429, { code: 'RATE_LIMITED' });
    await fillValid();
    await submit();
    const alert = [...mount.querySelectorAll('[role="alert"]')].find((element) =>
      element.textContent?.includes('not been sent'),
    );
    expect([...(alert?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      'Your e-mail has not been sent. Please try again.',
      'Too many attempts.',
    ]);
    expect(input('f-email').value).toBe('anne@example.be');
  });

  it("puts the BFF's validation issues on their fields and focuses the first", async () => {
    answer(400, { code: 'INVALID_REQUEST', issues: [{ path: 'phone', message: 'phone' }] });
    await fillValid();
    await submit();
    expect(mount.querySelector('#f-phone-error')?.textContent).toBe('message phone');
    expect(document.activeElement).toBe(input('f-phone'));
  });
});
