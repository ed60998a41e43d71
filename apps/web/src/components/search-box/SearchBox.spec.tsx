/** @jest-environment jsdom */
import type { CityEntry, SearchResultDto } from '@immo/domain';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { SearchBox, type SearchBoxTexts } from './SearchBox';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const plural = { zero: 'none', one: 'one', other: '#' };
const texts = {
  label: 'Search',
  placeholder: '',
  searchButton: 'Go',
  searching: 'Searching…',
  noResults: 'Nothing',
  apiError: 'Error',
  groups: { property: 'References', city: 'Cities', type: 'Types' },
  results: plural,
  propertyCount: plural,
  price: {},
} as unknown as SearchBoxTexts;

function city(Name: string, Zip: string): CityEntry {
  return {
    Name,
    Zip,
    CountryID: 10,
    CountryName: 'Belgique',
    PropertyCount: 1,
    language: 'fr',
    countSaleProperty: 1,
    countRentProperty: 0,
  };
}

interface Call {
  q: string;
  signal: AbortSignal | undefined;
  answer: (result: SearchResultDto) => void;
}

let calls: Call[];
let root: Root;
let input: HTMLInputElement;

function mount(): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    // A fresh SWR cache per test, as a page load has.
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <SearchBox
          locale="fr"
          texts={texts}
          marqueeIgnoreList={[]}
          showButton={false}
          showCount={false}
          fallbackAction="/fr/a-vendre/"
          minQueryLength={2}
        />
      </SWRConfig>,
    );
  });
  input = container.querySelector('input')!;
  act(() => input.focus());
}

/** A key press: the input's value changes as the browser would change it. */
function type(value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function wait(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const shownCities = () => Array.from(document.querySelectorAll('[role="option"]')).map((option) => option.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    const q = new URL(String(url), 'http://localhost').searchParams.get('q') ?? '';
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        q,
        signal: init?.signal ?? undefined,
        answer: (result) => resolve({ ok: true, status: 200, json: () => Promise.resolve(result) } as Response),
      });
    });
  }) as typeof fetch;
  mount();
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('SearchBox requests', () => {
  it('sends one request per pause in typing, not one a key, at an ordinary typing pace', async () => {
    for (const value of ['V-', 'V-2', 'V-20', 'V-202', 'V-2025']) {
      type(value);
      await wait(200);
    }
    await wait(1000);
    expect(calls.map((call) => call.q)).toEqual(['V-2025']);
  });

  it('cancels the request for older input and never shows its answer once the text changed', async () => {
    type('li');
    await wait(1000);
    type('liège');
    await wait(1000);
    expect(calls.map((call) => call.q)).toEqual(['li', 'liège']);
    // Nobody waits for the answer to "li" any more.
    expect(calls[0]?.signal?.aborted).toBe(true);

    await act(async () => calls[1]?.answer({ properties: [], cities: [city('Liège', '4000')], types: [] }));
    await act(async () =>
      calls[0]?.answer({ properties: [], cities: [city('Lierre', '2500'), city('Lille', '2275')], types: [] }),
    );
    await wait(10);
    expect(shownCities()).toEqual([expect.stringContaining('Liège')]);
  });
});
