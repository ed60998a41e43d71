/** @jest-environment jsdom */
import { type CaptchaChallengeDto, CV_UPLOAD_CHALLENGE_HEADER, validationKeys, type ValidationKey } from '@immo/domain';
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { FieldRegistry, FormKitContext, type FormKitContextValue } from '@/components/forms/form-kit-context';
import type { CaptchaTexts } from '@/lib/forms/captcha-texts';
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';
import { CvField } from './CvField';
import { FormChallenge, FormChallengeCaptcha } from './FormChallenge';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Imported through the '@/' alias, which the config maps before its CSS-module rule.
jest.mock('@/components/forms/Forms.module.css', () => ({}));
jest.mock('@/components/forms/captcha/solve-pow', () => ({
  solveCaptcha: (challenge: CaptchaChallengeDto) =>
    Promise.resolve(`pow:${challenge.pow.salt}:7:${challenge.pow.signature}`),
}));

const validation = Object.fromEntries(validationKeys.map((key) => [key, `message ${key}`])) as Record<
  ValidationKey,
  string
>;
const kitTexts = { validation } as FormKitTexts;
const captchaTexts = {
  locale: 'fr',
  legend: 'Check',
  working: 'Working',
  done: 'Done',
  failed: 'Type',
  label: 'Characters',
  hint: '',
  renew: 'Another',
  retry: 'Retry',
  tooMany: { one: '', many: '' },
} as unknown as CaptchaTexts;
const cvTexts = {
  cv: 'CV',
  cvHint: 'PDF',
  cvSending: 'Sending',
  cvAttached: '\u0000 is attached',
  cvRetryAt: 'Again from \u0000',
  cvChooseAgain: 'Choose \u0000 again',
};

function challengeOf(id: string): CaptchaChallengeDto {
  return {
    token: `${id}.4102444800.mac`,
    pow: { algorithm: 'SHA-256', challenge: 'c0ffee', salt: `${id}.4102444800`, maxNumber: 1000, signature: 'beef' },
    expiresAt: '2100-01-01T00:00:00.000Z',
  };
}

const PAGE = challengeOf('a'.repeat(24));
const FRESH = challengeOf('b'.repeat(24));

interface Handle {
  form: UseFormReturn;
  nextAttempt: () => void;
}

let harness: Handle;
const keepHandle = (handle: Handle) => {
  harness = handle;
};

/** The parts of FormShell the fields use: the kit (its attempt grows after each answer of the BFF) and react-hook-form. */
function Harness({ onReady }: { onReady: (handle: Handle) => void }) {
  const form = useForm();
  const [attempt, setAttempt] = useState(0);
  const [registry] = useState(() => new FieldRegistry({}));
  useEffect(() => onReady({ form, nextAttempt: () => setAttempt((count) => count + 1) }), [form, onReady]);
  const kit: FormKitContextValue = {
    texts: kitTexts,
    registry,
    initialValue: () => undefined,
    provideCaptcha: () => undefined,
    attempt,
  };
  return (
    <FormKitContext.Provider value={kit}>
      <FormProvider {...form}>
        <form>
          <FormChallenge initial={PAGE}>
            <input id="first" />
            <CvField texts={cvTexts} locale="fr" />
            <FormChallengeCaptcha texts={captchaTexts} />
          </FormChallenge>
        </form>
      </FormProvider>
    </FormKitContext.Provider>
  );
}

describe(FormChallenge.name, () => {
  let container: HTMLDivElement;
  let root: Root;
  let uploads: string[];
  let refuseUploads = false;
  const realFetch = globalThis.fetch;

  beforeEach(async () => {
    uploads = [];
    refuseUploads = false;
    globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
      if (url === '/api/forms/captcha')
        return Promise.resolve({ status: 200, ok: true, json: () => Promise.resolve(FRESH) });
      const token = new Headers(init?.headers).get(CV_UPLOAD_CHALLENGE_HEADER) ?? '';
      uploads.push(token);
      if (refuseUploads) {
        const refusal = { code: 'UPLOADS_TOO_MANY', issues: [{ path: 'cv', message: 'uploadsTooMany' }] };
        return Promise.resolve({
          status: 429,
          ok: false,
          headers: new Headers({ 'retry-after': '600' }),
          json: () => Promise.resolve(refusal),
        });
      }
      const answer = { uploadId: `upload-${uploads.length}`, fileName: 'cv.pdf', size: 10 };
      return Promise.resolve({ status: 201, ok: true, headers: new Headers(), json: () => Promise.resolve(answer) });
    }) as unknown as typeof fetch;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Harness onReady={keepHandle} />));
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    globalThis.fetch = realFetch;
  });

  const answer = () => container.querySelector<HTMLInputElement>('input[name="captcha"]')?.value ?? '';
  const fetchedChallenges = () =>
    (globalThis.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/api/forms/captcha').length;

  async function chooseFile(): Promise<void> {
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    Object.defineProperty(input, 'files', {
      value: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })],
      configurable: true,
    });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  }

  it('uploads the CV under the challenge the captcha answers, and keeps that challenge after an answer that stored no lead', async () => {
    await act(async () => container.querySelector<HTMLInputElement>('#first')?.focus());
    await chooseFile();
    expect(uploads).toEqual([PAGE.token]);
    expect(harness.form.getValues('cvUploadId')).toBe('upload-1');
    expect(answer()).toContain(PAGE.pow.salt);

    // The BFF answered (a 429, say): the captcha field starts again, on the same challenge, and the CV stays bound to it.
    await act(async () => harness.nextAttempt());
    await act(async () => container.querySelector<HTMLInputElement>('#first')?.focus());
    expect(answer()).toContain(PAGE.pow.salt);
    expect(fetchedChallenges()).toBe(0);
    expect(uploads).toEqual([PAGE.token]);
  });

  it('sends the CV again under a new challenge when the answer was refused', async () => {
    await act(async () => container.querySelector<HTMLInputElement>('#first')?.focus());
    await chooseFile();
    await act(async () => {
      harness.nextAttempt();
      harness.form.setError('captcha', { type: 'server', message: 'captchaInvalid' });
    });
    await act(async () => container.querySelector<HTMLInputElement>('#first')?.focus());
    expect(fetchedChallenges()).toBe(1);
    expect(uploads).toEqual([PAGE.token, FRESH.token]);
    expect(harness.form.getValues('cvUploadId')).toBe('upload-2');
    expect(answer()).toContain(FRESH.pow.salt);
  });

  it("says beside the field when a network past its hour may send a file again, in the agency's time", async () => {
    refuseUploads = true;
    const inTenMinutes = () =>
      new Intl.DateTimeFormat('fr', {
        timeZone: 'Europe/Brussels',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(Date.now() + 600_000));
    const before = inTenMinutes();
    await chooseFile();
    expect(harness.form.getFieldState('cvUploadId').error?.message).toBe('uploadsTooMany');
    // Read before and after: the minute may turn meanwhile.
    expect([`Again from ${before}`, `Again from ${inTenMinutes()}`]).toContain(
      container.querySelector('[role="status"]')?.textContent,
    );
  });
});
